import { createServer } from "node:http";
import Stripe from "stripe";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { PAGE_TITLE } from "./checkout-page.ts";
import { type StripeStandIn, startStripeStandIn, stripeSettings } from "./stripe-stand-in.ts";

interface Delivery {
  signature: string;
  body: string;
}

/** The app's webhook endpoint as far as Stripe sees it: takes every POST, keeps it raw. */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    received.push({
      signature: String(req.headers["stripe-signature"]),
      body: Buffer.concat(chunks).toString("utf8"),
    });
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No TCP address");
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${address.port}/api/payments/stripe/webhook`, received };
}

async function setUp() {
  const receiver = await startReceiver();
  const standIn = await startStripeStandIn({ webhookUrl: receiver.url });
  onTestFinished(() => standIn.close());
  return { standIn, receiver, stripe: client(standIn, standIn.secretKey) };
}

function client(standIn: StripeStandIn, key: string): Stripe {
  return new Stripe(key, {
    host: "127.0.0.1",
    port: new URL(standIn.url).port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

/** As the app asks for one: a credit pack in ringgit. */
function checkoutParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: "myr", unit_amount: 15000, product_data: { name: "10 classes" } },
      },
    ],
    customer_email: "student@example.com",
    client_reference_id: "order-1",
    metadata: { orderId: "order-1" },
    payment_intent_data: { metadata: { orderId: "order-1" } },
    success_url: "https://studio.test/payments/order-1?returned=paid&session={CHECKOUT_SESSION_ID}",
    cancel_url: "https://studio.test/payments/order-1?returned=cancelled",
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected a refusal");
}

/** Verified as the app verifies them. */
function verified(stripe: Stripe, standIn: StripeStandIn, delivery: Delivery): Stripe.Event {
  return stripe.webhooks.constructEvent(delivery.body, delivery.signature, standIn.webhookSecret);
}

describe("the Stripe stand-in's Checkout Sessions", () => {
  it("makes a session in Stripe's shape and reads it back", async () => {
    const { standIn, stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());

    expect(session).toMatchObject({
      object: "checkout.session",
      url: `${standIn.url}/pay/${session.id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: 15000,
      amount_subtotal: 15000,
      currency: "myr",
      customer_email: "student@example.com",
      client_reference_id: "order-1",
      metadata: { orderId: "order-1" },
      mode: "payment",
      payment_intent: null,
      payment_method_types: ["card", "fpx", "grabpay"],
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    expect(session.lastResponse.statusCode).toBe(200);
    expect(session.lastResponse.requestId).toMatch(/^req_/);

    const read = await stripe.checkout.sessions.retrieve(session.id);
    expect({ ...read, lastResponse: undefined }).toEqual({ ...session, lastResponse: undefined });
    expect(standIn.session(session.id)).toMatchObject({ id: session.id, status: "open" });
    expect(standIn.sessions()).toHaveLength(1);
    expect(stripeSettings(standIn)).toEqual({
      STRIPE_SECRET_KEY: expect.stringMatching(/^sk_test_standin_/),
      STRIPE_WEBHOOK_SECRET: expect.stringMatching(/^whsec_/),
      STRIPE_API_URL: standIn.url,
    });
  });

  it("sums the line items and offers only cards for a currency other than ringgit", async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(
      checkoutParams({
        line_items: [
          {
            quantity: 2,
            price_data: { currency: "usd", unit_amount: 1250, product_data: { name: "Mat" } },
          },
          {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: 500, product_data: { name: "Towel" } },
          },
        ],
      }),
    );
    expect(session).toMatchObject({
      amount_total: 3000,
      allowed_payment_method_types: null,
      payment_method_types: ["card"],
    });

    const filtered = await stripe.checkout.sessions.create(
      checkoutParams({ allowed_payment_method_types: ["card", "grabpay"] }),
    );
    expect(filtered).toMatchObject({
      allowed_payment_method_types: ["card", "grabpay"],
      payment_method_types: ["card", "grabpay"],
    });
  });

  it("refuses payment_method_types, which the library's API version no longer has", async () => {
    const { standIn } = await setUp();
    const response = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${standIn.secretKey}` },
      body: new URLSearchParams({
        mode: "payment",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "myr",
        "line_items[0][price_data][unit_amount]": "15000",
        "line_items[0][price_data][product_data][name]": "10 classes",
        success_url: "https://studio.test/paid",
        "payment_method_types[0]": "card",
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        type: "invalid_request_error",
        code: "parameter_unknown",
        param: "payment_method_types",
      },
    });
  });

  it("refuses a key other than its own, as Stripe does", async () => {
    const { standIn } = await setUp();
    const error = await failure(
      client(standIn, "sk_test_not_the_stand_in_key").checkout.sessions.create(checkoutParams()),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).toMatchObject({ statusCode: 401 });

    const response = await fetch(`${standIn.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({
      error: { type: "invalid_request_error", message: expect.stringContaining("API key") },
    });
  });

  it.each([
    [
      { success_url: undefined },
      {
        param: "success_url",
        code: "parameter_missing",
        message: "Missing required param: success_url.",
      },
    ],
    [
      {
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "MYR", unit_amount: 100, product_data: { name: "x" } },
          },
        ],
      },
      { param: "line_items[0][price_data][currency]" },
    ],
    [
      {
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "myr", unit_amount: -5, product_data: { name: "x" } },
          },
        ],
      },
      { param: "line_items[0][price_data][unit_amount]", code: "parameter_invalid_integer" },
    ],
    [
      {
        line_items: [{ quantity: 1, price_data: { currency: "myr", product_data: { name: "x" } } }],
      },
      { param: "line_items[0][price_data][unit_amount]", code: "parameter_missing" },
    ],
    [
      {
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: 100, product_data: { name: "x" } },
          },
        ],
        allowed_payment_method_types: ["fpx", "grabpay"],
      },
      { param: "allowed_payment_method_types" },
    ],
    [{ success_url: "not a url" }, { param: "success_url", code: "url_invalid" }],
  ] satisfies [Partial<Stripe.Checkout.SessionCreateParams>, object][])(
    "refuses bad parameters with the param at fault (%#)",
    async (overrides, expected) => {
      const { standIn, stripe } = await setUp();
      const error = await failure(stripe.checkout.sessions.create(checkoutParams(overrides)));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({
        statusCode: 400,
        type: "StripeInvalidRequestError",
        ...expected,
      });
      expect(standIn.sessions()).toEqual([]);
    },
  );

  it("answers 404 resource_missing for a session it never made", async () => {
    const { stripe } = await setUp();
    const error = await failure(stripe.checkout.sessions.retrieve("cs_test_unknown"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_unknown'",
    });
  });

  it("answers a repeated Idempotency-Key with the same session, and refuses it with other params", async () => {
    const { standIn, stripe } = await setUp();
    const first = await stripe.checkout.sessions.create(checkoutParams(), {
      idempotencyKey: "checkout-order-1",
    });
    const again = await stripe.checkout.sessions.create(checkoutParams(), {
      idempotencyKey: "checkout-order-1",
    });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(standIn.sessions()).toHaveLength(1);

    const error = await failure(
      stripe.checkout.sessions.create(checkoutParams({ client_reference_id: "order-2" }), {
        idempotencyKey: "checkout-order-1",
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: "idempotency_error" });

    const other = await stripe.checkout.sessions.create(checkoutParams());
    expect(other.id).not.toBe(first.id);
  });

  it("expires an open session through the API, and only an open one", async () => {
    const { standIn, stripe, receiver } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe("expired");
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    expect(verified(stripe, standIn, receiver.received[0]!)).toMatchObject({
      type: "checkout.session.expired",
      data: { object: { id: session.id, status: "expired" } },
    });

    const error = await failure(stripe.checkout.sessions.expire(session.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(standIn.pay(session.id, "card")).rejects.toThrow(/expired/);
  });

  it("lapses a session with expire()", async () => {
    const { standIn, stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const event = await standIn.expire(session.id);
    expect(event).toMatchObject({
      type: "checkout.session.expired",
      request: { id: null, idempotency_key: null },
      data: { object: { status: "expired", payment_status: "unpaid" } },
    });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("This Checkout Session is no longer open.");
  });
});

describe("the Stripe stand-in's Checkout page", () => {
  it("says it is not Stripe, and shows the order with a button per payment method", async () => {
    const { stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const response = await fetch(session.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${PAGE_TITLE}</title>`);
    expect(html).toContain("this is not Stripe");
    expect(html).toContain("<main>");
    expect(html).toContain("10 classes");
    expect(html).toContain("RM 150.00");
    expect(html).toContain("student@example.com");
    for (const button of ["Pay by card", "Pay with FPX", "Pay with GrabPay", "Cancel"]) {
      expect(html).toContain(`>${button}</button>`);
    }

    const cardOnly = await stripe.checkout.sessions.create(
      checkoutParams({
        allowed_payment_method_types: ["card"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "myr",
              unit_amount: 150050,
              product_data: { name: "<b>Year</b>" },
            },
          },
        ],
      }),
    );
    const cardPage = await (await fetch(cardOnly.url!)).text();
    expect(cardPage).toContain("Pay by card");
    expect(cardPage).not.toContain("Pay with FPX");
    expect(cardPage).toContain("RM 1,500.50");
    expect(cardPage).toContain("&lt;b&gt;Year&lt;/b&gt;");
  });

  it("pays, tells the app, then sends the customer to the success URL with the session's id", async () => {
    const { standIn, stripe, receiver } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const response = await fetch(session.url!, {
      method: "POST",
      body: new URLSearchParams({ action: "card" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `https://studio.test/payments/order-1?returned=paid&session=${session.id}`,
    );
    // Delivered before the redirect, so there is no waiting here.
    expect(receiver.received).toHaveLength(1);
    const event = verified(stripe, standIn, receiver.received[0]!);
    expect(event).toMatchObject({
      type: "checkout.session.completed",
      object: "event",
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: session.id,
          status: "complete",
          payment_status: "paid",
          client_reference_id: "order-1",
          metadata: { orderId: "order-1" },
          customer_details: { email: "student@example.com" },
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(standIn.events()).toMatchObject([{ id: event.id, pending_webhooks: 0 }]);

    const again = await fetch(session.url!, {
      method: "POST",
      body: new URLSearchParams({ action: "card" }),
      redirect: "manual",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This Checkout Session is no longer open.");
  });

  it("sends a cancelled customer to the cancel URL and leaves the session open", async () => {
    const { standIn, stripe, receiver } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const response = await fetch(session.url!, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      "https://studio.test/payments/order-1?returned=cancelled",
    );
    expect(standIn.session(session.id)?.status).toBe("open");
    expect(receiver.received).toEqual([]);
  });
});

describe("the Stripe stand-in's webhooks", () => {
  it("signs deliveries so that constructEvent takes them, and a stale or forged one fails", async () => {
    const { standIn, stripe, receiver } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const event = await standIn.pay(session.id, "grabpay");
    expect(verified(stripe, standIn, receiver.received[0]!).id).toBe(event.id);

    const stale = await standIn.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale).toEqual({ status: 200, body: "ok" });
    expect(() => verified(stripe, standIn, receiver.received[1]!)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    await standIn.deliver(event, { signature: "t=1,v1=forged" });
    expect(receiver.received[2]!.signature).toBe("t=1,v1=forged");
    expect(() => verified(stripe, standIn, receiver.received[2]!)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it("records events while no webhook URL is set, and a delivery the app did not take", async () => {
    const standIn = await startStripeStandIn();
    onTestFinished(() => standIn.close());
    const stripe = client(standIn, standIn.secretKey);
    const session = await stripe.checkout.sessions.create(checkoutParams());
    await standIn.pay(session.id, "card");
    expect(standIn.events()).toMatchObject([
      { type: "checkout.session.completed", pending_webhooks: 1 },
    ]);

    // A port nothing listens on: this stand-in's own, once closed.
    const gone = await startStripeStandIn();
    await gone.close();
    standIn.setWebhookUrl(`${gone.url}/api/payments/stripe/webhook`);
    const delivery = await standIn.deliver(standIn.events()[0]!);
    expect(delivery.status).toBe(0);
    expect(delivery.body).toMatch(/ECONNREFUSED|fetch failed/);
    expect(standIn.events()[0]!.pending_webhooks).toBe(1);
  });
});

describe("the Stripe stand-in's FPX payments", () => {
  it("completes unpaid, then settles paid", async () => {
    const { standIn, stripe, receiver } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const completed = await standIn.pay(session.id, "fpx");
    expect(completed).toMatchObject({
      type: "checkout.session.completed",
      data: { object: { status: "complete", payment_status: "unpaid" } },
    });
    expect(standIn.session(session.id)?.payment_intent).toMatch(/^pi_/);

    const settled = await standIn.settle(session.id, "succeeded");
    expect(settled).toMatchObject({
      type: "checkout.session.async_payment_succeeded",
      data: { object: { status: "complete", payment_status: "paid" } },
    });
    expect(receiver.received.map((delivery) => verified(stripe, standIn, delivery).type)).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
    ]);
    // The first event's object is as it was then.
    expect(standIn.events()[0]).toMatchObject({ data: { object: { payment_status: "unpaid" } } });
    await expect(standIn.settle(session.id, "succeeded")).rejects.toThrow(/no FPX payment/);
  });

  it("completes unpaid, then fails", async () => {
    const { standIn, stripe } = await setUp();
    const session = await stripe.checkout.sessions.create(checkoutParams());
    await standIn.pay(session.id, "fpx", { deliver: false });
    const failed = await standIn.settle(session.id, "failed");
    expect(failed).toMatchObject({
      type: "checkout.session.async_payment_failed",
      data: { object: { status: "complete", payment_status: "unpaid" } },
    });
    const error = await failure(
      stripe.refunds.create({
        payment_intent: String(standIn.session(session.id)?.payment_intent),
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: "payment_intent" });
  });
});

describe("the Stripe stand-in's refunds", () => {
  async function paidSession(method: "card" | "fpx") {
    const context = await setUp();
    const session = await context.stripe.checkout.sessions.create(checkoutParams());
    await context.standIn.pay(session.id, method);
    if (method === "fpx") await context.standIn.settle(session.id, "succeeded");
    const paymentIntent = String(context.standIn.session(session.id)?.payment_intent);
    context.receiver.received.length = 0;
    return { ...context, paymentIntent };
  }

  it("refunds a card payment in part, then the rest, and no more", async () => {
    const { standIn, stripe, receiver, paymentIntent } = await paidSession("card");
    const part = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: 5000,
        metadata: { saleId: "s1" },
        reason: "requested_by_customer",
      },
      { idempotencyKey: "refund-1" },
    );
    expect(part).toMatchObject({
      object: "refund",
      amount: 5000,
      currency: "myr",
      payment_intent: paymentIntent,
      status: "succeeded",
      metadata: { saleId: "s1" },
      reason: "requested_by_customer",
    });
    expect(part.id).toMatch(/^re_/);
    expect(part.charge).toMatch(/^ch_/);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2));
    const [created, refunded] = receiver.received.map((delivery) =>
      verified(stripe, standIn, delivery),
    );
    expect(created).toMatchObject({
      type: "refund.created",
      request: { id: part.lastResponse.requestId, idempotency_key: "refund-1" },
      data: { object: { id: part.id } },
    });
    expect(refunded).toMatchObject({
      type: "charge.refunded",
      data: {
        object: {
          id: part.charge,
          amount: 15000,
          amount_refunded: 5000,
          refunded: false,
          payment_intent: paymentIntent,
          metadata: { orderId: "order-1" },
        },
      },
    });

    const tooMuch = await failure(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 20000 }),
    );
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });

    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(10000);
    expect(await stripe.refunds.retrieve(rest.id)).toMatchObject({ id: rest.id, amount: 10000 });

    const again = await failure(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(again).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    expect(standIn.refunds().map((refund) => refund.amount)).toEqual([5000, 10000]);
  });

  it("refuses the next refund when told to, then refunds again", async () => {
    const { standIn, stripe, paymentIntent } = await paidSession("card");
    standIn.refuseNextRefund("The bank is closed today.", "refund_disabled");
    const refused = await failure(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({
      statusCode: 400,
      rawType: "invalid_request_error",
      code: "refund_disabled",
      message: "The bank is closed today.",
    });
    standIn.refuseNextRefund("Already refunded.");
    expect(await failure(stripe.refunds.create({ payment_intent: paymentIntent }))).toMatchObject({
      code: "charge_already_refunded",
    });
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).status).toBe(
      "succeeded",
    );
  });

  it("lists a payment's refunds, newest first, a page at a time", async () => {
    const { stripe, paymentIntent } = await paidSession("card");
    const made = [];
    for (const amount of [1000, 2000, 3000]) {
      made.push(await stripe.refunds.create({ payment_intent: paymentIntent, amount }));
    }
    const page = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 2 });
    expect(page.data.map((refund) => refund.amount)).toEqual([3000, 2000]);
    expect(page.has_more).toBe(true);
    const all = [];
    for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 2 })) {
      all.push(refund.id);
    }
    expect(all).toEqual(made.map((refund) => refund.id).reverse());
    expect((await stripe.refunds.list({ payment_intent: "pi_other" })).data).toEqual([]);
  });

  it("while troubled, answers refunds late or drops them (made, events kept back), or fails them (not made)", async () => {
    const { standIn, receiver, paymentIntent } = await paidSession("card");
    const impatient = new Stripe(standIn.secretKey, {
      host: "127.0.0.1",
      port: new URL(standIn.url).port,
      protocol: "http",
      maxNetworkRetries: 0,
      timeout: 200,
    });
    const ask = (amount: number, key: string) =>
      failure(
        impatient.refunds.create(
          { payment_intent: paymentIntent, amount },
          { idempotencyKey: key },
        ),
      );

    standIn.troubleRefunds({ kind: "late", ms: 1_000 });
    expect(await ask(1000, "late")).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    standIn.troubleRefunds({ kind: "dropped" });
    expect(await ask(2000, "dropped")).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    // A retry replaying a key is troubled as well.
    expect(await ask(1000, "late")).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    standIn.troubleRefunds({ kind: "failing" });
    expect(await ask(3000, "failing")).toMatchObject({
      statusCode: 500,
      rawType: "api_error",
    });
    expect(standIn.refunds().map((refund) => refund.amount)).toEqual([1000, 2000]);
    expect(standIn.events().filter((event) => event.type === "refund.created")).toHaveLength(2);
    expect(receiver.received).toEqual([]);

    standIn.troubleRefunds(null);
    const replayed = await impatient.refunds.create(
      { payment_intent: paymentIntent, amount: 1000 },
      { idempotencyKey: "late" },
    );
    expect(replayed.id).toBe(standIn.refunds()[0]!.id);
  });

  it("answers 404 for a payment it never took", async () => {
    const { stripe } = await paidSession("card");
    const error = await failure(stripe.refunds.create({ payment_intent: "pi_unknown" }));
    expect(error).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "payment_intent",
    });
  });

  it("keeps an FPX refund pending until it settles", async () => {
    const { standIn, stripe, receiver, paymentIntent } = await paidSession("fpx");
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 4000 });
    expect(refund.status).toBe("pending");
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    expect(verified(stripe, standIn, receiver.received[0]!).type).toBe("refund.created");

    const updated = await standIn.settleRefund(refund.id, "succeeded");
    expect(updated).toMatchObject({
      type: "refund.updated",
      data: {
        object: { id: refund.id, status: "succeeded" },
        previous_attributes: { status: "pending" },
      },
    });
    expect(
      receiver.received.slice(1).map((delivery) => verified(stripe, standIn, delivery)),
    ).toMatchObject([
      { type: "refund.updated" },
      { type: "charge.refunded", data: { object: { amount_refunded: 4000 } } },
    ]);

    const failing = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(failing).toMatchObject({ amount: 11000, status: "pending" });
    const failed = await standIn.settleRefund(failing.id, "failed");
    expect(failed).toMatchObject({
      type: "refund.updated",
      data: { object: { status: "failed" } },
    });
    // A failed refund gives its amount back to what can be refunded.
    expect((await stripe.refunds.create({ payment_intent: paymentIntent })).amount).toBe(11000);
    await expect(standIn.settleRefund(failing.id, "succeeded")).rejects.toThrow(/not pending/);
  });
});
