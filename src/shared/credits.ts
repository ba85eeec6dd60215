import type { CreditReason } from "./constants.ts";

/** '1 credit', '14 credits'. */
export function formatCredits(amount: number): string {
  return `${amount} ${amount === 1 ? "credit" : "credits"}`;
}

/** The spec's names for the reasons (§3 Credit transaction), plus packages and no-show fees. */
export const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  class_booking: "Class Booking",
  class_cancellation: "Class Cancellation",
  credit_purchase: "Credit Purchase",
  initial_credits: "Initial Credits",
  admin_adjustment: "Admin Adjustment",
  package_purchase: "Package Purchase",
  no_show_fee: "No-show Fee",
  credit_expiry: "Credits Expired",
  sale_refund: "Sale Refunded",
};

/** A booking refused because part of the balance expires before the class starts. */
export function creditsExpireFirstMessage(validThen: number, cost: number): string {
  return `Some of your credits expire before this class starts: ${formatCredits(validThen)} will still be valid then, and it costs ${formatCredits(cost)}.`;
}
