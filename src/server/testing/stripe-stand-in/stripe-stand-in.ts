/**
 * A local stand-in for the few Stripe endpoints the app uses (Checkout Sessions, Refunds) and for
 * Stripe's webhook deliveries, so that tests pay, settle and refund without the internet, through
 * the official `stripe` library pointed at it (`host`, `port`, `protocol`). It answers in Stripe's
 * documented shapes, typed with the library's own types. It is not Stripe, and its Checkout page
 * says so.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";
import {
  checkoutPage,
  closedPage,
  formatAmount,
  type LineItem,
  messagePage,
} from "./checkout-page.ts";
import {
  FormBodyError,
  type FormObject,
  type FormValue,
  isFormObject,
  parseFormBody,
} from "./form-body.ts";
import {
  customerDetails,
  newCharge,
  newCheckoutSession,
  newEvent,
  newId,
  newRefund,
  nowSeconds,
  type PaymentMethod,
} from "./stripe-objects.ts";

export interface StripeStandIn {
  /** http://127.0.0.1:PORT — what the app's STRIPE_API_URL is set to; the Checkout stand-in page is served here too. */
  url: string;
  /** The only secret key it accepts (sent by the library as `Authorization: Bearer …`); any other: 401 in Stripe's error shape. */
  secretKey: string;
  /** The webhook signing secret events are signed with. */
  webhookSecret: string;
  /** Where events are POSTed (the app's `/api/payments/stripe/webhook`); until set, events are only recorded. */
  setWebhookUrl(url: string): void;
  session(id: string): Stripe.Checkout.Session | undefined;
  sessions(): Stripe.Checkout.Session[];
  refunds(): Stripe.Refund[];
  /** Every event made so far, oldest first. */
  events(): Stripe.Event[];
  /** As the Checkout page's Pay does. "card"/"grabpay": session complete + paid at once, one `checkout.session.completed`. "fpx": complete + unpaid (payment still processing), `checkout.session.completed` with payment_status "unpaid". Delivers the event unless deliver === false. Answers the event. */
  pay(
    sessionId: string,
    method: "card" | "fpx" | "grabpay",
    options?: { deliver?: boolean },
  ): Promise<Stripe.Event>;
  /** An FPX payment that settles later: "succeeded" → payment_status "paid", `checkout.session.async_payment_succeeded`; "failed" → `checkout.session.async_payment_failed`. */
  settle(
    sessionId: string,
    outcome: "succeeded" | "failed",
    options?: { deliver?: boolean },
  ): Promise<Stripe.Event>;
  /** The session lapses unpaid: status "expired", `checkout.session.expired`. */
  expire(sessionId: string, options?: { deliver?: boolean }): Promise<Stripe.Event>;
  /** (Re)delivers an event, signed with `stripe.webhooks.generateTestHeaderString` unless a header is given (to test forged/stale ones); `timestamp` (seconds) for a stale signature. Answers the app's HTTP status and body text. */
  deliver(
    event: Stripe.Event,
    options?: { signature?: string; timestamp?: number },
  ): Promise<{ status: number; body: string }>;
  /** Delivers any body, signed as `deliver` signs an event: for an app's handling of a body Stripe itself would never send (an array, a number, an event without `data.object`). Answers as `deliver`. */
  deliverPayload(
    payload: string,
    options?: { signature?: string; timestamp?: number },
  ): Promise<{ status: number; body: string }>;
  /** The next POST /v1/refunds is refused with this message (HTTP 400, Stripe error shape, type "invalid_request_error", code given or "charge_already_refunded"). */
  refuseNextRefund(message: string, code?: string): void;
  /**
   * What becomes of every POST /v1/refunds (a retry replaying its Idempotency-Key too) until
   * set back to null: "late", made (its events recorded, not delivered) and answered `ms` later,
   * after the client has given up; "dropped", made, then its connection closed unanswered;
   * "failing", not made, answered 500 api_error.
   */
  troubleRefunds(trouble: RefundTrouble | null): void;
  /** A refund of an FPX payment is "pending" when made; this settles it ("succeeded" or "failed"), emitting `refund.updated`, then `charge.refunded` on success or `refund.failed` on failure, delivered unless deliver === false. */
  settleRefund(
    refundId: string,
    outcome: "succeeded" | "failed",
    options?: { deliver?: boolean },
  ): Promise<Stripe.Event>;
  close(): Promise<void>;
}

