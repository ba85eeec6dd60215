import { and, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { formatRinggit } from "../../../shared/money.ts";
import type { SaleRefundResult } from "../../../shared/sales.ts";
import type { Transaction } from "../../db/client.ts";
import { onlineRefund } from "../../db/schema/payments.ts";
import { sale } from "../../db/schema/sales.ts";
import { lockStudent } from "../credits/lock-student.ts";
import { lockSaleForRefund, refundableOf, writeRefund } from "../sales/refund-sale.ts";
import type { FulfilContext } from "./fulfil-order.ts";
import { ourId } from "./read-stripe-event.ts";

export type OnlineRefundRow = typeof onlineRefund.$inferSelect;

/**
 * Stripe's refund as its API gives it now (undefined: it has none by that id). A webhook's copy
 * may be older than a failure already applied, so it is read again before it can undo one.
 */
export type RereadRefund = (stripeRefundId: string) => Promise<Stripe.Refund | undefined>;

/** The refund of ours a Stripe refund answers: by its id, or the id we gave it in its metadata. */
export async function findOnlineRefund(tx: Transaction, refund: Stripe.Refund) {
  const [byStripe] = await tx
    .select()
    .from(onlineRefund)
    .where(eq(onlineRefund.stripeRefundId, refund.id));
  if (byStripe) return byStripe;
  const ours = ourId(refund.metadata?.onlineRefundId);
  if (!ours) return undefined;
  const [byMetadata] = await tx.select().from(onlineRefund).where(eq(onlineRefund.id, ours));
  return byMetadata;
}

/**
 * Stripe has refunded the money: the refund becomes a credit note, with the credits taken back
 * that are still unused (the money is back with the student whatever happened meanwhile), and
 * never more money than the sale's credit notes have left of it. Once only, whichever of the
 * API's answer and the webhooks gets here first. A refund already failed is confirmed only if
 * Stripe, asked again (`reread`, for a webhook's word), says it succeeded.
 */
export async function confirmOnlineRefund(
  tx: Transaction,
  refundId: string,
  refund: Stripe.Refund,
  context: FulfilContext,
  reread?: RereadRefund,
): Promise<SaleRefundResult | null> {
  const [found] = await tx
    .select({ saleId: onlineRefund.saleId, userId: sale.userId })
    .from(onlineRefund)
    .innerJoin(sale, eq(sale.id, onlineRefund.saleId))
    .where(eq(onlineRefund.id, refundId));
  const sold = await lockSaleForRefund(tx, found!.saleId, context.now);
  const [asked] = await tx
    .select()
    .from(onlineRefund)
    .where(eq(onlineRefund.id, refundId))
    .for("update");
  if (asked!.status === "succeeded") return null;
  if (asked!.status === "failed" && reread) {
    const current = await reread(refund.id);
    if (current?.status !== "succeeded") return null;
  }
  // No longer held: what the sale has left now counts it out, then in as the credit note.
  await tx
    .update(onlineRefund)
    .set({ status: "succeeded", stripeRefundId: refund.id, failure: null, updatedAt: context.now })
    .where(eq(onlineRefund.id, refundId));
  const refundable = (await refundableOf(tx, sold.id))!;
  const amountSen = Math.min(asked!.amountSen, refundable.notRefundedSen);
  const credits = Math.min(asked!.credits, refundable.credits);
  if (amountSen + credits === 0) {
    await tx
      .update(onlineRefund)
      .set({
        failure: `Stripe refunded ${formatRinggit(refund.amount)}, but this sale's credit notes had already given all of it back, so no credit note was written: check the refund in Stripe's dashboard.`,
      })
      .where(eq(onlineRefund.id, refundId));
    return null;
  }
  const result = await writeRefund(tx, sold, {
    amountSen,
    credits,
    reason: asked!.reason,
    actorId: asked!.actorId,
    ...context,
  });
  await tx
    .update(onlineRefund)
    .set({ saleRefundId: result.creditNote.id })
    .where(eq(onlineRefund.id, refundId));
  return result;
}

/** Stripe could not refund: the held money and credits are free again, with Stripe's reason. */
export async function failOnlineRefund(
  tx: Transaction,
  refundId: string,
  failure: string,
  now: Date,
): Promise<void> {
  const [asked] = await tx
    .select({ userId: sale.userId })
    .from(onlineRefund)
    .innerJoin(sale, eq(sale.id, onlineRefund.saleId))
    .where(eq(onlineRefund.id, refundId));
  await lockStudent(tx, asked!.userId);
  const [locked] = await tx
    .select()
    .from(onlineRefund)
    .where(eq(onlineRefund.id, refundId))
    .for("update");
  // A refund Stripe has paid back stays paid back, whatever arrives late.
  if (locked!.status === "succeeded") return;
  await tx
    .update(onlineRefund)
    .set({ status: "failed", failure, updatedAt: now })
    .where(eq(onlineRefund.id, refundId));
}

/**
 * Stripe's word on a refund of ours (an API answer, or a webhook's with `reread`), applied once.
 * Neither refunded nor failed yet, it stays held, now with Stripe's id for it.
 */
export async function settleOnlineRefund(
  tx: Transaction,
  ours: OnlineRefundRow,
  refund: Stripe.Refund,
  context: FulfilContext,
  reread?: RereadRefund,
): Promise<SaleRefundResult | null> {
  if (refund.status === "succeeded") {
    return confirmOnlineRefund(tx, ours.id, refund, context, reread);
  }
  if (refund.status === "failed" || refund.status === "canceled") {
    await failOnlineRefund(tx, ours.id, refundFailure(refund), context.now);
    return null;
  }
  // Only while held: `ours` may have been read before another word on it was applied.
  await tx
    .update(onlineRefund)
    .set({ status: "pending", stripeRefundId: refund.id, updatedAt: context.now })
    .where(
      and(eq(onlineRefund.id, ours.id), inArray(onlineRefund.status, ["requested", "pending"])),
    );
  return null;
}

/** Stripe's reason for a refund that did not go through, in words. */
export function refundFailure(refund: Stripe.Refund): string {
  const reason = refund.failure_reason?.replaceAll("_", " ");
  return reason ? `Stripe could not refund it: ${reason}.` : "Stripe could not refund it.";
}
