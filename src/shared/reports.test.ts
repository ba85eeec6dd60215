import { describe, expect, it } from "vitest";
import { csvField, formatRate } from "./reports.ts";

describe("CSV fields", () => {
  it("leaves plain values alone", () => {
    expect(csvField("Priya Nair")).toBe("Priya Nair");
    expect(csvField(-4)).toBe("-4");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('Flow, "Slow"')).toBe('"Flow, ""Slow"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it.each(["=HYPERLINK(1)", "+1", "-2+3", "@SUM(A1)"])(
    "defuses %s so a spreadsheet shows it as text",
    (value) => {
      expect(csvField(value)).toBe(`'${value}`);
    },
  );
});

describe("rates", () => {
  it("shows a whole percentage, or a dash when there is nothing to divide", () => {
    expect(formatRate(0.266)).toBe("27%");
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(null)).toBe("—");
  });
});