/** How POST /v1/refunds fails to give the client Stripe's answer (`troubleRefunds`). */
export type RefundTrouble =
  | { kind: "late"; ms: number }
  | { kind: "dropped" }
  | { kind: "failing" };

/** The app's settings (its STRIPE_* environment) that send it to this stand-in. */
export function stripeSettings(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  };
}

/** An answer of the API in Stripe's error shape: `{ error: { type, message, code?, param? } }`. */
class ApiError extends Error {
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    options: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
    this.type = options.type ?? "invalid_request_error";
    this.code = options.code;
    this.param = options.param;
  }

  body() {
    const { code, param } = this;
    return {
      error: {
        ...(code
          ? { code, doc_url: `https://docs.stripe.com/error-codes/${code.replaceAll("_", "-")}` }
          : {}),
        message: this.message,
        ...(param ? { param } : {}),
        type: this.type,
      },
    };
  }
}

function missing(param: string): ApiError {
  return new ApiError(400, `Missing required param: ${param}.`, {
    code: "parameter_missing",
    param,
  });
}

function invalid(param: string, message: string, code?: string): ApiError {
  return new ApiError(400, message, code ? { param, code } : { param });
}

function noSuch(kind: string, id: string, param: string): ApiError {
  return new ApiError(404, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
}

const PAYMENT_METHODS: readonly PaymentMethod[] = ["card", "fpx", "grabpay"];

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method === value);
}

const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

interface SessionRecord {
  session: Stripe.Checkout.Session;
  lineItems: LineItem[];
  /** `payment_intent_data[metadata]`, which Stripe gives the PaymentIntent and its charge. */
  paymentMetadata: Stripe.Metadata;
  /** Made when the customer pays. */
  charge?: Stripe.Charge;
}

interface RefundRecord {
  refund: Stripe.Refund;
  charge: Stripe.Charge;
}

interface ApiAnswer {
  status: number;
  body: unknown;
  /** Delivered once the answer is sent, as Stripe sends webhooks after answering. */
  events: Stripe.Event[];
}

interface StoredAnswer {
  path: string;
  fingerprint: string;
  status: number;
  body: unknown;
}

type DeliverOption = { deliver?: boolean };

/** Events of the Checkout page, of the bank, or of time, not of an API request. */
const NO_REQUEST: Stripe.Event.Request = { id: null, idempotency_key: null };

