import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { MESSAGES } from "../../../shared/messages.ts";
import type { CheckoutInput, CheckoutStart } from "../../../shared/payments.ts";
import type { Database, Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { paymentOrder } from "../../db/schema/payments.ts";
import { creditPack } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { refuseWhileSubscribed } from "../subscriptions/start-subscription.ts";

/** Stripe takes amounts in the currency's smallest unit: sen for ringgit. */
export const CURRENCY = "myr";

/**
 * "Buy" on a credit pack or package with a ringgit price (issue #24): an open order at the price
 * the database holds, then a Stripe Checkout Session for it, to which the browser is sent. The
 * order is paid only by Stripe's verified webhook (handleStripeEvent), never on the way back.
 */
export async function startCheckout(
  db: Database,
  stripe: Stripe,
  input: CheckoutInput & { userId: string; appUrl: string; now: Date; timeZone: string },
): Promise<CheckoutStart> {
  const { userId, appUrl } = input;
  const order = await db.transaction(async (tx) => {
    const product = await productOnSale(tx, input);
    const [created] = await tx
      .insert(paymentOrder)
      .values({ userId, ...product, createdAt: input.now, updatedAt: input.now })
      .returning();
    return created!;
  });
  const [buyer] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const returnUrl = `${appUrl}/payments/${order.id}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: order.amountSen,
              product_data: { name: order.item },
            },
          },
        ],
        customer_email: buyer!.email ?? undefined,
        client_reference_id: order.id,
        metadata: { orderId: order.id },
        payment_intent_data: { metadata: { orderId: order.id } },
        success_url: `${returnUrl}?returned=paid`,
        cancel_url: `${returnUrl}?returned=cancelled`,
      },
      // A retry of this request after a lost answer gets the same session.
      { idempotencyKey: `checkout-${order.id}` },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(paymentOrder)
      .set({ status: "failed", failure: reason, updatedAt: new Date() })
      .where(eq(paymentOrder.id, order.id));
    throw new AppError("payment_unavailable", MESSAGES.onlinePaymentUnavailable, 502);
  }
  await db
    .update(paymentOrder)
    .set({ checkoutSessionId: session.id, checkoutUrl: session.url, updatedAt: new Date() })
    .where(eq(paymentOrder.id, order.id));
  return { orderId: order.id, url: session.url! };
}

/** The pack on sale or active package asked for, with a ringgit price, as the order records it. */
async function productOnSale(
  db: Executor,
  input: CheckoutInput & { userId: string; now: Date; timeZone: string },
) {
  if (input.packId !== undefined) {
    const [pack] = await db
      .select()
      .from(creditPack)
      .where(and(eq(creditPack.id, input.packId), eq(creditPack.onSale, true)));
    if (!pack) throw new AppError("credit_pack_not_found", MESSAGES.creditPackNotOnSale, 404);
    if (pack.priceSen === 0) {
      throw new AppError("not_sold_online", MESSAGES.freePackNotSoldOnline, 409);
    }
    return {
      creditPackId: pack.id,
      item: pack.name,
      credits: pack.credits,
      amountSen: pack.priceSen,
    };
  }
  const [plan] = await db
    .select()
    .from(studioPackage)
    .where(and(eq(studioPackage.id, input.packageId!), eq(studioPackage.isActive, true)));
  if (!plan) throw new AppError("package_not_found", MESSAGES.packageNotFound, 404);
  if (!plan.priceSen) {
    throw new AppError("not_sold_online", MESSAGES.packageNotSoldOnline, 409);
  }
  await refuseWhileSubscribed(db, input);
  return { packageId: plan.id, item: plan.name, credits: 0, amountSen: plan.priceSen };
}
