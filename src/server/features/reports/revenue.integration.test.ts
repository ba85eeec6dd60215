import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../../shared/constants.ts";
import type { RevenueFigures, SalesReport, TransactionPage } from "../../../shared/reports.ts";
import type { RechargeResult } from "../../../shared/sales.ts";
import { queryRows } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { signedInAdmin, signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** An instant given as Kuala Lumpur wall-clock time (UTC+8 all year). */
const kl = (dayAndTime: string) => new Date(`${dayAndTime}:00+08:00`);
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

const figures = (
  sales: number,
  grossSen: number,
  refunds: number,
  refundsSen: number,
): RevenueFigures => ({ sales, grossSen, refunds, refundsSen, netSen: grossSen - refundsSen });

describe.each(testDatabases())("revenue reports on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let adminId: string;
  let adminName: string;
  const clock = testClock(kl("2026-02-01T09:00"));
  const packs: Record<string, string> = {};

  async function createPack(name: string, credits: number, priceRm: string) {
    const response = await admin.post("/api/admin/credit-packs", {
      name,
      credits,
      priceRm,
      validityDays: null,
      onSale: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    packs[name] = ((await response.json()) as { pack: { id: string } }).pack.id;
  }

  /** A sale through the desk's own endpoint, made at `at` on the app's clock. */
  async function sell(
    at: Date,
    body: { userId: string; paymentMethod: PaymentMethod; paid?: string } & (
      | { packId: string }
      | { amount: number }
    ),
  ) {
    clock.set(at);
    const response = await admin.post("/api/admin/recharge", body);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as RechargeResult).receipt;
  }

  async function refund(at: Date, saleId: string, amount: string, credits: number, reason: string) {
    clock.set(at);
    const response = await admin.post(`/api/admin/sales/${saleId}/refunds`, {
      amount,
      credits,
      reason,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { creditNote: { id: string; number: string } }).creditNote;
  }

  const report = async (from: string, to: string) => {
    const response = await admin.get(`/api/admin/reports?from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as SalesReport).revenue;
  };

  const transactions = async (from: string, to: string, page: number) => {
    const response = await admin.get(
      `/api/admin/reports/transactions?from=${from}&to=${to}&page=${page}`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as TransactionPage;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    const signedIn = await signedInAdmin(testApp);
    admin = signedIn.client;
    adminId = signedIn.userId;
    adminName = (await testApp.deps.db.select().from(user).where(eq(user.id, signedIn.userId)))[0]!
      .name;
    await createPack("Ten Class Pack", 10, "180.00");
    await createPack("Five Class Pack", 5, "100");
  });
  afterAll(() => testApp.close());

  describe("over known sales and refunds, 1 to 3 March 2026 (studio days)", () => {
    const from = "2026-03-01";
    const to = "2026-03-03";
    const sales: Record<string, { id: string; number: string }> = {};
    const creditNotes: Record<string, { id: string; number: string }> = {};
    let aisha: string;
    let ben: string;

    beforeAll(async () => {
      aisha = (await signedInStudent(testApp)).userId;
      ben = (await signedInStudent(testApp)).userId;
      await testApp.deps.db.update(user).set({ name: FORMULA_NAME }).where(eq(user.id, ben));
      const { Ten, Five } = { Ten: packs["Ten Class Pack"]!, Five: packs["Five Class Pack"]! };
      // The evening before the range: out, though its refund inside the range is in.
      sales.before = await sell(kl("2026-02-28T23:50"), {
        userId: aisha,
        amount: 2,
        paid: "40.00",
        paymentMethod: "Card",
      });
      sales.ten = await sell(kl("2026-03-01T10:00"), {
        userId: aisha,
        packId: Ten,
        paid: "180.00",
        paymentMethod: "Cash",
      });
      sales.custom = await sell(kl("2026-03-01T12:00"), {
        userId: ben,
        amount: 3,
        paid: "54.50",
        paymentMethod: "QR Pay",
      });
      sales.free = await sell(kl("2026-03-02T09:00"), {
        userId: ben,
        packId: Five,
        paymentMethod: "FOC",
      });
      creditNotes.ten = await refund(
        kl("2026-03-02T15:00"),
        sales.ten.id,
        "30.00",
        2,
        "Moved away",
      );
      creditNotes.before = await refund(
        kl("2026-03-03T10:00"),
        sales.before.id,
        "40.00",
        2,
        "Charged the wrong card",
      );
      // Half an hour before the last day ends: in. Ten minutes after it ends: out.
      sales.lastEvening = await sell(kl("2026-03-03T23:30"), {
        userId: aisha,
        packId: Five,
        paid: "100.00",
        paymentMethod: "Bank Transfer",
      });
      sales.after = await sell(kl("2026-03-04T00:10"), {
        userId: aisha,
        amount: 1,
        paid: "20",
        paymentMethod: "Cash",
      });
      creditNotes.after = await refund(kl("2026-03-04T09:00"), sales.custom.id, "10.00", 1, "Late");
    });

    it("adds up the range's sales and refunds by day, payment method and product", async () => {
      const revenue = await report(from, to);
      expect(revenue.totals).toEqual(figures(4, 33_450, 2, 7_000));
      expect(revenue.byDay).toEqual([
        { day: "2026-03-01", ...figures(2, 23_450, 0, 0) },
        { day: "2026-03-02", ...figures(1, 0, 1, 3_000) },
        { day: "2026-03-03", ...figures(1, 10_000, 1, 4_000) },
      ]);
      expect(revenue.byPaymentMethod).toEqual([
        { paymentMethod: "Cash", ...figures(1, 18_000, 1, 3_000) },
        { paymentMethod: "QR Pay", ...figures(1, 5_450, 0, 0) },
        { paymentMethod: "Card", ...figures(0, 0, 1, 4_000) },
        { paymentMethod: "Bank Transfer", ...figures(1, 10_000, 0, 0) },
        { paymentMethod: "FOC", ...figures(1, 0, 0, 0) },
      ]);
      expect(revenue.byProduct).toEqual([
        { item: "Ten Class Pack", credits: 10, ...figures(1, 18_000, 1, 3_000) },
        { item: "Five Class Pack", credits: 10, ...figures(2, 10_000, 0, 0) },
        { item: "Credits", credits: 3, ...figures(1, 5_450, 1, 4_000) },
      ]);
    });

    it("counts a sale and a refund on the studio day they were made, at the range's edges", async () => {
      expect((await report("2026-03-03", "2026-03-03")).totals).toEqual(
        figures(1, 10_000, 1, 4_000),
      );
      expect((await report("2026-03-04", "2026-03-04")).totals).toEqual(
        figures(1, 2_000, 1, 1_000),
      );
      expect((await report("2026-02-28", "2026-02-28")).totals).toEqual(figures(1, 4_000, 0, 0));
    });

    it("reports nothing, every day at zero, for a range without sales", async () => {
      const revenue = await report("2025-03-01", "2025-03-31");
      expect(revenue.totals).toEqual(figures(0, 0, 0, 0));
      expect(revenue.byDay).toHaveLength(31);
      expect(revenue.byDay.every((day) => day.netSen === 0 && day.sales === 0)).toBe(true);
      expect(revenue.byPaymentMethod).toEqual([]);
      expect(revenue.byProduct).toEqual([]);
    });

    it("lists every sale and refund of the range, newest first, with who and what", async () => {
      const page = await transactions(from, to, 1);
      expect(page).toMatchObject({ from, to, page: 1, pageSize: 50, total: 6 });
      expect(page.transactions.map((row) => row.number)).toEqual([
        sales.lastEvening!.number,
        creditNotes.before!.number,
        creditNotes.ten!.number,
        sales.free!.number,
        sales.custom!.number,
        sales.ten!.number,
      ]);
      expect(page.transactions[1]).toEqual({
        kind: "refund",
        id: creditNotes.before!.id,
        saleId: sales.before!.id,
        number: creditNotes.before!.number,
        receiptNumber: sales.before!.number,
        at: kl("2026-03-03T10:00").toISOString(),
        student: expect.objectContaining({ id: aisha }),
        item: "Credits",
        credits: 2,
        paymentMethod: "Card",
        amountSen: -4_000,
        staff: adminName,
        reason: "Charged the wrong card",
      });
      expect(page.transactions[4]).toMatchObject({
        kind: "sale",
        saleId: sales.custom!.id,
        student: { id: ben, name: FORMULA_NAME },
        item: "Credits",
        credits: 3,
        paymentMethod: "QR Pay",
        amountSen: 5_450,
        reason: null,
      });
      expect(page.transactions.reduce((sum, row) => sum + row.amountSen, 0)).toBe(26_450);
    });

    it("downloads the transactions as a CSV a spreadsheet opens cleanly, formulas defused", async () => {
      const response = await admin.get(`/api/admin/reports/transactions/csv?from=${from}&to=${to}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="studio-transactions-${from}-to-${to}.csv"`,
      );
      const rows: Record<string, string>[] = parse(await response.text(), { columns: true });
      expect(rows).toHaveLength(6);
      expect(rows[0]).toEqual({
        Date: "2026-03-03",
        Time: "23:30",
        Type: "Sale",
        Number: sales.lastEvening!.number,
        Receipt: sales.lastEvening!.number,
        Student: expect.any(String),
        "E-mail": expect.stringMatching(/@example\.com$/),
        Item: "Five Class Pack",
        Credits: "5",
        "Payment method": "Bank transfer",
        "Amount (RM)": "100.00",
        Staff: adminName,
        Reason: "",
      });
      expect(rows[1]).toMatchObject({
        Type: "Refund",
        Number: creditNotes.before!.number,
        Receipt: sales.before!.number,
        "Amount (RM)": "-40.00",
        Reason: "Charged the wrong card",
      });
      const bens = rows.filter((row) => row.Number === sales.custom!.number);
      expect(bens).toEqual([
        expect.objectContaining({ Student: `'${FORMULA_NAME}`, "Amount (RM)": "54.50" }),
      ]);
      expect(rows.find((row) => row["Payment method"] === "FOC (Free of Charge)")).toMatchObject({
        "Amount (RM)": "0.00",
      });
      const total = rows.reduce(
        (sum, row) => sum + Math.round(Number(row["Amount (RM)"]) * 100),
        0,
      );
      expect(total).toBe(26_450);
    });

    it("puts the revenue sections in the summary CSV", async () => {
      const response = await admin.get(`/api/admin/reports/csv?from=${from}&to=${to}`);
      const rows: string[][] = parse(await response.text(), { relax_column_count: true });
      expect(rows).toEqual(
        expect.arrayContaining([
          ["Revenue", "", "Sales", "Sales (RM)", "Refunds", "Refunds (RM)", "Net (RM)"],
          ["", "Total", "4", "334.50", "2", "70.00", "264.50"],
          ["", "Card (terminal)", "0", "0.00", "1", "40.00", "-40.00"],
          ["", "FOC (Free of Charge)", "1", "0.00", "0", "0.00", "0.00"],
          ["", "Ten Class Pack", "10", "1", "180.00", "1", "30.00", "150.00"],
          ["", "2026-03-02", "1", "0.00", "1", "30.00", "-30.00"],
        ]),
      );
    });
  });

  describe("the transactions kept by an app instance, April 2026", () => {
    const csvPath = "/api/admin/reports/transactions/csv?from=2026-04-01&to=2026-04-30";

    const csvLines = async (client: BrowserLikeClient) => {
      const response = await client.get(csvPath);
      expect(response.status).toBe(200);
      const rows: Record<string, string>[] = parse(await response.text(), { columns: true });
      return rows.map((row) => [row.Type, row.Number, row.Student, row["Amount (RM)"]]);
    };

    it("shows the next page and download every sale, refund and renamed member, made through any instance", async () => {
      const chan = await signedInStudent(testApp);
      const first = await sell(kl("2026-04-02T10:00"), {
        userId: chan.userId,
        amount: 1,
        paid: "20.00",
        paymentMethod: "Cash",
      });
      const [chanBefore] = await testApp.deps.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, chan.userId));
      expect(await csvLines(admin)).toEqual([["Sale", first.number, chanBefore!.name, "20.00"]]);
      const aprilPage = async () => {
        const page = await transactions("2026-04-01", "2026-04-30", 1);
        return { total: page.total, numbers: page.transactions.map((row) => row.number) };
      };
      expect(await aprilPage()).toEqual({ total: 1, numbers: [first.number] });

      const elsewhere = await signedInClient(await anotherInstance(testApp), adminId);
      expect(await csvLines(elsewhere)).toHaveLength(1);

      clock.set(kl("2026-04-03T10:00"));
      const sold = await elsewhere.post("/api/admin/recharge", {
        userId: chan.userId,
        amount: 2,
        paid: "40.00",
        paymentMethod: "Card",
      });
      expect(sold.status, await sold.clone().text()).toBe(200);
      const second = ((await sold.json()) as RechargeResult).receipt;
      expect(await csvLines(admin)).toEqual([
        ["Sale", second.number, chanBefore!.name, "40.00"],
        ["Sale", first.number, chanBefore!.name, "20.00"],
      ]);
      expect(await aprilPage()).toEqual({ total: 2, numbers: [second.number, first.number] });

      // Written straight to the database, as any instance's change of a name would be.
      await testApp.deps.db
        .update(user)
        .set({ name: "Chan Mei Ling" })
        .where(eq(user.id, chan.userId));
      expect((await csvLines(admin)).map((line) => line[2])).toEqual([
        "Chan Mei Ling",
        "Chan Mei Ling",
      ]);

      clock.set(kl("2026-04-04T10:00"));
      const refunded = await elsewhere.post(`/api/admin/sales/${first.id}/refunds`, {
        amount: "20.00",
        credits: 1,
        reason: "Moved away",
      });
      expect(refunded.status, await refunded.clone().text()).toBe(201);
      const creditNote = ((await refunded.json()) as { creditNote: { number: string } }).creditNote;
      expect(await csvLines(admin)).toEqual([
        ["Refund", creditNote.number, "Chan Mei Ling", "-20.00"],
        ["Sale", second.number, "Chan Mei Ling", "40.00"],
        ["Sale", first.number, "Chan Mei Ling", "20.00"],
      ]);
      expect((await aprilPage()).total).toBe(3);
      expect(await csvLines(elsewhere)).toHaveLength(3);
    });
  });

  describe("paging", () => {
    it.each([
      ["page=0", "page must be a whole number, 1 or more"],
      ["page=abc", "page must be a whole number, 1 or more"],
      ["page=1.5", "page must be a whole number, 1 or more"],
    ])("refuses %s with a message", async (query, message) => {
      const response = await admin.get(
        `/api/admin/reports/transactions?from=2026-03-01&to=2026-03-03&${query}`,
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    });

    it.each([
      [
        "/transactions?from=2026-03-04&to=2026-03-01",
        "The end date must not be before the start date.",
      ],
      ["/transactions?from=2026-02-30&to=2026-03-01", "Please give a date as YYYY-MM-DD"],
      [
        "/transactions/csv?from=2025-01-01&to=2026-12-31",
        "Please choose at most 366 days at a time.",
      ],
      ["/transactions/csv?to=2026-03-01", "Please give a date as YYYY-MM-DD"],
    ])("refuses the range of %s with a message", async (path, message) => {
      const response = await admin.get(`/api/admin/reports${path}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    });
  });

  /*
   * Reconciliation (issue #23): random sales through the desk's endpoint, random partial refunds
   * through the owner's, over May 2026; then the report's net equals the receipts less the credit
   * notes read straight from the tables, and so does the transaction list, page by page.
   */
  const seed = Date.now() % 1_000_000;
  describe(`over generated sales, May 2026 (seed ${seed})`, () => {
    const from = "2026-05-01";
    const to = "2026-05-31";
    const method = fc.constantFrom<PaymentMethod>(
      "Cash",
      "QR Pay",
      "Card",
      "Bank Transfer",
      "FOC",
      "Other",
    );
    const saleArbitrary = fc.record({
      student: fc.nat({ max: 4 }),
      // Days from 30 April to 1 June, so some fall just outside the range.
      day: fc.integer({ min: -1, max: 31 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      product: fc.oneof(
        fc.constantFrom("Ten Class Pack", "Five Class Pack"),
        fc.integer({ min: 1, max: 40 }),
      ),
      method,
      paidSen: fc.integer({ min: 1, max: 500_000 }),
      refund: fc.option(
        fc.record({
          share: fc.double({ min: 0, max: 1, noNaN: true }),
          credits: fc.nat({ max: 3 }),
          afterMinutes: fc.integer({ min: 1, max: 14 * 24 * 60 }),
        }),
        { freq: 3 },
      ),
    });
    const plan = fc.sample(fc.array(saleArbitrary, { minLength: 70, maxLength: 90 }), {
      numRuns: 1,
      seed,
    })[0]!;
    const rangeStart = kl("2026-05-01T00:00");
    const rangeEnd = kl("2026-06-01T00:00");

    beforeAll(async () => {
      const students = await Promise.all(
        Array.from({ length: 5 }, async () => (await signedInStudent(testApp)).userId),
      );
      // One timeline of sales and their refunds, so the clock only moves forward.
      const events = plan.flatMap((sale, index) => {
        const at = new Date(rangeStart.getTime() + (sale.day * 24 * 60 + sale.minute) * 60_000);
        const paidSen = sale.method === "FOC" ? 0 : sale.paidSen;
        const made = { kind: "sale" as const, index, at, sale, paidSen };
        if (!sale.refund) return [made];
        const refund = {
          kind: "refund" as const,
          index,
          at: new Date(at.getTime() + sale.refund.afterMinutes * 60_000),
          amountSen: Math.floor(paidSen * sale.refund.share),
          credits: sale.refund.credits,
        };
        return refund.amountSen + refund.credits > 0 ? [made, refund] : [made];
      });
      events.sort((a, b) => a.at.getTime() - b.at.getTime());
      const saleIds = new Map<number, string>();
      for (const event of events) {
        if (event.kind === "sale") {
          const { sale, paidSen } = event;
          const receipt = await sell(event.at, {
            userId: students[sale.student]!,
            paymentMethod: sale.method,
            ...(paidSen > 0 ? { paid: (paidSen / 100).toFixed(2) } : {}),
            ...(typeof sale.product === "string"
              ? { packId: packs[sale.product]! }
              : { amount: sale.product }),
          });
          saleIds.set(event.index, receipt.id);
          continue;
        }
        clock.set(event.at);
        const response = await admin.post(`/api/admin/sales/${saleIds.get(event.index)}/refunds`, {
          amount: (event.amountSen / 100).toFixed(2),
          credits: event.credits,
          reason: "Generated refund",
        });
        // Taking back more credits than the sale gave is refused: that refusal is the rule at work.
        expect([201, 409], await response.clone().text()).toContain(response.status);
      }
    }, 240_000);

    it("nets to the receipts less the credit notes of the range, and the list adds up the same", async () => {
      const [tables] = await queryRows<{ receipts: number; refunds: number; lines: number }>(
        testApp.deps.db,
        sql`select
              (select coalesce(sum(amount_sen), 0)::int from sale
                where created_at >= ${rangeStart.toISOString()} and created_at < ${rangeEnd.toISOString()}) as receipts,
              (select coalesce(sum(amount_sen), 0)::int from sale_refund
                where created_at >= ${rangeStart.toISOString()} and created_at < ${rangeEnd.toISOString()}) as refunds,
              (select count(*)::int from sale
                where created_at >= ${rangeStart.toISOString()} and created_at < ${rangeEnd.toISOString()})
              + (select count(*)::int from sale_refund
                where created_at >= ${rangeStart.toISOString()} and created_at < ${rangeEnd.toISOString()}) as lines`,
      );
      const revenue = await report(from, to);
      expect(revenue.totals.grossSen).toBe(tables!.receipts);
      expect(revenue.totals.refundsSen).toBe(tables!.refunds);
      expect(revenue.totals.netSen).toBe(tables!.receipts - tables!.refunds);
      expect(revenue.totals.refunds).toBeGreaterThan(0);
      const net = (rows: RevenueFigures[]) => rows.reduce((sum, row) => sum + row.netSen, 0);
      expect(net(revenue.byDay)).toBe(revenue.totals.netSen);
      expect(net(revenue.byPaymentMethod)).toBe(revenue.totals.netSen);
      expect(net(revenue.byProduct)).toBe(revenue.totals.netSen);

      expect(tables!.lines).toBeGreaterThan(50);
      const first = await transactions(from, to, 1);
      const pages = Math.ceil(first.total / first.pageSize);
      expect(first.total).toBe(tables!.lines);
      expect(first.transactions).toHaveLength(50);
      const listed = [...first.transactions];
      for (let page = 2; page <= pages; page += 1) {
        listed.push(...(await transactions(from, to, page)).transactions);
      }
      expect((await transactions(from, to, pages)).transactions).toHaveLength(
        first.total - (pages - 1) * 50,
      );
      expect((await transactions(from, to, pages + 1)).transactions).toEqual([]);
      expect(new Set(listed.map((row) => row.id)).size).toBe(first.total);
      const times = listed.map((row) => Date.parse(row.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(listed.reduce((sum, row) => sum + row.amountSen, 0)).toBe(revenue.totals.netSen);
    });
  });

  /*
   * Defect 7: a day's sums of sen past 2^31 (216 desk sales of RM 100 000, the most one takes)
   * were cast to a 32-bit integer, and every report holding the day answered 500.
   */
  describe("a day whose sales and refunds each add up past 2^31 sen, 7 July 2026", () => {
    const day = "2026-07-07";
    const SALES = 216;
    const REFUNDS = 216;
    const MOST_SEN = 10_000_000;
    const grossSen = SALES * MOST_SEN;
    const refundsSen = REFUNDS * MOST_SEN;

    beforeAll(async () => {
      expect(grossSen).toBeGreaterThan(2 ** 31);
      const student = (await signedInStudent(testApp)).userId;
      const sold: string[] = [];
      for (let index = 0; index < SALES; index += 1) {
        const at = new Date(kl(`${day}T09:00`).getTime() + index * 60_000);
        sold.push(
          (await sell(at, { userId: student, amount: 1, paid: "100000", paymentMethod: "Cash" }))
            .id,
        );
      }
      for (const [index, saleId] of sold.slice(0, REFUNDS).entries()) {
        const at = new Date(kl(`${day}T15:00`).getTime() + index * 60_000);
        await refund(at, saleId, "100000.00", 0, "Paid twice");
      }
    }, 240_000);

    const summaryTotal = async (from: string, to: string) => {
      const response = await admin.get(`/api/admin/reports/csv?from=${from}&to=${to}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const rows: string[][] = parse(await response.text(), { relax_column_count: true });
      return rows.find((row) => row[1] === "Total" && row.length === 7);
    };

    it("reports the exact sums, as JSON and CSV, while the day is counted and once it is kept", async () => {
      const expected = figures(SALES, grossSen, REFUNDS, refundsSen);
      const csvTotal = ["", "Total", "216", "21600000.00", "216", "21600000.00", "0.00"];
      // The day itself and the month holding it; then, the day over and kept, read back.
      for (const at of [kl(`${day}T23:00`), kl("2026-07-20T09:00")]) {
        clock.set(at);
        for (const [from, to] of [
          [day, day],
          ["2026-07-01", "2026-07-31"],
        ] as const) {
          const revenue = await report(from, to);
          expect(revenue.totals).toEqual(expected);
          expect(revenue.byDay.find((row) => row.day === day)).toEqual({ day, ...expected });
          expect(revenue.byPaymentMethod).toEqual([{ paymentMethod: "Cash", ...expected }]);
          expect(await summaryTotal(from, to)).toEqual(csvTotal);
        }
      }
      const elsewhere = await signedInClient(await anotherInstance(testApp), adminId);
      const response = await elsewhere.get(`/api/admin/reports?from=${day}&to=${day}`);
      expect(((await response.json()) as SalesReport).revenue.totals).toEqual(expected);
    });
  });
});

describe.each(testDatabases())("a studio on daylight saving time, on %s", (kind) => {
  // London's clocks go forward at 01:00 on 29 March 2026: that studio day lasts 23 hours.
  const clock = testClock(new Date("2026-03-27T12:00:00Z"));
  let testApp: TestApp;
  let admin: BrowserLikeClient;

  beforeAll(async () => {
    testApp = await createTestApp({
      kind,
      now: clock.now,
      env: { STUDIO_TIME_ZONE: "Europe/London" },
    });
    admin = (await signedInAdmin(testApp)).client;
  });
  afterAll(() => testApp.close());

  it("counts each sale on the studio day it was made, either side of a short day", async () => {
    const student = (await signedInStudent(testApp)).userId;
    // Local times: 23:30 on the 28th (GMT), 00:30 and 23:30 on the 29th (BST), 00:10 on the 30th.
    for (const [at, paid] of [
      ["2026-03-28T23:30:00Z", "10"],
      ["2026-03-29T00:30:00Z", "20"],
      ["2026-03-29T22:30:00Z", "30"],
      ["2026-03-29T23:10:00Z", "40"],
    ] as const) {
      clock.set(new Date(at));
      const sold = await admin.post("/api/admin/recharge", {
        userId: student,
        amount: 1,
        paid,
        paymentMethod: "Cash",
      });
      expect(sold.status, await sold.clone().text()).toBe(200);
    }
    const response = await admin.get("/api/admin/reports?from=2026-03-28&to=2026-03-30");
    const report = (await response.json()) as SalesReport;
    expect(report.revenue.byDay.map(({ day, grossSen }) => [day, grossSen])).toEqual([
      ["2026-03-28", 1_000],
      ["2026-03-29", 5_000],
      ["2026-03-30", 4_000],
    ]);
    expect(report.daily.map(({ day, creditsSold }) => [day, creditsSold])).toEqual([
      ["2026-03-28", 1],
      ["2026-03-29", 2],
      ["2026-03-30", 1],
    ]);
  });
});
