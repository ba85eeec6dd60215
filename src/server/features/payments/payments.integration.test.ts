import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutStart, PaymentOrder } from "../../../shared/payments.ts";
import { createApp } from "../../app.ts";
import { queryRows } from "../../db/client.ts";
import { createPackage } from "../../db/factories.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { onlineRefund, paymentOrder, stripeEvent } from "../../db/schema/payments.ts";
import { sale, saleRefund } from "../../db/schema/sales.ts";
import { brokenBatchInvariants, brokenInvariants } from "../../testing/invariants.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSettings,
} from "../../testing/stripe-stand-in/stripe-stand-in.ts";
import { signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";
import { refundSale } from "../sales/refund-sale.ts";
import { createStripeClient } from "./stripe-client.ts";

type Student = Awaited<ReturnType<typeof signedInStudent>>;

describe.each(testDatabases())("online payments through a stand-in Stripe on %s", (kind) => {
  let standIn: StripeStandIn;
  let server: ReturnType<typeof serve>;
  const studio = testStudio(kind, {
    now: () => new Date(),
    tutor: { name: "Aisha", bio: "Flow." },
    env: async () => {
      standIn = await startStripeStandIn();
      return stripeSettings(standIn);
    },
  });
  beforeAll(async () => {
    // Stripe delivers its events over HTTP: the app listens on a port of its own.
    await new Promise<void>((resolve) => {
      server = serve({ fetch: studio.testApp.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(),
      );
    });
    const { port } = server.address() as AddressInfo;
    standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await standIn.close();
  });

  let packs = 0;
  async function createPack(overrides: Record<string, unknown> = {}): Promise<string> {
    const answer = await studio.admin.post("/api/admin/credit-packs", {
      name: `Online Pack ${++packs}`,
      credits: 8,
      priceRm: "150.00",
      validityDays: 45,
      onSale: true,
      ...overrides,
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return (await answer.json()).pack.id;
  }

  async function checkout(student: Student, body: Record<string, unknown>): Promise<CheckoutStart> {
    const answer = await student.client.post("/api/payments/checkout", body);
    expect(answer.status, await answer.clone().text()).toBe(201);
    return answer.json();
  }

  const sessionOf = (started: CheckoutStart) => {
    const session = standIn.sessions().find((each) => each.metadata?.orderId === started.orderId);
    if (!session) throw new Error(`no session for order ${started.orderId}`);
    return session;
  };

  const order = async (student: Student, orderId: string): Promise<PaymentOrder> =>
    (await student.client.get(`/api/payments/orders/${orderId}`)).json();

  const salesOf = (userId: string) =>
    studio.testApp.deps.db.select().from(sale).where(eq(sale.userId, userId));

  /** A new student's pack paid by FPX, settled by the bank, and the owner's refund of RM 150. */
  async function fpxSaleRefunded() {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const session = sessionOf(started);
    await standIn.pay(session.id, "fpx");
    await standIn.settle(session.id, "succeeded");
    const [sold] = await salesOf(student.userId);
    const answer = await studio.admin.post(`/api/admin/sales/${sold!.id}/refunds`, {
      amount: "150",
      credits: 8,
      reason: "Injury",
    });
    return { student, orderId: started.orderId, sold: sold!, answer };
  }

  async function expectInvariants() {
    const { db } = studio.testApp.deps;
    expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
    expect(await brokenBatchInvariants(db, new Date())).toEqual({
      entries: [],
      batches: [],
      unexpired: [],
    });
  }

  it("a card payment adds the credits and a receipt once, by the webhook alone", async () => {
    const student = await signedInStudent(studio.testApp);
    const packId = await createPack();
    const started = await checkout(student, { packId });
    expect(started.url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const session = sessionOf(started);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "myr",
      amount_total: 15_000,
      customer_email: student.email,
      client_reference_id: started.orderId,
      success_url: expect.stringContaining(`/payments/${started.orderId}?returned=paid`),
      cancel_url: expect.stringContaining(`/payments/${started.orderId}?returned=cancelled`),
    });
    expect(await order(student, started.orderId)).toMatchObject({ status: "open", receipt: null });

    const event = await standIn.pay(session.id, "card");
    const paid = await order(student, started.orderId);
    expect(paid).toMatchObject({ status: "paid", credits: 8, amountSen: 15_000 });
    expect(paid.receipt?.number).toMatch(/^R-\d{4}-\d{6}$/);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
    const [sold] = await salesOf(student.userId);
    expect(sold).toMatchObject({
      paymentMethod: "Online",
      amountSen: 15_000,
      credits: 8,
      reference: standIn.session(session.id)!.payment_intent,
      actorId: null,
    });
    const receipt = await (await student.client.get(`/api/me/receipts/${sold!.id}`)).json();
    expect(receipt).toMatchObject({ paymentMethod: "Online", amountSen: 15_000 });
    expect(receipt.creditsExpireAt).not.toBeNull();

    // Stripe delivers again, and again at once: nothing more.
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => standIn.deliver(event)));
    expect(again.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    expect(await salesOf(student.userId)).toHaveLength(1);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
    await expectInvariants();
  });

  it("takes the price from the database, whatever the browser adds", async () => {
    const student = await signedInStudent(studio.testApp);
    const packId = await createPack({ priceRm: "99.90" });
    const started = await checkout(student, { packId, amount: 1, unit_amount: 1, priceSen: 1 });
    expect(sessionOf(started).amount_total).toBe(9_990);
  });

  it("fulfils nothing when what Stripe took is not the order's price", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    // As if the session had been made for another amount than the order records.
    await studio.testApp.deps.db
      .update(paymentOrder)
      .set({ amountSen: 14_000 })
      .where(eq(paymentOrder.id, started.orderId));
    await standIn.pay(sessionOf(started).id, "card");
    expect(await order(student, started.orderId)).toMatchObject({
      status: "failed",
      failure:
        "The payment (15000 MYR in its smallest unit) does not match this order's RM 140.00, so nothing was added; the studio will refund it.",
    });
    expect(await salesOf(student.userId)).toHaveLength(0);
  });

  it("a cancelled Checkout charges nothing, and the order expires with its session", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const page = await fetch(started.url);
    expect(await page.text()).toContain("not Stripe");
    const back = await fetch(started.url, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toContain(
      `/payments/${started.orderId}?returned=cancelled`,
    );
    expect((await order(student, started.orderId)).status).toBe("open");
    await standIn.expire(sessionOf(started).id);
    expect((await order(student, started.orderId)).status).toBe("expired");
    expect(await salesOf(student.userId)).toHaveLength(0);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);
  });

  it("an FPX payment is pending until the bank settles it", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const session = sessionOf(started);
    await standIn.pay(session.id, "fpx");
    expect(await order(student, started.orderId)).toMatchObject({ status: "pending" });
    const pending = await (await student.client.get("/api/payments/orders?status=pending")).json();
    expect(pending.items.map((each: PaymentOrder) => each.id)).toEqual([started.orderId]);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);

    await standIn.settle(session.id, "succeeded");
    expect(await order(student, started.orderId)).toMatchObject({ status: "paid" });
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
  });

  it("a failed FPX payment adds nothing and says so", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const session = sessionOf(started);
    await standIn.pay(session.id, "fpx");
    await standIn.settle(session.id, "failed");
    expect(await order(student, started.orderId)).toMatchObject({
      status: "failed",
      failure: "The bank did not confirm the payment.",
    });
    expect(await salesOf(student.userId)).toHaveLength(0);
  });

  it("events out of order: a settled payment stays paid when the earlier event comes late", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const session = sessionOf(started);
    const completed = await standIn.pay(session.id, "fpx", { deliver: false });
    const succeeded = await standIn.settle(session.id, "succeeded", { deliver: false });
    expect((await standIn.deliver(succeeded)).status).toBe(200);
    expect((await standIn.deliver(completed)).status).toBe(200);
    expect(await order(student, started.orderId)).toMatchObject({ status: "paid" });
    expect(await salesOf(student.userId)).toHaveLength(1);
  });

  it("refuses a forged or stale signature and changes nothing", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const event = await standIn.pay(sessionOf(started).id, "card", { deliver: false });
    const forged = await standIn.deliver(event, {
      signature: `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).error.message).toBe("The webhook's signature does not verify.");
    const stale = await standIn.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    const unsigned = await standIn.deliver(event, { signature: "" });
    expect(unsigned.status).toBe(400);
    expect((await order(student, started.orderId)).status).toBe("open");
    const [recorded] = await studio.testApp.deps.db
      .select()
      .from(stripeEvent)
      .where(eq(stripeEvent.id, event.id));
    expect(recorded).toBeUndefined();
    expect((await standIn.deliver(event)).status).toBe(200);
    expect((await order(student, started.orderId)).status).toBe("paid");
  });

  it("answers a signed but malformed event 400, or ignores one naming no id of ours, and changes nothing", async () => {
    const { db } = studio.testApp.deps;
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    const paid = await standIn.pay(sessionOf(started).id, "card");
    const [sold] = await salesOf(student.userId);
    const eventsBefore = await db.select().from(stripeEvent);
    let made = 0;
    const event = (type: string, data: unknown) =>
      JSON.stringify({ ...paid, id: `evt_malformed_${++made}`, type, data });
    const refundObject = (onlineRefundId: string) => ({
      id: `re_malformed_${made}`,
      object: "refund",
      amount: 15_000,
      status: "succeeded",
      metadata: { onlineRefundId, saleId: sold!.id },
    });

    for (const [payload, message] of [
      [
        "[]",
        "This is not an event as Stripe sends them: Invalid input: expected object, received array",
      ],
      [
        '"refund.created"',
        "This is not an event as Stripe sends them: Invalid input: expected object, received string",
      ],
      [
        "42",
        "This is not an event as Stripe sends them: Invalid input: expected object, received number",
      ],
      [
        "null",
        "This is not an event as Stripe sends them: Invalid input: expected object, received null",
      ],
      ["{", "This is not an event as Stripe sends them."],
      [
        event("refund.created", {}),
        "This is not an event as Stripe sends them: data.object: Invalid input: expected object, received undefined",
      ],
      [
        event("charge.refunded", { object: null }),
        "This is not an event as Stripe sends them: data.object: Invalid input: expected object, received null",
      ],
      [
        event("refund.updated", "refund"),
        "This is not an event as Stripe sends them: data: Invalid input: expected object, received string",
      ],
      [
        event("refund.created", { object: { ...refundObject(sold!.id), id: 7 } }),
        "This is not an event as Stripe sends them: data.object.id: Invalid input: expected string, received number",
      ],
      [
        JSON.stringify({ ...paid, id: "evt_\u0000" }),
        "This is not an event as Stripe sends them: Text may not contain the NUL character (U+0000).",
      ],
    ]) {
      const answer = await standIn.deliverPayload(payload!);
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body).error.message, payload).toBe(message);
    }
    // Well formed, but naming none of our refunds or orders: Stripe is told it arrived.
    for (const payload of [
      event("refund.created", { object: refundObject("not-a-uuid") }),
      event("refund.updated", { object: refundObject("-".repeat(36)) }),
      event("checkout.session.completed", {
        object: {
          ...paid.data.object,
          metadata: { orderId: "-".repeat(36) },
          client_reference_id: null,
        },
      }),
    ]) {
      const answer = await standIn.deliverPayload(payload);
      expect(answer.status, answer.body).toBe(200);
    }

    expect(await db.select().from(stripeEvent)).toEqual(eventsBefore);
    expect(await db.select().from(onlineRefund).where(eq(onlineRefund.saleId, sold!.id))).toEqual(
      [],
    );
    expect(await db.select().from(saleRefund).where(eq(saleRefund.saleId, sold!.id))).toEqual([]);
    expect(await salesOf(student.userId)).toHaveLength(1);
    expect(await creditsOf(db, student.userId)).toBe(8);
    expect(await order(student, started.orderId)).toMatchObject({ status: "paid" });
  });

  it("a package bought outright starts a subscription; refunded in full, it ends", async () => {
    const student = await signedInStudent(studio.testApp);
    const plan = await createPackage(studio.testApp.deps.db, {
      name: "Unlimited Month",
      price: 40,
      priceSen: 32_000,
      totalCustomerSave: 0,
      validityDays: 30,
      validYogaTypes: [],
      maxClassesPerMonth: 999,
    });
    const started = await checkout(student, { packageId: plan.id });
    await standIn.pay(sessionOf(started).id, "grabpay");
    expect(await order(student, started.orderId)).toMatchObject({
      status: "paid",
      credits: 0,
      amountSen: 32_000,
    });
    const me = await (await student.client.get("/api/me")).json();
    expect(me.subscription).toMatchObject({ packageName: "Unlimited Month" });
    // One subscription at a time: a second is refused before any payment.
    const second = await student.client.post("/api/payments/checkout", { packageId: plan.id });
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toMatch(
      /^You already have an active subscription until \d{1,2} \w{3} \d{4}\.$/,
    );

    const [sold] = await salesOf(student.userId);
    const refund = await studio.admin.post(`/api/admin/sales/${sold!.id}/refunds`, {
      amount: "320.00",
      credits: 0,
      reason: "Moved abroad",
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
    expect(standIn.refunds().at(-1)).toMatchObject({ amount: 32_000, status: "succeeded" });
    expect(await order(student, started.orderId)).toMatchObject({ status: "refunded" });
    const [subscription] = await studio.testApp.deps.db
      .select()
      .from(userSubscription)
      .where(eq(userSubscription.id, sold!.subscriptionId!));
    expect(subscription!.isActive).toBe(false);
  });

  it("refunds a card sale through Stripe: the credit note and the credits taken back", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    await standIn.pay(sessionOf(started).id, "card");
    const [sold] = await salesOf(student.userId);
    const answer = await studio.admin.post(`/api/admin/sales/${sold!.id}/refunds`, {
      amount: "50",
      credits: 3,
      reason: "Two classes missed",
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const result = await answer.json();
    expect(result.message).toMatch(
      /^Refund recorded: credit note CN-\d{4}-\d{6}, RM 50\.00 refunded and 3 credits taken back\.$/,
    );
    expect(standIn.refunds().at(-1)).toMatchObject({
      amount: 5_000,
      payment_intent: sold!.reference,
      status: "succeeded",
    });
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(5);
    // Stripe's own word on it, delivered as well, changes nothing more.
    expect(
      await studio.testApp.deps.db.select().from(saleRefund).where(eq(saleRefund.saleId, sold!.id)),
    ).toHaveLength(1);
    await expectInvariants();
  });

  it("a retried refund with the same Idempotency-Key is answered as the first, and Stripe asked once", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    await standIn.pay(sessionOf(started).id, "card");
    const [sold] = await salesOf(student.userId);
    const refundsBefore = standIn.refunds().length;
    const ask = () =>
      studio.admin.request(`/api/admin/sales/${sold!.id}/refunds`, {
        method: "POST",
        headers: { "idempotency-key": `refund-${sold!.id}` },
        json: { amount: "30", credits: 2, reason: "One week away" },
      });
    const first = await ask();
    expect(first.status).toBe(201);
    const second = await ask();
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(standIn.refunds()).toHaveLength(refundsBefore + 1);
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(6);
  });

  it("refuses an Idempotency-Key reused with another body or for another sale, 422, and asks Stripe nothing", async () => {
    const { db } = studio.testApp.deps;
    const student = await signedInStudent(studio.testApp);
    await standIn.pay(
      sessionOf(await checkout(student, { packId: await createPack() })).id,
      "card",
    );
    await standIn.pay(
      sessionOf(await checkout(student, { packId: await createPack() })).id,
      "card",
    );
    const [sold, other] = await salesOf(student.userId);
    const key = `refund-key-${sold!.id}`;
    const ask = (saleId: string, json: Record<string, unknown>) =>
      studio.admin.request(`/api/admin/sales/${saleId}/refunds`, {
        method: "POST",
        headers: { "idempotency-key": key },
        json,
      });
    const body = { amount: "30", credits: 2, reason: "One week away" };
    expect((await ask(sold!.id, body)).status).toBe(201);
    const refundsBefore = standIn.refunds().length;
    for (const [saleId, json] of [
      [sold!.id, { ...body, amount: "40" }],
      [sold!.id, { ...body, credits: 3 }],
      [sold!.id, { ...body, reason: "Another reason" }],
      [other!.id, body],
    ] as const) {
      await refused(
        await ask(saleId, json),
        422,
        "This Idempotency-Key was already used for another request.",
      );
    }
    expect(standIn.refunds()).toHaveLength(refundsBefore);
    expect(await db.select().from(saleRefund).where(eq(saleRefund.saleId, sold!.id))).toHaveLength(
      1,
    );
    expect(await db.select().from(onlineRefund).where(eq(onlineRefund.saleId, other!.id))).toEqual(
      [],
    );
    expect(await creditsOf(db, student.userId)).toBe(14);
    // The same body again is still the first request's retry.
    expect((await ask(sold!.id, body)).status).toBe(201);
    expect(standIn.refunds()).toHaveLength(refundsBefore);
  });

  it("a refund Stripe refuses changes nothing, and says why", async () => {
    const student = await signedInStudent(studio.testApp);
    const started = await checkout(student, { packId: await createPack() });
    await standIn.pay(sessionOf(started).id, "card");
    const [sold] = await salesOf(student.userId);
    standIn.refuseNextRefund("This charge has been disputed.", "charge_disputed");
    await refused(
      await studio.admin.post(`/api/admin/sales/${sold!.id}/refunds`, {
        amount: "150",
        credits: 8,
        reason: "Changed her mind",
      }),
      409,
      "Stripe refused the refund: This charge has been disputed. Nothing was refunded or changed.",
    );
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
    expect(
      await studio.testApp.deps.db.select().from(saleRefund).where(eq(saleRefund.saleId, sold!.id)),
    ).toHaveLength(0);
    // The refusal freed what it held: the whole sale can still be refunded.
    const sale_ = await (await studio.admin.get(`/api/admin/sales/${sold!.id}`)).json();
    expect(sale_.refundable).toEqual({ amountSen: 15_000, credits: 8, used: 0 });
  });

  it("an FPX refund is pending until Stripe has paid it back", async () => {
    const { student, orderId, sold, answer } = await fpxSaleRefunded();
    expect(answer.status, await answer.clone().text()).toBe(202);
    expect((await answer.json()).message).toContain(
      "The credit note follows once Stripe confirms it.",
    );
    // Held meanwhile: a second refund of the same money is refused.
    await refused(
      await studio.admin.post(`/api/admin/sales/${sold!.id}/refunds`, {
        amount: "1",
        credits: 0,
        reason: "Again",
      }),
      409,
      "This sale has already been refunded in full.",
    );
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
    const [asked] = await studio.testApp.deps.db
      .select()
      .from(onlineRefund)
      .where(eq(onlineRefund.saleId, sold!.id));
    const settled = await standIn.settleRefund(asked!.stripeRefundId!, "succeeded");
    expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);
    expect((await standIn.deliver(settled)).status).toBe(200);
    expect(
      await studio.testApp.deps.db.select().from(saleRefund).where(eq(saleRefund.saleId, sold!.id)),
    ).toHaveLength(1);
    expect(await order(student, orderId)).toMatchObject({ status: "refunded" });
    await expectInvariants();
  });

  /*
   * Defect 2: a Stripe call that timed out was taken for a refusal, its hold released; a retry
   * and the late refund.created then made two credit notes for one sale. An answer that never
   * comes keeps the refund held, and Stripe's word on it, whenever it comes, settles it once.
   */
  describe("when Stripe's answer to a refund does not come", () => {
    const UNANSWERED =
      "Stripe has not answered yet: the refund of RM 180.00 stays held, and will be confirmed or released once Stripe answers. Sending the same refund again asks Stripe what became of it.";

    afterEach(() => standIn.troubleRefunds(null));

    /** The admin, on the studio's app with a Stripe client that waits only 300 ms for an answer. */
    async function impatientAdmin() {
      const stripe = createStripeClient(studio.testApp.deps.settings, { timeoutMs: 300 });
      const app = createApp({ ...studio.testApp.deps, stripe });
      return signedInClient({ ...studio.testApp, app }, studio.adminId);
    }

    /** A student's card payment of RM 180 for 10 credits: its sale. */
    async function soldOnline() {
      const student = await signedInStudent(studio.testApp);
      const packId = await createPack({ credits: 10, priceRm: "180.00" });
      await standIn.pay(sessionOf(await checkout(student, { packId })).id, "card");
      const [sold] = await salesOf(student.userId);
      return { student, sold: sold! };
    }

    const asker =
      (client: Awaited<ReturnType<typeof impatientAdmin>>, saleId: string) =>
      (key: string, json: Record<string, unknown>) =>
        client.request(`/api/admin/sales/${saleId}/refunds`, {
          method: "POST",
          headers: { "idempotency-key": key },
          json,
        });

    const whole = { amount: "180", credits: 10, reason: "Moved away" };

    /** What the studio and Stripe hold of a sale's refunds. */
    async function refundsOf(sold: { id: string; reference: string | null; amountSen: number }) {
      const { db } = studio.testApp.deps;
      const notes = await db.select().from(saleRefund).where(eq(saleRefund.saleId, sold.id));
      return {
        notes,
        notedSen: notes.reduce((sum, note) => sum + note.amountSen, 0),
        asked: await db.select().from(onlineRefund).where(eq(onlineRefund.saleId, sold.id)),
        atStripe: standIn.refunds().filter((refund) => refund.payment_intent === sold.reference),
      };
    }

    /** The refund.created event Stripe made for one of our refunds. */
    const createdEvent = (onlineRefundId: string) =>
      standIn
        .events()
        .find(
          (event): event is Stripe.RefundCreatedEvent =>
            event.type === "refund.created" &&
            event.data.object.metadata?.onlineRefundId === onlineRefundId,
        )!;

    it("a timed-out refund stays held; its late webhook, then a retry, make one credit note", async () => {
      const { student, sold } = await soldOnline();
      const ask = asker(await impatientAdmin(), sold.id);
      standIn.troubleRefunds({ kind: "late", ms: 2_000 });
      const first = await ask(`late-${sold.id}`, whole);
      standIn.troubleRefunds(null);
      expect(first.status, await first.clone().text()).toBe(202);
      expect((await first.json()).message).toBe(UNANSWERED);
      const held = await refundsOf(sold);
      expect(held.asked).toMatchObject([{ status: "pending", stripeRefundId: null }]);
      expect(held.atStripe).toHaveLength(1);
      expect(held.notes).toEqual([]);
      expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(10);
      // Still held: nothing more of the sale can be refunded meanwhile.
      await refused(
        await studio.admin.post(`/api/admin/sales/${sold.id}/refunds`, {
          amount: "1",
          credits: 0,
          reason: "Again",
        }),
        409,
        "This sale has already been refunded in full.",
      );

      expect((await standIn.deliver(createdEvent(held.asked[0]!.id))).status).toBe(200);
      const retry = await ask(`late-${sold.id}`, whole);
      expect(retry.status, await retry.clone().text()).toBe(201);
      expect((await retry.json()).message).toMatch(
        /^Refund recorded: credit note CN-\d{4}-\d{6}, RM 180\.00 refunded and 10 credits taken back\.$/,
      );
      const settled = await refundsOf(sold);
      expect(settled.notes).toHaveLength(1);
      expect(settled.notedSen).toBe(18_000);
      expect(settled.atStripe).toHaveLength(1);
      expect(settled.asked).toMatchObject([
        { status: "succeeded", stripeRefundId: held.atStripe[0]!.id },
      ]);
      expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(0);
      await expectInvariants();
    });

    it("a dropped answer: a retry finds Stripe's refund and confirms it; its late webhook adds nothing", async () => {
      const { sold } = await soldOnline();
      const ask = asker(await impatientAdmin(), sold.id);
      standIn.troubleRefunds({ kind: "dropped" });
      const first = await ask(`dropped-${sold.id}`, whole);
      standIn.troubleRefunds(null);
      expect(first.status, await first.clone().text()).toBe(202);

      const retry = await ask(`dropped-${sold.id}`, whole);
      expect(retry.status, await retry.clone().text()).toBe(201);
      const { asked } = await refundsOf(sold);
      expect((await standIn.deliver(createdEvent(asked[0]!.id))).status).toBe(200);
      const settled = await refundsOf(sold);
      expect(settled.notes).toHaveLength(1);
      expect(settled.notedSen).toBe(18_000);
      expect(settled.atStripe).toHaveLength(1);
      await expectInvariants();
    });

    it("a 5xx from Stripe: held while Stripe keeps failing, then refunded once by a retry", async () => {
      const { sold } = await soldOnline();
      const ask = asker(await impatientAdmin(), sold.id);
      standIn.troubleRefunds({ kind: "failing" });
      const first = await ask(`failing-${sold.id}`, whole);
      expect(first.status, await first.clone().text()).toBe(202);
      expect((await first.json()).message).toBe(UNANSWERED);
      expect((await ask(`failing-${sold.id}`, whole)).status).toBe(202);
      standIn.troubleRefunds(null);
      expect((await refundsOf(sold)).atStripe).toEqual([]);

      const retry = await ask(`failing-${sold.id}`, whole);
      expect(retry.status, await retry.clone().text()).toBe(201);
      const settled = await refundsOf(sold);
      expect(settled.notes).toHaveLength(1);
      expect(settled.atStripe).toHaveLength(1);
      expect(settled.atStripe[0]).toMatchObject({ amount: 18_000, status: "succeeded" });
      await expectInvariants();
    });

    it("a failed refund is confirmed by no webhook that Stripe, asked again, does not bear out", async () => {
      const { student, sold, answer } = await fpxSaleRefunded();
      expect(answer.status).toBe(202);
      const [asked] = (await refundsOf(sold!)).asked;
      const failed = await standIn.settleRefund(asked!.stripeRefundId!, "failed");
      expect((await refundsOf(sold!)).asked).toMatchObject([{ status: "failed" }]);

      // Signed as Stripe signs, saying it succeeded after all: Stripe's API says it failed.
      const claimed = structuredClone(failed) as Stripe.RefundUpdatedEvent;
      claimed.id = `${failed.id}_claimed`;
      claimed.data.object.status = "succeeded";
      expect((await standIn.deliverPayload(JSON.stringify(claimed))).status).toBe(200);
      const after = await refundsOf(sold!);
      expect(after.asked).toMatchObject([{ status: "failed", saleRefundId: null }]);
      expect(after.notes).toEqual([]);
      expect(await creditsOf(studio.testApp.deps.db, student.userId)).toBe(8);
    });

    it.each([
      { meanwhileSen: 10_000, credits: 2, notes: [8_000, 10_000] },
      { meanwhileSen: 18_000, credits: 10, notes: [18_000] },
    ])(
      "caps a late confirmation's money at what the sale's credit notes have left ($meanwhileSen sen refunded meanwhile)",
      async ({ meanwhileSen, credits, notes }) => {
        const { db } = studio.testApp.deps;
        const { student, sold } = await soldOnline();
        const ask = asker(await impatientAdmin(), sold.id);
        const key = `capped-${sold.id}`;
        standIn.troubleRefunds({ kind: "late", ms: 2_000 });
        expect((await ask(key, whole)).status).toBe(202);
        standIn.troubleRefunds(null);
        const [asked] = (await refundsOf(sold)).asked;
        // As the defect did: the hold released, and money refunded meanwhile another way.
        await db
          .update(onlineRefund)
          .set({ status: "failed", failure: "Stripe could not be reached." })
          .where(eq(onlineRefund.id, asked!.id));
        await db.transaction((tx) =>
          refundSale(tx, {
            saleId: sold.id,
            amountSen: meanwhileSen,
            credits,
            reason: "Paid back in cash",
            actorId: studio.adminId,
            now: new Date(),
            timeZone: "Asia/Kuala_Lumpur",
          }),
        );

        // Stripe, asked again, bears the late webhook out: the rest of the sale, and no more.
        expect((await standIn.deliver(createdEvent(asked!.id))).status).toBe(200);
        const settled = await refundsOf(sold);
        expect(settled.asked).toMatchObject([{ status: "succeeded" }]);
        expect(settled.notes.map((note) => note.amountSen).sort((a, b) => a - b)).toEqual(notes);
        expect(settled.notedSen).toBe(sold.amountSen);
        expect(await creditsOf(db, student.userId)).toBe(0);
        const retry = await ask(key, whole);
        if (notes.length === 2) expect(retry.status).toBe(201);
        else {
          await refused(
            retry,
            409,
            "Stripe refunded RM 180.00, but this sale's credit notes had already given all of it back, so no credit note was written: check the refund in Stripe's dashboard.",
          );
        }
      },
    );

    it("of refunds asked at once while Stripe's answers are lost, no more than the sale is ever refunded", async () => {
      const { sold } = await soldOnline();
      const ask = asker(await impatientAdmin(), sold.id);
      const part = { amount: "60", credits: 2, reason: "A third" };
      const keys = [1, 2, 3, 4, 5].map((n) => `race-${n}-${sold.id}`);
      standIn.troubleRefunds({ kind: "late", ms: 2_000 });
      const firsts = await Promise.all(keys.map((key) => ask(key, part)));
      standIn.troubleRefunds(null);
      const statuses = firsts.map((answer) => answer.status).sort();
      expect(statuses).toEqual([202, 202, 202, 409, 409]);
      const held = await refundsOf(sold);
      expect(held.asked).toHaveLength(3);
      expect(held.atStripe).toHaveLength(3);

      // Every late webhook and every retry at once.
      await Promise.all([
        ...held.asked.map((asked) => standIn.deliver(createdEvent(asked.id))),
        ...keys.map((key) => ask(key, part)),
      ]);
      const settled = await refundsOf(sold);
      expect(settled.notes).toHaveLength(3);
      expect(settled.notedSen).toBe(18_000);
      expect(settled.atStripe).toHaveLength(3);
      const [total] = await queryRows<{ refunded: number }>(
        studio.testApp.deps.db,
        sql`select coalesce(sum(amount_sen), 0)::int as refunded from sale_refund where sale_id = ${sold.id}`,
      );
      expect(total!.refunded).toBeLessThanOrEqual(sold.amountSen);
      await expectInvariants();
    });
  });

  it("refuses bad checkouts with a clear answer", async () => {
    const student = await signedInStudent(studio.testApp);
    await refused(
      await student.client.post("/api/payments/checkout", {}),
      400,
      "Choose one credit pack (packId) or one package (packageId) to buy.",
    );
    await refused(
      await student.client.post("/api/payments/checkout", { packId: "not-an-id" }),
      400,
      "packId must be an id from the Plans page",
    );
    await refused(
      await student.client.post("/api/payments/checkout", {
        packId: "00000000-0000-4000-8000-000000000000",
      }),
      404,
      "This credit pack does not exist or is no longer on sale.",
    );
    await refused(
      await student.client.post("/api/payments/checkout", {
        packId: await createPack({ priceRm: "0" }),
      }),
      409,
      "This credit pack is free: ask at the front desk.",
    );
    const creditsOnly = await createPackage(studio.testApp.deps.db, {
      name: "Credits Only",
      price: 10,
      totalCustomerSave: 0,
      validityDays: 30,
      validYogaTypes: [],
      maxClassesPerMonth: 8,
    });
    await refused(
      await student.client.post("/api/payments/checkout", { packageId: creditsOnly.id }),
      409,
      "This package has no ringgit price: buy it with credits instead.",
    );
    expect(
      await studio.testApp.deps.db
        .select()
        .from(paymentOrder)
        .where(eq(paymentOrder.userId, student.userId)),
    ).toHaveLength(0);
  });
});

describe("without the Stripe keys", () => {
  it("offers no online payment and refuses a checkout", async () => {
    const testApp = await createTestApp({ kind: "embedded" });
    try {
      const student = await signedInStudent(testApp);
      expect((await (await student.client.get("/api/studio")).json()).onlinePayments).toBe(false);
      await refused(
        await student.client.post("/api/payments/checkout", {
          packId: "00000000-0000-4000-8000-000000000000",
        }),
        404,
        "Online payment is not offered by this studio: please pay at the front desk.",
      );
    } finally {
      await testApp.close();
    }
  });
});
