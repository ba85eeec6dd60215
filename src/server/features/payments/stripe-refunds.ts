import Stripe from "stripe";
import type { OnlineRefundRow, RereadRefund } from "./settle-online-refund.ts";

/**
 * Whether Stripe's error refuses the request, so it refunded nothing: an answer in the 4xx range
 * (an invalid request, a card's or bank's refusal), apart from 409 (another request with the key
 * under way) and 429 (too many at once). Anything else (a timeout, a lost connection, a 5xx)
 * leaves the outcome unknown: Stripe may have refunded.
 */
export function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** Reads a refund from Stripe's API; one Stripe does not have is undefined. */
export function refundReader(stripe: Stripe): RereadRefund {
  return async (stripeRefundId) => {
    try {
      return await stripe.refunds.retrieve(stripeRefundId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
}

/**
 * Stripe's refund for one of ours, if Stripe made it: by its id once known, else by the id we
 * gave it in its metadata, among the payment's refunds (an Idempotency-Key lasts only a day).
 */
export async function findStripeRefund(
  stripe: Stripe,
  asked: OnlineRefundRow,
  paymentIntentId: string | null,
): Promise<Stripe.Refund | undefined> {
  if (asked.stripeRefundId) return refundReader(stripe)(asked.stripeRefundId);
  if (!paymentIntentId) return undefined;
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
    if (refund.metadata?.onlineRefundId === asked.id) return refund;
  }
  return undefined;
}
