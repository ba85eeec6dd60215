import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  AdminCreditPack,
  AdminSale,
  ReceiptDocument,
  RechargeResult,
} from "../../../shared/sales.ts";
import { createCourse } from "../../db/factories.ts";
import { creditBatch, creditEntry } from "../../db/schema/credits.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import { sale, saleRefund } from "../../db/schema/sales.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenBatchInvariants, brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import { signedInStudent } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";
import { allocateDocumentNumber } from "./allocate-document-number.ts";

/** 10:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T02:00:00Z");
const DAY = 86_400_000;
const RINGGIT_MESSAGE =
  "must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).";

describe.each(testDatabases())("credit packs, desk sales and refunds on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, { now: clock.now, tutor: { name: "Aisha", bio: "Flow." } });
  let packs = 0;

  async function createPack(overrides: Record<string, unknown> = {}): Promise<AdminCreditPack> {
    const answer = await studio.admin.post("/api/admin/credit-packs", {
      name: `Ten Class Pack ${++packs}`,
      credits: 10,
      priceRm: "180.00",
      validityDays: 30,
      onSale: true,
      ...overrides,
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await answer.json()).pack;
  }

  async function sell(body: Record<string, unknown>): Promise<RechargeResult> {
    const answer = await studio.admin.post("/api/admin/recharge", body);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return answer.json();
  }

  const refund = (saleId: string, body: Record<string, unknown>) =>
    studio.admin.post(`/api/admin/sales/${saleId}/refunds`, body);

  const adminSale = async (saleId: string): Promise<AdminSale> =>
    (await studio.admin.get(`/api/admin/sales/${saleId}`)).json();

  const aClass = (startsAt: Date, credits: number) =>
    createCourse(studio.testApp.deps.db, {
      title: `Flow at ${startsAt.toISOString()}`,
      courseType: "Vinyasa Flow",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      tutorId: studio.tutorId,
      totalSlots: 10,
      credits,
    });

  it("keeps packs priced in sen, offers only those on sale, and shows the price of a credit", async () => {
    clock.set(NOW);
    const pack = await createPack({ name: "  Five Pack  ", credits: 5, priceRm: 99.5 });
    expect(pack).toEqual({
      id: expect.any(String),
      name: "Five Pack",
      credits: 5,
      priceSen: 9950,
      senPerCredit: 1990,
      validityDays: 30,
      onSale: true,
      sold: 0,
    });
    const hidden = await createPack({ onSale: false, validityDays: null });
    const offers = await (
      await new BrowserLikeClient(studio.testApp).get("/api/credit-packs")
    ).json();
    expect(offers).toContainEqual({
      id: pack.id,
      name: "Five Pack",
      credits: 5,
      priceSen: 9950,
      senPerCredit: 1990,
      validityDays: 30,
    });
    expect(offers.map((offer: { id: string }) => offer.id)).not.toContain(hidden.id);

    const saved = await studio.admin.request(`/api/admin/credit-packs/${hidden.id}`, {
      method: "PUT",
      json: { name: "Gift Pack", credits: 3, priceRm: "0", validityDays: null, onSale: true },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).pack).toMatchObject({ name: "Gift Pack", priceSen: 0, sold: 0 });
  });

  it.each([
    [{ credits: 0 }, "Credits must be at least 1"],
    [{ credits: 2.5 }, "Credits must be a whole number"],
    [{ priceRm: "-1" }, `Price ${RINGGIT_MESSAGE}`],
    [{ priceRm: "12.345" }, `Price ${RINGGIT_MESSAGE}`],
    [{ priceRm: "RM 12" }, `Price ${RINGGIT_MESSAGE}`],
    [{ validityDays: 0 }, "Validity must be at least 1 day"],
    [{ name: " " }, "Name is required"],
  ])("refuses a pack with %o and creates nothing", async (overrides, message) => {
    const before = await (await studio.admin.get("/api/admin/credit-packs")).json();
    const answer = await studio.admin.post("/api/admin/credit-packs", {
      name: "Bad Pack",
      credits: 10,
      priceRm: "100",
      validityDays: 30,
      onSale: true,
      ...overrides,
    });
    await refused(answer, 400, message);
    expect(await (await studio.admin.get("/api/admin/credit-packs")).json()).toEqual(before);
  });

  it("sells a pack at the desk: receipt, credits that expire at the end of the validity, the e-mail", async () => {
    clock.set(NOW);
    const pack = await createPack({ credits: 10, priceRm: "180", validityDays: 30 });
    const student = await signedInStudent(studio.testApp, { credits: 2 });
    const sold = await sell({
      userId: student.userId,
      packId: pack.id,
      paid: "170.00",
      paymentMethod: "QR Pay",
      reference: "DUITNOW-0042",
    });
    expect(sold).toMatchObject({ credits: 12, email: student.email });
    const listedPacks: AdminCreditPack[] = await (
      await studio.admin.get("/api/admin/credit-packs")
    ).json();
    expect(listedPacks.find((item) => item.id === pack.id)!.sold).toBe(1);
    expect(sold.receipt.number).toMatch(/^R-2026-\d{6}$/);

    const [batch] = await studio.testApp.deps.db
      .select()
      .from(creditBatch)
      .where(eq(creditBatch.saleId, sold.receipt.id));
    // Bought on 1 Dec with 30 days: good through 30 Dec, studio time.
    expect(batch).toMatchObject({
      credits: 10,
      remaining: 10,
      expiresAt: new Date("2026-12-30T16:00:00Z"),
    });

    const receipt: ReceiptDocument = await (
      await student.client.get(`/api/me/receipts/${sold.receipt.id}`)
    ).json();
    expect(receipt).toMatchObject({
      kind: "receipt",
      number: sold.receipt.number,
      item: pack.name,
      credits: 10,
      amountSen: 17_000,
      paymentMethod: "QR Pay",
      reference: "DUITNOW-0042",
      customer: { email: student.email },
      creditsExpireAt: "2026-12-30T16:00:00.000Z",
      refunds: [],
    });
    const others = await signedInStudent(studio.testApp);
    await refused(
      await others.client.get(`/api/me/receipts/${sold.receipt.id}`),
      404,
      "This receipt does not exist.",
    );
    const listed = await (await student.client.get("/api/me/receipts")).json();
    expect(listed.items[0]).toMatchObject({ id: sold.receipt.id, kind: "receipt" });

    const history = await (await student.client.get("/api/me/credits")).json();
    expect(history.expiring).toEqual([{ credits: 10, expiresAt: "2026-12-30T16:00:00.000Z" }]);

    const [mail] = await studio.testApp.deps.db
      .select()
      .from(queuedMail)
      .where(like(queuedMail.subject, `Receipt ${sold.receipt.number}%`));
    expect(mail!.to).toBe(student.email);
    expect(mail!.text).toContain("Amount paid: RM 170.00");
    expect(mail!.text).toContain("Payment method: QR Pay");
    expect(mail!.text).toContain("Your 10 credits expire at the end of Wed, 30 Dec 2026.");
    expect(mail!.text).toContain(`/me/receipts/${sold.receipt.id}`);
    expect(await brokenInvariants(studio.testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  it.each([
    [
      { amount: 5, paymentMethod: "FOC", paid: "10" },
      "FOC is free of charge: the amount received must be RM 0.00.",
    ],
    [
      { amount: 5, paymentMethod: "Cash" },
      "Enter the amount received in RM, or choose FOC (Free of Charge).",
    ],
    [
      { amount: 5, paymentMethod: "Cash", paid: 0 },
      "Enter the amount received in RM, or choose FOC (Free of Charge).",
    ],
    [{ amount: 5, paymentMethod: "Cash", paid: "-10" }, `Amount received ${RINGGIT_MESSAGE}`],
    [{ amount: 5, paymentMethod: "Cash", paid: 10.005 }, `Amount received ${RINGGIT_MESSAGE}`],
    [{ paymentMethod: "Cash", paid: 10 }, "Choose a credit pack, or enter a number of credits."],
  ])("refuses the sale %o and changes nothing", async (body, message) => {
    const { userId } = await signedInStudent(studio.testApp);
    const before = await moneyState(studio.testApp.deps.db);
    const sales = await studio.testApp.deps.db.select().from(sale);
    await refused(
      await studio.admin.post("/api/admin/recharge", { userId, ...body }),
      400,
      message,
    );
    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
    expect(await studio.testApp.deps.db.select().from(sale)).toEqual(sales);
  });

  it("refuses a pack no longer on sale, and a pack and a number of credits at once", async () => {
    const { userId } = await signedInStudent(studio.testApp);
    const pack = await createPack({ onSale: false });
    await refused(
      await studio.admin.post("/api/admin/recharge", {
        userId,
        packId: pack.id,
        paid: 180,
        paymentMethod: "Cash",
      }),
      404,
      "This credit pack does not exist or is no longer on sale.",
    );
    await refused(
      await studio.admin.post("/api/admin/recharge", {
        userId,
        packId: pack.id,
        amount: 3,
        paid: 180,
        paymentMethod: "Cash",
      }),
      400,
      "Choose a credit pack, or enter a number of credits.",
    );
    expect(await creditsOf(studio.testApp.deps.db, userId)).toBe(0);
  });

  it("refunds in part, then refuses more money than is left and credits that were used", async () => {
    clock.set(NOW);
    const pack = await createPack({ credits: 10, priceRm: "200" });
    const student = await signedInStudent(studio.testApp);
    const sold = await sell({
      userId: student.userId,
      packId: pack.id,
      paid: 200,
      paymentMethod: "Card",
    });
    const item = await aClass(new Date(NOW.getTime() + 3 * DAY), 4);
    expect((await student.client.post("/api/bookings", { courseId: item.id })).status).toBe(201);
    expect((await adminSale(sold.receipt.id)).refundable).toEqual({
      amountSen: 20_000,
      credits: 6,
      used: 4,
    });

    await refused(
      await refund(sold.receipt.id, { amount: 100, credits: 7, reason: "Moving away" }),
      409,
      "Only 6 credits of this sale are unused: take back at most 6 (4 used or expired).",
    );
    await refused(
      await refund(sold.receipt.id, { amount: "200.01", credits: 1, reason: "Moving away" }),
      409,
      "At most RM 200.00 of this sale can still be refunded.",
    );
    await refused(
      await refund(sold.receipt.id, { amount: 0, credits: 0, reason: "Nothing" }),
      400,
      "Refund some money, take back some credits, or both.",
    );
    await refused(
      await refund(sold.receipt.id, { amount: 10, credits: 1, reason: " " }),
      400,
      "Give the reason for the refund.",
    );

    const answer = await refund(sold.receipt.id, {
      amount: "120",
      credits: 6,
      reason: "Moving away",
    });
    expect(answer.status).toBe(201);
    const result = await answer.json();
    expect(result).toMatchObject({ credits: 0 });
    expect(result.creditNote.number).toMatch(/^CN-2026-\d{6}$/);
    expect(result.message).toBe(
      `Refund recorded: credit note ${result.creditNote.number}, RM 120.00 refunded and 6 credits taken back.`,
    );
    const afterRefund = await adminSale(sold.receipt.id);
    expect(afterRefund.refundable).toEqual({ amountSen: 8000, credits: 0, used: 4 });
    expect(afterRefund.receipt.refunds).toEqual([
      expect.objectContaining({
        number: result.creditNote.number,
        amountSen: 12_000,
        credits: 6,
        reason: "Moving away",
      }),
    ]);
    const note: ReceiptDocument = await (
      await student.client.get(`/api/me/credit-notes/${result.creditNote.id}`)
    ).json();
    expect(note).toMatchObject({
      kind: "credit_note",
      amountSen: 12_000,
      credits: 6,
      reason: "Moving away",
      refundOf: { id: sold.receipt.id, number: sold.receipt.number },
    });
    // The desk's list leads from the credit note to its sale's page.
    const listed = await (
      await studio.admin.get(`/api/admin/sales?userId=${student.userId}`)
    ).json();
    expect(listed.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: result.creditNote.id, saleId: sold.receipt.id }),
        expect.objectContaining({ id: sold.receipt.id, saleId: sold.receipt.id }),
      ]),
    );
    const [entry] = await studio.testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.reason, "sale_refund"));
    expect(entry).toMatchObject({ delta: -6, saleId: sold.receipt.id });

    // The class cancelled in time: its credits return to the sale's batch, and can be taken back.
    const [held] = (await (await student.client.get("/api/me/bookings?scope=upcoming")).json())
      .items;
    expect((await student.client.post(`/api/bookings/${held.id}/cancel`, {})).status).toBe(200);
    expect((await adminSale(sold.receipt.id)).refundable).toEqual({
      amountSen: 8000,
      credits: 4,
      used: 0,
    });
    expect(await brokenInvariants(studio.testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await brokenBatchInvariants(studio.testApp.deps.db, clock.now())).toEqual({
      entries: [],
      batches: [],
      unexpired: [],
    });
  });

  it("lets exactly one of five whole refunds of one sale through", async () => {
    const student = await signedInStudent(studio.testApp);
    const sold = await sell({
      userId: student.userId,
      amount: 8,
      paid: 144,
      paymentMethod: "Cash",
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        refund(sold.receipt.id, { amount: 144, credits: 8, reason: "Double charged" }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refusals = await Promise.all(
      answers
        .filter((answer) => answer.status === 409)
        .map(async (answer) => (await answer.json()).error.message),
    );
    expect(new Set(refusals)).toEqual(new Set(["This sale has already been refunded in full."]));
    expect(
      await studio.testApp.deps.db
        .select()
        .from(saleRefund)
        .where(eq(saleRefund.saleId, sold.receipt.id)),
    ).toHaveLength(1);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);
  });

  it("numbers receipts without gaps, and gives back the number of a sale that rolled back", async () => {
    clock.set(NOW);
    const students = await Promise.all(
      Array.from({ length: 12 }, () => signedInStudent(studio.testApp)),
    );
    const first = await sell({
      userId: students[0]!.userId,
      amount: 1,
      paid: 18,
      paymentMethod: "Cash",
    });
    const answers = await Promise.all(
      students.flatMap((student, index) => [
        studio.admin.post("/api/admin/recharge", {
          userId: student.userId,
          amount: 1 + index,
          paid: 18 * (1 + index),
          paymentMethod: "Cash",
        }),
        // Refused before a number is taken: nobody by that id.
        studio.admin.post("/api/admin/recharge", {
          userId: `${student.userId}-gone`,
          amount: 1,
          paid: 18,
          paymentMethod: "Cash",
        }),
      ]),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(12);
    const numbers = (await studio.testApp.deps.db.select({ number: sale.receiptNumber }).from(sale))
      .map(({ number }) => Number(number.slice("R-2026-".length)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(numbers.at(-1)).toBe(Number(first.receipt.number.slice(7)) + 12);

    const next = numbers.at(-1)! + 1;
    await expect(
      studio.testApp.deps.db.transaction(async (tx) => {
        expect(
          await allocateDocumentNumber(tx, {
            series: "R",
            now: NOW,
            timeZone: "Asia/Kuala_Lumpur",
          }),
        ).toBe(`R-2026-${String(next).padStart(6, "0")}`);
        throw new Error("the sale failed after its number was taken");
      }),
    ).rejects.toThrow("the sale failed");
    const after = await sell({
      userId: students[1]!.userId,
      amount: 1,
      paid: 18,
      paymentMethod: "Cash",
    });
    expect(after.receipt.number).toBe(`R-2026-${String(next).padStart(6, "0")}`);
  });

  it("starts each year's series at 1, in studio time", async () => {
    // 00:30 on 1 January 2027 in Kuala Lumpur is still 2026 in UTC.
    clock.set(new Date("2026-12-31T16:30:00Z"));
    const student = await signedInStudent(studio.testApp);
    const sold = await sell({ userId: student.userId, amount: 1, paid: 18, paymentMethod: "Cash" });
    expect(sold.receipt.number).toBe("R-2027-000001");
    clock.set(NOW);
  });

  it("answers 404 for a sale that does not exist, and keeps sales from students", async () => {
    await refused(
      await studio.admin.get("/api/admin/sales/00000000-0000-4000-8000-000000000000"),
      404,
      "This sale does not exist.",
    );
    await refused(
      await studio.admin.get("/api/admin/sales/nope"),
      404,
      "This sale does not exist.",
    );
    const student = await signedInStudent(studio.testApp, { credits: 1 });
    expect((await student.client.get(`/api/admin/sales?userId=${student.userId}`)).status).toBe(
      403,
    );
  });
});
