import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { ONLINE_PAYMENT } from "../../../shared/constants.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { Transaction } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { paymentOrder } from "../../db/schema/payments.ts";
import { creditPack } from "../../db/schema/sales.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { recordSale, type SaleProduct } from "../sales/record-sale.ts";
import { findActiveSubscription } from "../subscriptions/find-active-subscription.ts";
import { startSubscription } from "../subscriptions/start-subscription.ts";
import { CURRENCY } from "./start-checkout.ts";

export type PaymentOrderRow = typeof paymentOrder.$inferSelect;

export interface FulfilContext {
  now: Date;
  timeZone: string;
  mail: BookingMailContext;
}

/**
 * Pays a locked order that Stripe says is paid: the sale with its receipt, and the credits (a
 * batch with the pack's validity) or the package's subscription, in the caller's transaction.
 * Only what the order recorded is given, and only if Stripe took exactly its price in ringgit.
 */
export async function fulfilOrder(
  tx: Transaction,
  order: PaymentOrderRow,
  session: Stripe.Checkout.Session,
  context: FulfilContext,
): Promise<"paid" | "mismatch"> {
  const { now, timeZone, mail } = context;
  const paymentIntentId = intentIdOf(session);
  if (session.amount_total !== order.amountSen || session.currency !== CURRENCY) {
    await tx
      .update(paymentOrder)
      .set({
        status: "failed",
        paymentIntentId,
        failure: `The payment (${session.amount_total} ${session.currency?.toUpperCase()} in its smallest unit) does not match this order's ${formatRinggit(order.amountSen)}, so nothing was added; the studio will refund it.`,
        updatedAt: now,
      })
      .where(eq(paymentOrder.id, order.id));
    return "mismatch";
  }
  const product = await productOf(tx, order, context);
  const sold = await recordSale(tx, {
    userId: order.userId,
    product,
    amountSen: order.amountSen,
    paymentMethod: ONLINE_PAYMENT,
    reference: paymentIntentId ?? session.id,
    remark: null,
    actorId: null,
    now,
    timeZone,
    mail,
  });
  await tx
    .update(paymentOrder)
    .set({ status: "paid", saleId: sold.saleId, paymentIntentId, failure: null, updatedAt: now })
    .where(eq(paymentOrder.id, order.id));
  return "paid";
}

/** The session's payment intent's id, expanded or not. */
export function intentIdOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/**
 * What the order bought, as it was when ordered: a pack's credits with its validity (on sale
 * still or not: it was paid for), or a package's subscription, which follows one still running.
 */
async function productOf(
  tx: Transaction,
  order: PaymentOrderRow,
  { now, timeZone }: FulfilContext,
): Promise<SaleProduct> {
  if (order.creditPackId) {
    const [pack] = await tx.select().from(creditPack).where(eq(creditPack.id, order.creditPackId));
    return {
      creditPackId: order.creditPackId,
      item: order.item,
      credits: order.credits,
      validityDays: pack!.validityDays,
    };
  }
  const [plan] = await tx
    .select()
    .from(studioPackage)
    .where(eq(studioPackage.id, order.packageId!));
  const running = await findActiveSubscription(tx, order.userId, now);
  const subscription = await startSubscription(tx, {
    userId: order.userId,
    plan: plan!,
    startsAt: running ? running.subscription.validUntil : now,
    creditsPaid: 0,
    timeZone,
    now,
  });
  return {
    creditPackId: null,
    item: order.item,
    credits: 0,
    validityDays: null,
    subscriptionId: subscription.id,
  };
}