export async function startStripeStandIn(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = newId("sk_test_standin_");
  const webhookSecret = newId("whsec_", 32);
  const signer = new Stripe(secretKey);
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, SessionRecord>();
  const chargesByPaymentIntent = new Map<string, Stripe.Charge>();
  const refunds = new Map<string, RefundRecord>();
  const events: Stripe.Event[] = [];
  const idempotentAnswers = new Map<string, StoredAnswer>();
  let refusal: { message: string; code: string } | undefined;
  let refundTrouble: RefundTrouble | null = null;
  const lateAnswers = new Set<NodeJS.Timeout>();
  // One delivery at a time, in the order events were made, so tests see a stable order.
  let deliveries: Promise<unknown> = Promise.resolve();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure = new ApiError(500, `The stand-in for Stripe failed: ${describe(error)}`, {
        type: "api_error",
      });
      sendJson(res, failure.status, failure.body());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No TCP address");
  const url = `http://127.0.0.1:${address.port}`;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = new URL(req.url ?? "/", url);
    const path = target.pathname;
    const body = await readBody(req);
    const page = /^\/pay\/([^/]+)$/.exec(path);
    if (page) {
      await handlePage(req.method ?? "GET", decodeURIComponent(page[1]!), body, res);
      return;
    }
    const requestId = newId("req_", 14);
    res.setHeader("request-id", requestId);
    const method = req.method ?? "GET";
    const troubled = method === "POST" && path === "/v1/refunds" ? refundTrouble : null;
    if (troubled?.kind === "failing") {
      const failure = new ApiError(500, "An error occurred with our connection to Stripe.", {
        type: "api_error",
      });
      sendJson(res, failure.status, failure.body());
      return;
    }
    let answer: ApiAnswer;
    try {
      authenticate(req.headers.authorization);
      const params = parseFormBody(method === "POST" ? body : target.search.slice(1));
      const key = header(req, "idempotency-key");
      const request = { id: requestId, idempotency_key: key ?? null };
      if (method !== "POST" || key === undefined) {
        answer = route(method, path, params, request);
      } else {
        const replay = idempotentReplay(key, path, params);
        if (replay) {
          res.setHeader("idempotent-replayed", "true");
          if (troubled) answerTroubled(res, troubled, replay.status, replay.body);
          else sendJson(res, replay.status, replay.body);
          return;
        }
        answer = route(method, path, params, request);
        // As Stripe, keep only what the endpoint did: a refused request may be tried again.
        if (answer.status < 300) {
          idempotentAnswers.set(key, {
            path,
            fingerprint: fingerprint(params),
            status: answer.status,
            body: structuredClone(answer.body),
          });
        }
      }
    } catch (error) {
      if (error instanceof FormBodyError) {
        answer = { status: 400, body: invalid(error.param, error.message).body(), events: [] };
      } else if (error instanceof ApiError) {
        answer = { status: error.status, body: error.body(), events: [] };
      } else {
        throw error;
      }
    }
    if (troubled) {
      // Made, but its answer lost: its events wait for the test to deliver them.
      answerTroubled(res, troubled, answer.status, answer.body);
      return;
    }
    sendJson(res, answer.status, answer.body);
    for (const event of answer.events) void send(event);
  }

  /** Answers a troubled request late (once the client has given up), or not at all. */
  function answerTroubled(
    res: ServerResponse,
    trouble: Exclude<RefundTrouble, { kind: "failing" }>,
    status: number,
    body: unknown,
  ): void {
    if (trouble.kind === "dropped") {
      res.destroy();
      return;
    }
    const timer = setTimeout(() => {
      lateAnswers.delete(timer);
      if (!res.destroyed) sendJson(res, status, body);
    }, trouble.ms);
    lateAnswers.add(timer);
  }

  function authenticate(authorization: string | undefined): void {
    const key = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1];
    if (key === undefined) {
      throw new ApiError(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== secretKey) {
      const shown =
        key.length > 12
          ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}`
          : "***";
      throw new ApiError(401, `Invalid API Key provided: ${shown}`);
    }
  }

  function idempotentReplay(key: string, path: string, params: FormObject) {
    const stored = idempotentAnswers.get(key);
    if (!stored) return undefined;
    if (stored.path !== path) {
      throw new ApiError(
        400,
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${path}' vs '${stored.path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: "idempotency_error" },
      );
    }
    if (stored.fingerprint !== fingerprint(params)) {
      throw new ApiError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: "idempotency_error" },
      );
    }
    return stored;
  }

  function route(
    method: string,
    path: string,
    params: FormObject,
    request: Stripe.Event.Request,
  ): ApiAnswer {
    const session = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(path);
    const refund = /^\/v1\/refunds(?:\/([^/]+))?$/.exec(path);
    if (session) {
      const [, id, expire] = session;
      if (method === "POST" && id === undefined) {
        return { status: 200, body: createSession(params), events: [] };
      }
      if (method === "GET" && id !== undefined && !expire) {
        return { status: 200, body: findSession(id).session, events: [] };
      }
      if (method === "POST" && id !== undefined && expire) {
        const record = findSession(id);
        const event = expireSession(record, request);
        return { status: 200, body: record.session, events: [event] };
      }
    }
    if (refund) {
      const [, id] = refund;
      if (method === "POST" && id === undefined) return createRefund(params, request);
      if (method === "GET" && id === undefined) {
        return { status: 200, body: listRefunds(params), events: [] };
      }
      if (method === "GET" && id !== undefined) {
        const found = refunds.get(id);
        if (!found) throw noSuch("refund", id, "id");
        return { status: 200, body: found.refund, events: [] };
      }
    }
    throw new ApiError(
      404,
      `Unrecognized request URL (${method}: ${path}). This stand-in for Stripe answers only Checkout Sessions and Refunds.`,
    );
  }

  function createSession(params: FormObject): Stripe.Checkout.Session {
    const mode = text(params, "mode");
    if (mode === undefined) throw missing("mode");
    if (mode !== "payment") {
      throw invalid(
        "mode",
        `This stand-in for Stripe supports only mode "payment", not "${mode}".`,
      );
    }
    const items = params.line_items;
    if (items === undefined) throw missing("line_items");
    if (!Array.isArray(items) || items.length === 0) {
      throw invalid("line_items", "Invalid array: line_items must list at least one item.");
    }
    const lineItems = items.map((item, index) => readLineItem(item, `line_items[${index}]`));
    const currency = lineItems[0]!.currency;
    const mixed = lineItems.findIndex((item) => item.currency !== currency);
    if (mixed !== -1) {
      throw invalid(
        `line_items[${mixed}][price_data][currency]`,
        "All line items must have the same currency.",
      );
    }
    const successUrl = text(params, "success_url");
    if (successUrl === undefined) throw missing("success_url");
    const cancelUrl = text(params, "cancel_url") ?? null;
    for (const [param, value] of [
      ["success_url", successUrl],
      ["cancel_url", cancelUrl],
    ] as const) {
      if (value !== null && !URL.canParse(value)) {
        throw invalid(param, "Not a valid URL", "url_invalid");
      }
    }
    const id = newId("cs_test_", 58);
    const session = newCheckoutSession({
      id,
      url: `${url}/pay/${id}`,
      currency,
      amountTotal: lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
      customerEmail: text(params, "customer_email") ?? null,
      clientReferenceId: text(params, "client_reference_id") ?? null,
      metadata: metadata(params, "metadata"),
      successUrl,
      cancelUrl,
      ...paymentMethods(params, currency),
    });
    const paymentIntentData = params.payment_intent_data;
    sessions.set(id, {
      session,
      lineItems,
      paymentMetadata: isFormObject(paymentIntentData)
        ? metadata(paymentIntentData, "metadata", "payment_intent_data[metadata]")
        : {},
    });
    return session;
  }

  function findSession(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw noSuch("checkout.session", id, "session");
    return record;
  }

  function expireSession(record: SessionRecord, request: Stripe.Event.Request): Stripe.Event {
    const { session } = record;
    if (session.status !== "open") {
      throw new ApiError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = "expired";
    return makeEvent({ type: "checkout.session.expired", data: { object: session } }, request);
  }

  function createRefund(params: FormObject, request: Stripe.Event.Request): ApiAnswer {
    if (refusal) {
      const { message, code } = refusal;
      refusal = undefined;
      throw new ApiError(400, message, { code });
    }
    const paymentIntent = text(params, "payment_intent");
    if (paymentIntent === undefined) throw missing("payment_intent");
    const charge = chargesByPaymentIntent.get(paymentIntent);
    if (!charge) throw noSuch("payment_intent", paymentIntent, "payment_intent");
    if (charge.status !== "succeeded") {
      throw invalid(
        "payment_intent",
        `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
        "charge_not_refundable",
      );
    }
    const left = unrefunded(charge);
    if (left === 0) {
      throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const asked = text(params, "amount");
    const amount = asked === undefined ? left : positiveInteger(asked, "amount");
    if (amount > left) {
      throw invalid(
        "amount",
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
        "amount_too_large",
      );
    }
    const reason = text(params, "reason") ?? null;
    if (reason !== null && !REFUND_REASONS.includes(reason)) {
      throw invalid(
        "reason",
        "Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer",
      );
    }
    const pending = charge.payment_method_details?.type === "fpx";
    const refund = newRefund({
      amount,
      charge,
      status: pending ? "pending" : "succeeded",
      metadata: metadata(params, "metadata"),
      reason,
    });
    refunds.set(refund.id, { refund, charge });
    const made = [makeEvent({ type: "refund.created", data: { object: refund } }, request)];
    if (!pending) made.push(chargeRefunded(charge, amount, request));
    return { status: 200, body: refund, events: made };
  }

  /** `GET /v1/refunds`: newest first, of one `payment_intent` or `charge` if given, a page at a time. */
  function listRefunds(params: FormObject): Stripe.ApiList<Stripe.Refund> {
    const paymentIntent = text(params, "payment_intent");
    const charge = text(params, "charge");
    const limit = text(params, "limit");
    const size = limit === undefined ? 10 : Math.min(100, positiveInteger(limit, "limit"));
    const after = text(params, "starting_after");
    let found = [...refunds.values()]
      .map((record) => record.refund)
      .filter(
        (refund) =>
          (paymentIntent === undefined || refund.payment_intent === paymentIntent) &&
          (charge === undefined || refund.charge === charge),
      )
      .reverse();
    if (after !== undefined) {
      const index = found.findIndex((refund) => refund.id === after);
      if (index === -1) throw noSuch("refund", after, "starting_after");
      found = found.slice(index + 1);
    }
    return {
      object: "list",
      data: structuredClone(found.slice(0, size)),
      has_more: found.length > size,
      url: "/v1/refunds",
    };
  }

  /** What can still be refunded: a pending refund holds its amount until it fails. */
  function unrefunded(charge: Stripe.Charge): number {
    let held = 0;
    for (const { refund } of refunds.values()) {
      if (refund.charge === charge.id && refund.status !== "failed") held += refund.amount;
    }
    return charge.amount - held;
  }

  function chargeRefunded(
    charge: Stripe.Charge,
    amount: number,
    request: Stripe.Event.Request,
  ): Stripe.Event {
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return makeEvent(
      { type: "charge.refunded", data: { object: charge, previous_attributes: previous } },
      request,
    );
  }

  /** Records an event as Stripe makes it, a snapshot of its object at that moment. */
  function makeEvent(
    content: Parameters<typeof newEvent>[0],
    request: Stripe.Event.Request = NO_REQUEST,
  ): Stripe.Event {
    const event = newEvent(content, request);
    events.push(event);
    return event;
  }

  async function emit(made: Stripe.Event[], options: DeliverOption = {}): Promise<Stripe.Event> {
    if (options.deliver !== false) for (const event of made) await send(event);
    return structuredClone(made[0]!);
  }

  /** Delivers to the app if it has said where; a failure is recorded in `pending_webhooks`. */
  function send(event: Stripe.Event): Promise<unknown> {
    return webhookUrl === undefined ? Promise.resolve() : post(webhookUrl, event, {});
  }

  function post(
    target: string,
    event: Stripe.Event | string,
    signing: { signature?: string; timestamp?: number },
  ): Promise<{ status: number; body: string }> {
    const delivery = deliveries.then(async () => {
      const payload = typeof event === "string" ? event : JSON.stringify(event, null, 2);
      const signature =
        signing.signature ??
        signer.webhooks.generateTestHeaderString({
          payload,
          secret: webhookSecret,
          timestamp: signing.timestamp ?? nowSeconds(),
        });
      try {
        const response = await fetch(target, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": signature,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          // Stripe counts a redirect as a failed delivery.
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        const recorded =
          typeof event === "string" ? undefined : events.find((made) => made.id === event.id);
        if (response.ok && recorded) recorded.pending_webhooks = 0;
        return { status: response.status, body: text };
      } catch (error) {
        return { status: 0, body: describe(error) };
      }
    });
    deliveries = delivery;
    return delivery;
  }

  async function handlePage(
    method: string,
    id: string,
    body: string,
    res: ServerResponse,
  ): Promise<void> {
    const record = sessions.get(id);
    if (!record) {
      sendHtml(res, 404, messagePage(`There is no Checkout Session ${id}.`));
      return;
    }
    const { session } = record;
    if (method === "GET") {
      const open = session.status === "open";
      sendHtml(res, 200, open ? checkoutPage(session, record.lineItems) : closedPage());
      return;
    }
    if (method !== "POST") {
      res.setHeader("allow", "GET, POST");
      sendHtml(res, 405, messagePage(`${method} is not allowed here.`));
      return;
    }
    if (session.status !== "open") {
      sendHtml(res, 409, closedPage());
      return;
    }
    let action: FormValue | undefined;
    try {
      action = parseFormBody(body).action;
    } catch {
      action = undefined;
    }
    if (action === "cancel" && session.cancel_url) {
      // As Stripe, the session stays open: the customer may come back to it.
      redirect(res, session.cancel_url);
      return;
    }
    if (isPaymentMethod(action) && session.payment_method_types.includes(action)) {
      // As Checkout, the app hears of the payment before the customer is back on its page.
      await standIn.pay(id, action);
      redirect(res, session.success_url!.replaceAll("{CHECKOUT_SESSION_ID}", id));
      return;
    }
    sendHtml(res, 400, messagePage("Choose one of the page's buttons."));
  }

  const standIn: StripeStandIn = {
    url,
    secretKey,
    webhookSecret,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    session(id) {
      const record = sessions.get(id);
      return record && structuredClone(record.session);
    },
    sessions: () => [...sessions.values()].map((record) => structuredClone(record.session)),
    refunds: () => [...refunds.values()].map(({ refund }) => structuredClone(refund)),
    events: () => structuredClone(events),

    async pay(sessionId, method, options) {
      const record = findSession(sessionId);
      const { session } = record;
      if (session.status !== "open") {
        throw new Error(`Checkout Session ${sessionId} is ${session.status}: it can't be paid.`);
      }
      if (!session.payment_method_types.includes(method)) {
        throw new Error(`Checkout Session ${sessionId} does not offer ${method}.`);
      }
      const paymentIntent = newId("pi_");
      const charge = newCharge({
        amount: session.amount_total ?? 0,
        currency: session.currency ?? "",
        paymentIntent,
        method,
        email: session.customer_email,
        metadata: record.paymentMetadata,
      });
      record.charge = charge;
      chargesByPaymentIntent.set(paymentIntent, charge);
      session.status = "complete";
      session.payment_intent = paymentIntent;
      session.customer_details = customerDetails(session.customer_email);
      session.payment_status = charge.status === "succeeded" ? "paid" : "unpaid";
      return emit(
        [makeEvent({ type: "checkout.session.completed", data: { object: session } })],
        options,
      );
    },

    async settle(sessionId, outcome, options) {
      const record = findSession(sessionId);
      const { session, charge } = record;
      if (charge?.status !== "pending") {
        throw new Error(`Checkout Session ${sessionId} has no FPX payment waiting to settle.`);
      }
      if (outcome === "failed") {
        charge.status = "failed";
        charge.failure_message = "The customer's bank did not complete the payment.";
        return emit(
          [makeEvent({ type: "checkout.session.async_payment_failed", data: { object: session } })],
          options,
        );
      }
      charge.status = "succeeded";
      charge.paid = true;
      charge.captured = true;
      charge.amount_captured = charge.amount;
      charge.balance_transaction = newId("txn_");
      session.payment_status = "paid";
      return emit(
        [
          makeEvent({
            type: "checkout.session.async_payment_succeeded",
            data: { object: session },
          }),
        ],
        options,
      );
    },

    async expire(sessionId, options) {
      return emit([expireSession(findSession(sessionId), NO_REQUEST)], options);
    },

    async deliver(event, options = {}) {
      if (webhookUrl === undefined) throw new Error("No webhook URL: call setWebhookUrl first.");
      return post(webhookUrl, event, options);
    },

    async deliverPayload(payload, options = {}) {
      if (webhookUrl === undefined) throw new Error("No webhook URL: call setWebhookUrl first.");
      return post(webhookUrl, payload, options);
    },

    refuseNextRefund(message, code = "charge_already_refunded") {
      refusal = { message, code };
    },

    troubleRefunds(trouble) {
      refundTrouble = trouble;
    },

    async settleRefund(refundId, outcome, options) {
      const found = refunds.get(refundId);
      if (found?.refund.status !== "pending") {
        throw new Error(`Refund ${refundId} is not pending.`);
      }
      const { refund, charge } = found;
      refund.status = outcome;
      refund.pending_reason = undefined;
      if (outcome === "failed") {
        refund.failure_reason = "declined";
        refund.failure_balance_transaction = newId("txn_");
      }
      const made = [
        makeEvent({
          type: "refund.updated",
          data: { object: refund, previous_attributes: { status: "pending" } },
        }),
      ];
      if (outcome === "succeeded") {
        made.push(chargeRefunded(charge, refund.amount, NO_REQUEST));
      } else {
        made.push(makeEvent({ type: "refund.failed", data: { object: refund } }));
      }
      return emit(made, options);
    },

    async close() {
      for (const timer of lateAnswers) clearTimeout(timer);
      await deliveries;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
  return standIn;
}

function text(params: FormObject, key: string, param = key): string | undefined {
  const value = params[key];
  if (value === undefined || typeof value === "string") return value;
  throw invalid(param, `Invalid string: ${param} must be text.`);
}

/** Stripe's `metadata`: text values; an empty value (`metadata=`) means none. */
function metadata(params: FormObject, key: string, param = key): Stripe.Metadata {
  const value = params[key];
  if (value === undefined || value === "") return {};
  if (!isFormObject(value)) throw invalid(param, `Invalid object: ${param} must be a hash.`);
  return Object.fromEntries(
    Object.keys(value).map((name) => [name, text(value, name, `${param}[${name}]`)!]),
  );
}

function positiveInteger(value: string, param: string): number {
  if (!/^-?\d+$/.test(value)) {
    throw invalid(param, `Invalid integer: ${value}`, "parameter_invalid_integer");
  }
  const number = Number(value);
  if (number < 1 || !Number.isSafeInteger(number)) {
    throw invalid(
      param,
      `Invalid positive integer: ${param} must be at least 1.`,
      "parameter_invalid_integer",
    );
  }
  return number;
}

function readLineItem(item: FormValue, param: string): LineItem & { currency: string } {
  if (!isFormObject(item)) throw invalid(param, `Invalid object: ${param} must be a hash.`);
  const price = text(item, "price", `${param}[price]`);
  // The stand-in keeps no catalogue of Prices, so an item can only bring its own price_data.
  if (price !== undefined) throw noSuch("price", price, `${param}[price]`);
  const priceData = item.price_data;
  if (priceData === undefined) throw missing(`${param}[price_data]`);
  if (!isFormObject(priceData)) throw invalid(`${param}[price_data]`, "Invalid object");
  const currency = text(priceData, "currency", `${param}[price_data][currency]`);
  if (currency === undefined) throw missing(`${param}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalid(
      `${param}[price_data][currency]`,
      `Invalid currency: ${currency}. A currency is a three-letter ISO code in lowercase, such as myr.`,
    );
  }
  const unitAmount = text(priceData, "unit_amount", `${param}[price_data][unit_amount]`);
  if (unitAmount === undefined) throw missing(`${param}[price_data][unit_amount]`);
  const productData = priceData.product_data;
  if (productData === undefined) throw missing(`${param}[price_data][product_data]`);
  if (!isFormObject(productData)) {
    throw invalid(`${param}[price_data][product_data]`, "Invalid object");
  }
  const name = text(productData, "name", `${param}[price_data][product_data][name]`);
  if (!name) throw missing(`${param}[price_data][product_data][name]`);
  const quantity = text(item, "quantity", `${param}[quantity]`);
  if (quantity === undefined) throw missing(`${param}[quantity]`);
  return {
    name,
    currency,
    unitAmount: positiveInteger(unitAmount, `${param}[price_data][unit_amount]`),
    quantity: positiveInteger(quantity, `${param}[quantity]`),
  };
}

/**
 * The methods offered, as Stripe computes them: those the account has on (card, FPX, GrabPay) that
 * take the currency (FPX and GrabPay only ringgit), narrowed by `allowed_payment_method_types`.
 */
function paymentMethods(params: FormObject, currency: string) {
  // The library's API version (since stripe-node 23) has no `payment_method_types` parameter.
  if (params.payment_method_types !== undefined) {
    throw invalid(
      "payment_method_types",
      "Received unknown parameter: payment_method_types. Use allowed_payment_method_types.",
      "parameter_unknown",
    );
  }
  const eligible: PaymentMethod[] = currency === "myr" ? [...PAYMENT_METHODS] : ["card"];
  const given = params.allowed_payment_method_types;
  if (given === undefined) return { allowed: null, offered: eligible };
  if (!Array.isArray(given) || !given.every((type) => typeof type === "string")) {
    throw invalid(
      "allowed_payment_method_types",
      "Invalid array: allowed_payment_method_types must list payment method types.",
    );
  }
  const offered = eligible.filter((type) => given.includes(type));
  if (offered.length === 0) {
    throw invalid(
      "allowed_payment_method_types",
      `None of the allowed payment method types (${given.join(", ")}) can take ${currency} here; this stand-in for Stripe offers card, and fpx and grabpay for myr.`,
    );
  }
  return { allowed: given, offered };
}

/** The same parameters in any order are the same request to Stripe's idempotency check. */
function fingerprint(params: FormObject): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body, null, 2));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res
    .writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    })
    .end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
