import { z } from "zod";

/*
 * Online payments (issue #24): a student buys a credit pack or a package through Stripe Checkout;
 * the order's state is what the student's screens show, and only a verified webhook pays it.
 */

/**
 * open: sent to Checkout; pending: paid by a method that settles later (FPX), not yet settled;
 * paid: fulfilled; failed: the payment did not go through; expired: Checkout lapsed unpaid;
 * refunded: its money given back in full.
 */
export const ORDER_STATUSES = ["open", "pending", "paid", "failed", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** requested: being asked of Stripe; pending: Stripe is paying it back; then succeeded or failed. */
export const ONLINE_REFUND_STATUSES = ["requested", "pending", "succeeded", "failed"] as const;
export type OnlineRefundStatus = (typeof ONLINE_REFUND_STATUSES)[number];

const productId = (what: string) => z.uuid({ error: `${what} must be an id from the Plans page` });

/**
 * `POST /api/payments/checkout`: what to buy, a credit pack or a package. Only the product is
 * read: a price or amount the browser adds is ignored, for the database gives the price.
 */
export const checkoutSchema = z
  .object({
    packId: productId("packId").optional(),
    packageId: productId("packageId").optional(),
  })
  .refine((body) => (body.packId === undefined) !== (body.packageId === undefined), {
    error: "Choose one credit pack (packId) or one package (packageId) to buy.",
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** What `POST /api/payments/checkout` answers: where to send the browser. */
export interface CheckoutStart {
  orderId: string;
  url: string;
}

/** An order as its student sees it (`GET /api/payments/orders/:id`, and pending ones on /me). */
export interface PaymentOrder {
  id: string;
  item: string;
  credits: number;
  amountSen: number;
  status: OrderStatus;
  createdAt: string;
  /** Once paid: the receipt. */
  receipt: { id: string; number: string } | null;
  /** Why it failed, in the payment provider's words where it gave some. */
  failure: string | null;
}
