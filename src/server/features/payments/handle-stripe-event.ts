import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database, Transaction } from "../../db/client.ts";
import { paymentOrder, stripeEvent } from "../../db/schema/payments.ts";
import { lockStudent } from "../credits/lock-student.ts";
import { type FulfilContext, fulfilOrder, intentIdOf } from "./fulfil-order.ts";
import { ourId } from "./read-stripe-event.ts";
import { findOnlineRefund, settleOnlineRefund } from "./settle-online-refund.ts";
import { refundReader } from "./stripe-refunds.ts";

/** What became of an event: acted on, a repeat of one acted on, or nothing of ours. */
export type EventOutcome = "handled" | "duplicate" | "ignored";

/**
 * A verified Stripe event (issue #24), acted on once: the event's id is recorded in the
 * transaction that acts on it, so a second delivery (or the same one at another instance) finds
 * it and does nothing, and a failure leaves it for Stripe to deliver again. Orders only move
 * forward, whatever order the events come in: a paid order stays paid. A refund already failed
 * is confirmed only if Stripe's API (`stripe`), asked again, says it succeeded.
 */
export async function handleStripeEvent(
  db: Database,
  stripe: Stripe,
  event: Stripe.Event,
  context: FulfilContext,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type, receivedAt: context.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    if (!fresh) return "duplicate";
    const outcome = await actOn(tx, stripe, event, context);
    // Nothing of it was acted on, so nothing of it is kept either.
    if (outcome === "ignored") await tx.delete(stripeEvent).where(eq(stripeEvent.id, event.id));
    return outcome;
  });
}

async function actOn(
  tx: Transaction,
  stripe: Stripe,
  event: Stripe.Event,
  context: FulfilContext,
): Promise<EventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return onSession(tx, event.type, event.data.object, context);
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      const ours = await findOnlineRefund(tx, refund);
      if (!ours) return "ignored";
      await settleOnlineRefund(tx, ours, refund, context, refundReader(stripe));
      return "handled";
    }
    default:
      return "ignored";
  }
}

async function onSession(
  tx: Transaction,
  type: string,
  session: Stripe.Checkout.Session,
  context: FulfilContext,
): Promise<EventOutcome> {
  const order = await lockOrder(tx, session);
  if (!order) return "ignored";
  const settled = order.status === "paid" || order.status === "refunded";
  const unsettled = order.status === "open" || order.status === "pending";
  const paid = session.payment_status === "paid";
  if (
    type === "checkout.session.completed" ||
    type === "checkout.session.async_payment_succeeded"
  ) {
    if (paid && !settled) await fulfilOrder(tx, order, session, context);
    else if (!paid && order.status === "open") {
      // Paid by a method that settles later (FPX): the student sees it pending meanwhile.
      await setStatus(tx, order.id, "pending", context.now, {
        paymentIntentId: intentIdOf(session),
      });
    }
  } else if (type === "checkout.session.async_payment_failed" && unsettled) {
    await setStatus(tx, order.id, "failed", context.now, {
      failure: "The bank did not confirm the payment.",
    });
  } else if (type === "checkout.session.expired" && order.status === "open") {
    await setStatus(tx, order.id, "expired", context.now);
  }
  return "handled";
}

/**
 * The order a session was made for (by the id we gave it), locked: the student's row first, as
 * every change of their credits takes it, then the order's.
 */
async function lockOrder(tx: Transaction, session: Stripe.Checkout.Session) {
  const orderId = ourId(session.metadata?.orderId ?? session.client_reference_id);
  if (!orderId) return undefined;
  const [found] = await tx
    .select({ userId: paymentOrder.userId, sessionId: paymentOrder.checkoutSessionId })
    .from(paymentOrder)
    .where(eq(paymentOrder.id, orderId));
  // Another session naming our order is not ours to act on.
  if (!found || (found.sessionId !== null && found.sessionId !== session.id)) return undefined;
  await lockStudent(tx, found.userId);
  const [order] = await tx
    .select()
    .from(paymentOrder)
    .where(eq(paymentOrder.id, orderId))
    .for("update");
  return order;
}

async function setStatus(
  tx: Transaction,
  orderId: string,
  status: "pending" | "failed" | "expired",
  now: Date,
  also: { paymentIntentId?: string | null; failure?: string } = {},
) {
  await tx
    .update(paymentOrder)
    .set({ status, ...also, updatedAt: now })
    .where(eq(paymentOrder.id, orderId));
}
