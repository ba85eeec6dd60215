import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditEntry } from "../../db/schema/credits.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("admin recharge on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let adminId: string;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    ({ client: admin, userId: adminId } = await signedInAdmin(testApp));
  });
  afterAll(() => testApp.close());

  const recharge = (json: unknown, headers: Record<string, string> = {}) =>
    admin.request("/api/admin/recharge", { method: "POST", json, headers });

  it("adds the credits with a purchase entry in the ledger and answers the spec's text", async () => {
    const { userId, email } = await signedInStudent(testApp, { credits: 3 });
    const response = await recharge({
      userId,
      amount: 20,
      paid: "400",
      paymentMethod: "QR Pay",
      reference: "QR-778812",
      remark: " Paid at the desk ",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: `Successfully added 20 credits to ${email}. New balance: 23 credits.`,
      credits: 23,
      email,
      receipt: { id: expect.any(String), number: expect.stringMatching(/^R-\d{4}-\d{6}$/) },
    });
    const [entry] = await testApp.deps.db
      .select()
      .from(creditEntry)
      .where(and(eq(creditEntry.userId, userId), eq(creditEntry.actorId, adminId)));
    expect(entry).toMatchObject({
      reason: "credit_purchase",
      delta: 20,
      paymentMethod: "QR Pay",
      remark: "Paid at the desk",
      actorId: adminId,
    });
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  const methods = "Choose a payment method: Cash, QR Pay, Card, Bank Transfer, FOC, Other.";
  it.each([
    [{ amount: 0, paid: 10, paymentMethod: "Cash" }, "Amount must be at least 1"],
    [{ amount: -5, paid: 10, paymentMethod: "Cash" }, "Amount must be at least 1"],
    [{ amount: 1.5, paid: 10, paymentMethod: "Cash" }, "Amount must be a whole number"],
    [{ amount: "10", paid: 10, paymentMethod: "Cash" }, "Amount must be a whole number"],
    [{ amount: 10, paid: 10 }, methods],
    [{ amount: 10, paid: 10, paymentMethod: "Cheque" }, methods],
    [{ amount: 10, paid: 10, paymentMethod: "Cash", credits: 99 }, 'Unrecognized key: "credits"'],
  ])("refuses %o and changes nothing", async (body, message) => {
    const { userId } = await signedInStudent(testApp, { credits: 3 });
    const before = await moneyState(testApp.deps.db);
    const response = await recharge({ userId, ...body });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await moneyState(testApp.deps.db)).toEqual(before);
  });

  it("answers 404 for an unknown user", async () => {
    const response = await recharge({ userId: "nobody", amount: 5, paymentMethod: "FOC" });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("This user does not exist.");
  });

  it("recharges once for retries with one Idempotency-Key", async () => {
    const { userId } = await signedInStudent(testApp);
    const body = { userId, amount: 7, paid: 70, paymentMethod: "Cash" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => recharge(body, { "idempotency-key": `desk-${userId}` })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((answer) => answer.credits))).toEqual(new Set([7]));
    const entries = await testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    expect(entries).toHaveLength(1);
  });

  it("keeps balance = ledger when recharges and edits race", async () => {
    const { userId } = await signedInStudent(testApp, { credits: 2 });
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        recharge({ userId, amount: 3, paid: "30.00", paymentMethod: "Cash" }),
      ),
      ...Array.from({ length: 3 }, (_, index) =>
        admin.request(`/api/admin/users/${userId}`, {
          method: "PUT",
          json: { name: "Racer", phone: "", credits: 10 * (index + 1), creditsReason: "Race" },
        }),
      ),
    ]);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });
});
