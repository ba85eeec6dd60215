import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { formatRinggit } from "../../../shared/money.ts";
import type { SaleRefundResult } from "../../../shared/sales.ts";
import type { Database } from "../../db/client.ts";
import { onlineRefund, paymentOrder } from "../../db/schema/payments.ts";
import { AppError } from "../../errors.ts";
import {
  lockSaleForRefund,
  type RefundInput,
  refundableOf,
  refuseRefundBeyond,
  writeRefund,
} from "../sales/refund-sale.ts";
import type { FulfilContext } from "./fulfil-order.ts";
import { failOnlineRefund, refundFailure, settleOnlineRefund } from "./settle-online-refund.ts";

export type OnlineRefundAnswer =
  | { status: 201; body: SaleRefundResult }
  | { status: 202; body: { message: string } };

/**
 * The owner refunds a sale paid online (issue #24): the money goes back through Stripe. The
 * request is held against the sale (so no other refund can take the same money) before Stripe is
 * asked, outside any transaction; Stripe's refusal frees it and changes nothing else. Once Stripe
 * has refunded (at once for cards, later for FPX), the credit note and the credits taken back
 * follow the desk's rules. Credits alone, with no money, need no Stripe.
 */
export async function refundOnlineSale(
  db: Database,
  stripe: Stripe,
  input: RefundInput & { saleId: string; actorId: string; mail: FulfilContext["mail"] },
): Promise<OnlineRefundAnswer> {
  const context: FulfilContext = { now: input.now, timeZone: input.timeZone, mail: input.mail };
  const held = await db.transaction(async (tx) => {
    const sold = await lockSaleForRefund(tx, input.saleId, input.now);
    refuseRefundBeyond((await refundableOf(tx, sold.id))!, input);
    if (input.amountSen === 0) {
      return { kind: "written" as const, result: await writeRefund(tx, sold, input) };
    }
    const [order] = await tx
      .select({ paymentIntentId: paymentOrder.paymentIntentId })
      .from(paymentOrder)
      .where(eq(paymentOrder.saleId, sold.id));
    const [asked] = await tx
      .insert(onlineRefund)
      .values({
        saleId: sold.id,
        amountSen: input.amountSen,
        credits: input.credits,
        reason: input.reason,
        actorId: input.actorId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    return {
      kind: "held" as const,
      asked: asked!,
      paymentIntentId: order?.paymentIntentId ?? sold.reference,
    };
  });
  if (held.kind === "written") return { status: 201, body: held.result };

  const { asked, paymentIntentId } = held;
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId ?? undefined,
        amount: asked.amountSen,
        reason: "requested_by_customer",
        metadata: { onlineRefundId: asked.id, saleId: input.saleId },
      },
      { idempotencyKey: `refund-${asked.id}` },
    );
  } catch (error) {
    const said =
      error instanceof Stripe.errors.StripeError ? error.message : "Stripe could not be reached.";
    await db.transaction((tx) => failOnlineRefund(tx, asked.id, said, new Date()));
    throw new AppError(
      "refund_refused",
      `Stripe refused the refund: ${said} Nothing was refunded or changed.`,
      409,
    );
  }
  const confirmed = await db.transaction((tx) => settleOnlineRefund(tx, refund, context));
  if (confirmed) return { status: 201, body: confirmed };
  if (refund.status === "failed" || refund.status === "canceled") {
    throw new AppError(
      "refund_refused",
      `${refundFailure(refund)} Nothing was refunded or changed.`,
      409,
    );
  }
  return {
    status: 202,
    body: {
      message: `Refund of ${formatRinggit(asked.amountSen)} asked of Stripe: it is on its way back to the student. The credit note follows once Stripe confirms it.`,
    },
  };
}
