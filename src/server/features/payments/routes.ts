import { type Context, Hono } from "hono";
import Stripe from "stripe";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import { checkoutSchema, ORDER_STATUSES } from "../../../shared/payments.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { baseUrl } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery, pathId } from "../../http/validate.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { getPaymentOrder, listPaymentOrders } from "./get-payment-orders.ts";
import { handleStripeEvent } from "./handle-stripe-event.ts";
import { notAnEvent, readStripeEvent } from "./read-stripe-event.ts";
import { startCheckout } from "./start-checkout.ts";

/** Stripe's own default: a signature older than five minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The studio's Stripe client, or the refusal of a studio that takes no payments online. */
function stripeOf(c: Context<AppEnv>): Stripe {
  const { stripe } = c.var.deps;
  if (!stripe) throw new AppError("payments_off", MESSAGES.paymentsOff, 404);
  return stripe;
}

const ordersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(", ")}` }),
});

/** /api/payments (issue #24): the signed-in student's checkout and orders. */
export const paymentRoutes = new Hono<AppEnv>()
  .post("/checkout", async (c) => {
    const session = requireSession(c.var.session);
    const stripe = stripeOf(c);
    const input = await parseJson(c, checkoutSchema);
    const { deps } = c.var;
    const started = await startCheckout(deps.db, stripe, {
      ...input,
      userId: session.user.id,
      appUrl: baseUrl(deps.settings),
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    });
    return c.json(started, 201);
  })
  .get("/orders", async (c) => {
    const session = requireSession(c.var.session);
    const { status } = parseQuery(c, ordersQuerySchema);
    return c.json({
      items: await listPaymentOrders(c.var.deps.db, {
        userId: session.user.id,
        statuses: [status],
      }),
    });
  })
  .get("/orders/:id", async (c) => {
    const session = requireSession(c.var.session);
    const orderId = pathId(c.req.param("id"), "order_not_found", MESSAGES.orderNotFound);
    return c.json(await getPaymentOrder(c.var.deps.db, { userId: session.user.id, orderId }));
  });

/**
 * `POST /api/payments/stripe/webhook`: Stripe's events, believed only when their signature
 * verifies against the raw body. Mounted outside the same-origin check (Stripe is not a browser)
 * and outside sessions; nothing else is.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const stripe = stripeOf(c);
  const { deps, log } = c.var;
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = stripe.webhooks.constructEvent(
      raw,
      c.req.header("stripe-signature") ?? "",
      deps.settings.STRIPE_WEBHOOK_SECRET!,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      // Signed, then not an event at all (not JSON, or a thin v2 notification).
      throw notAnEvent();
    }
    log.warn("stripe webhook refused: its signature does not verify");
    throw new AppError("bad_signature", MESSAGES.webhookSignature, 400);
  }
  const event = readStripeEvent(body);
  const mail = await bookingMailContext(deps);
  const outcome = await handleStripeEvent(deps.db, stripe, event, {
    now: deps.now(),
    timeZone: mail.timeZone,
    mail,
  });
  log.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
  if (outcome === "handled") deps.mail.kick();
  return c.json({ received: true });
});
