import { formatCredits } from "../../../shared/credits.ts";
import type { PaymentOrder } from "../../../shared/payments.ts";

/** How often the return page asks for the order while Stripe's webhook is awaited… */
export const POLL_MS = 1_500;
/**
 * …and for how long: a card's or GrabPay's webhook comes within seconds; past a minute the page
 * stops asking and says the payment is still being confirmed.
 */
export const WAIT_MS = 60_000;

/** How the student came back from Checkout: the server's success and cancel addresses say so. */
export type Returned = "paid" | "cancelled" | null;

/** The `?returned=` of the return page; anything else, as if they had not come from Checkout. */
export function returnedOf(value: string | null): Returned {
  return value === "paid" || value === "cancelled" ? value : null;
}

/**
 * Whether the page is waiting for Stripe's webhook: the student paid on Checkout's page and the
 * order is not paid yet. An open order they did not come back from paying was never paid.
 */
export function awaitsWebhook(order: Pick<PaymentOrder, "status">, returned: Returned): boolean {
  return order.status === "open" && returned === "paid";
}

export type OutcomeKind =
  | "paid"
  | "pending"
  | "waiting"
  | "confirming"
  | "not-completed"
  | "refunded";

/** What the return page says of an order: its headline, and lines under it. */
export interface PaymentOutcome {
  kind: OutcomeKind;
  headline: string;
  details: string[];
}

/**
 * The return page's words for the order as it is now, how the student came back, and whether
 * the wait for the webhook is over.
 */
export function paymentOutcome(
  order: Pick<PaymentOrder, "status" | "credits" | "item" | "failure">,
  returned: Returned,
  waitedOut: boolean,
): PaymentOutcome {
  const notCompleted: PaymentOutcome = {
    kind: "not-completed",
    headline: "Payment not completed — nothing was charged",
    details: [
      ...(order.failure ? [order.failure] : []),
      "You can try again from the Plans page, or pay at the front desk.",
    ],
  };
  switch (order.status) {
    case "paid":
      return {
        kind: "paid",
        headline:
          order.credits > 0
            ? `Payment received — ${formatCredits(order.credits)} added`
            : `Payment received — ${order.item} has started`,
        details: ["The receipt is on its way to you by e-mail too."],
      };
    case "pending":
      return {
        kind: "pending",
        headline: "Payment pending — your bank has not confirmed it yet",
        details: ["We add it as soon as your bank does; there is nothing more to do."],
      };
    case "refunded":
      return { kind: "refunded", headline: "This payment was refunded", details: [] };
    case "open":
      // Cancelling on Checkout's page leaves the order open (the student may go back to it),
      // but nothing was charged.
      if (!awaitsWebhook(order, returned)) return notCompleted;
      if (!waitedOut) {
        return {
          kind: "waiting",
          headline: "Waiting for the payment to be confirmed…",
          details: ["This usually takes a few seconds."],
        };
      }
      return {
        kind: "confirming",
        headline: "Your payment is still being confirmed",
        details: [
          `${order.credits > 0 ? `We add the ${formatCredits(order.credits)}` : `${order.item} starts`} as soon as Stripe confirms it, even if you close this page.`,
        ],
      };
    default:
      return notCompleted;
  }
}
