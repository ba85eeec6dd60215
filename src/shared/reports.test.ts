import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField, formatRate, type Transaction, transactionsCsv } from "./reports.ts";

describe("CSV fields", () => {
  it("leaves plain values alone", () => {
    expect(csvField("Priya Nair")).toBe("Priya Nair");
    expect(csvField(-4)).toBe("-4");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('Flow, "Slow"')).toBe('"Flow, ""Slow"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it.each(["=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)", "-1e3", "-"])(
    "defuses %s so a spreadsheet shows it as text",
    (value) => {
      expect(csvField(value)).toBe(`'${value}`);
    },
  );

  it.each(["＝HYPERLINK(1)", "＋1", "－2", "＠SUM(A1)"])(
    "defuses the full-width %s as its ASCII form",
    (value) => {
      expect(csvField(value)).toBe(`'${value}`);
    },
  );

  it("quotes a field holding a semicolon or a tab, and defuses a formula after any separator", () => {
    expect(csvField("a;=cmd|' /C calc'!A0")).toBe(`"a;'=cmd|' /C calc'!A0"`);
    expect(csvField("a; +1")).toBe(`"a; '+1"`);
    expect(csvField("=1,=2")).toBe(`"'=1,'=2"`);
    expect(csvField("tab\t@SUM(A1)")).toBe(`"tab\t'@SUM(A1)"`);
    expect(csvField("two\n=1")).toBe(`"two\n'=1"`);
    expect(csvField("Yin; Yang")).toBe(`"Yin; Yang"`);
  });

  it("gives no cell a formula start when a spreadsheet reads the file with `;` or tabs", () => {
    const names = ["a;=cmd|' /C calc'!A0", "b\t+1", "c,@SUM(A1)", "＝1"];
    const line = names.map(csvField).join(",");
    for (const delimiter of [",", ";", "\t"]) {
      const cells = parse(line, { delimiter, relax_quotes: true }).flat() as string[];
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@＝＋－＠]/);
    }
  });

  it("leaves a plain negative figure a number", () => {
    expect(csvField("-10.50")).toBe("-10.50");
    expect(csvField("-3")).toBe("-3");
  });
});

describe("the transaction list as CSV", () => {
  const refund: Transaction = {
    kind: "refund",
    id: "cn-1",
    saleId: "sale-1",
    number: "CN-2026-000004",
    receiptNumber: "R-2026-000123",
    // 00:10 on 4 March in Kuala Lumpur: still 3 March in UTC.
    at: "2026-03-03T16:10:00.000Z",
    student: { id: "u1", name: "Tan, Mei Ling", email: "mei@example.com" },
    item: "Ten Class Pack",
    credits: 2,
    paymentMethod: "Card",
    amountSen: -4550,
    staff: null,
    reason: "=cmd|' /C calc'!A0",
  };

  it("writes a header, then each line in studio time with ringgit as plain figures", () => {
    expect(transactionsCsv([refund], "Asia/Kuala_Lumpur").split("\r\n")).toEqual([
      "Date,Time,Type,Number,Receipt,Student,E-mail,Item,Credits,Payment method,Amount (RM),Staff,Reason",
      `2026-03-04,00:10,Refund,CN-2026-000004,R-2026-000123,"Tan, Mei Ling",mei@example.com,Ten Class Pack,2,Card (terminal),-45.50,,'=cmd|' /C calc'!A0`,
      "",
    ]);
  });
});

describe("rates", () => {
  it("shows a whole percentage, or a dash when there is nothing to divide", () => {
    expect(formatRate(0.266)).toBe("27%");
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(null)).toBe("—");
  });
});
