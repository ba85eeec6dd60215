import { eq, sql } from "drizzle-orm";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { SaleRefundResult } from "../../../shared/sales.ts";
import type { Executor, Transaction } from "../../db/client.ts";
import { creditBatch } from "../../db/schema/credits.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { paymentOrder } from "../../db/schema/payments.ts";
import { sale, saleRefund } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { expireDueCredits } from "../credits/expire-due-credits.ts";
import { lockStudent } from "../credits/lock-student.ts";
import { readCredits } from "../credits/read-credits.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { allocateDocumentNumber } from "./allocate-document-number.ts";
import { queueReceiptMail } from "./queue-receipt-mail.ts";

/** What of a sale a refund can still give back and take back, read under the sale's lock. */
export async function refundableOf(tx: Executor, saleId: string) {
  const [row] = await tx
    .select({
      amountSen: sale.amountSen,
      credits: sale.credits,
      refundedSen: sql<number>`(select coalesce(sum(amount_sen), 0)::int from sale_refund where sale_id = ${sale.id})`,
      takenBack: sql<number>`(select coalesce(sum(credits), 0)::int from sale_refund where sale_id = ${sale.id})`,
      unused: sql<number>`coalesce(${creditBatch.remaining}, 0)`,
      // Refunds Stripe is still deciding on hold their money and credits from any other.
      heldSen: sql<number>`(select coalesce(sum(amount_sen), 0)::int from online_refund where sale_id = ${sale.id} and status in ('requested', 'pending'))`,
      heldCredits: sql<number>`(select coalesce(sum(credits), 0)::int from online_refund where sale_id = ${sale.id} and status in ('requested', 'pending'))`,
    })
    .from(sale)
    .leftJoin(creditBatch, eq(creditBatch.saleId, sale.id))
    .where(eq(sale.id, saleId));
  if (!row) return undefined;
  const unheld = Math.max(0, row.unused - row.heldCredits);
  const credits = Math.min(unheld, row.credits - row.takenBack - row.heldCredits);
  const notRefundedSen = row.amountSen - row.refundedSen;
  return {
    // A refund Stripe made after all may meet holds taken meanwhile: never below nothing.
    amountSen: Math.max(0, notRefundedSen - row.heldSen),
    /** The money no credit note has given back yet, holds aside: a credit note's most. */
    notRefundedSen,
    credits,
    used: Math.max(0, row.credits - row.takenBack - row.heldCredits - credits),
  };
}

type SoldRow = typeof sale.$inferSelect;

/** What the desk is told of a refund written. */
export function refundRecordedMessage(number: string, amountSen: number, credits: number) {
  return `Refund recorded: credit note ${number}, ${formatRinggit(amountSen)} refunded and ${formatCredits(credits)} taken back.`;
}

/**
 * The sale's row for a refund, locked: the student's row first, as every change of their credits
 * takes it, then the sale's (in the other order a refund and an expiry, whose entry names the
 * sale, would wait on each other); what is due expires first.
 */
export async function lockSaleForRefund(tx: Transaction, saleId: string, now: Date) {
  const [owner] = await tx.select({ userId: sale.userId }).from(sale).where(eq(sale.id, saleId));
  if (!owner) throw new AppError("sale_not_found", MESSAGES.saleNotFound, 404);
  await lockStudent(tx, owner.userId);
  const [sold] = await tx.select().from(sale).where(eq(sale.id, saleId)).for("update");
  await expireDueCredits(tx, sold!.userId, now);
  return sold!;
}

/** Only what was paid and not yet refunded, and credits still unused: more is refused, saying what is possible. */
export function refuseRefundBeyond(
  refundable: NonNullable<Awaited<ReturnType<typeof refundableOf>>>,
  ask: { amountSen: number; credits: number },
): void {
  if (refundable.amountSen === 0 && refundable.credits === 0) {
    throw new AppError("sale_refunded", MESSAGES.saleRefundedInFull, 409);
  }
  if (ask.amountSen === 0 && ask.credits === 0) {
    throw new AppError("refund_nothing", MESSAGES.refundNothing, 400);
  }
  if (ask.amountSen > refundable.amountSen) {
    throw new AppError(
      "refund_too_much",
      `At most ${formatRinggit(refundable.amountSen)} of this sale can still be refunded.`,
      409,
    );
  }
  if (ask.credits > refundable.credits) {
    throw new AppError(
      "credits_used",
      `Only ${formatCredits(refundable.credits)} of this sale ${refundable.credits === 1 ? "is" : "are"} unused: take back at most ${refundable.credits}${refundable.used > 0 ? ` (${refundable.used} used or expired)` : ""}.`,
      409,
    );
  }
}

export interface RefundInput {
  amountSen: number;
  credits: number;
  reason: string;
  /** Staff who refunded; null when Stripe's confirmation writes it. */
  actorId: string | null;
  now: Date;
  timeZone: string;
  /** The studio as the credit note's e-mail gives it; none for a refund recorded after the fact. */
  mail?: BookingMailContext;
}

/**
 * Writes a refund of a locked sale: its credit note, the credits taken back from the sale's own
 * batch, the activity and the e-mail. Refunded in full, an online order is marked so and the
 * subscription a package's sale started ends.
 */
export async function writeRefund(
  tx: Transaction,
  sold: SoldRow,
  input: RefundInput,
): Promise<SaleRefundResult> {
  const { amountSen, credits, reason, actorId, now, timeZone, mail } = input;
  const saleId = sold.id;
  const creditNoteNumber = await allocateDocumentNumber(tx, { series: "CN", now, timeZone });
  const [refund] = await tx
    .insert(saleRefund)
    .values({
      creditNoteNumber,
      saleId,
      userId: sold.userId,
      amountSen,
      credits,
      reason,
      actorId,
      createdAt: now,
    })
    .returning({ id: saleRefund.id });
  const balance =
    credits > 0
      ? await appendCreditEntry(
          tx,
          {
            userId: sold.userId,
            delta: -credits,
            reason: "sale_refund",
            saleId,
            remark: reason,
            actorId: actorId ?? undefined,
          },
          { now },
        )
      : await readCredits(tx, sold.userId);
  if ((await refundableOf(tx, saleId))!.amountSen === 0 && sold.amountSen > 0) {
    await tx
      .update(paymentOrder)
      .set({ status: "refunded", updatedAt: now })
      .where(eq(paymentOrder.saleId, saleId));
    if (sold.subscriptionId) {
      await tx
        .update(userSubscription)
        .set({ isActive: false })
        .where(eq(userSubscription.id, sold.subscriptionId));
    }
  }
  await recordActivity(tx, {
    userId: sold.userId,
    actorId,
    type: "recharge",
    description: `Refunded ${formatRinggit(amountSen)} and took back ${formatCredits(credits)} of receipt ${sold.receiptNumber}, credit note ${creditNoteNumber}: ${reason}`,
    metadata: { saleId, refundId: refund!.id, amountSen, amount: credits, creditNoteNumber },
    createdAt: now,
  });
  if (mail) await queueReceiptMail(tx, mail, { kind: "credit_note", id: refund!.id });
  return {
    message: refundRecordedMessage(creditNoteNumber, amountSen, credits),
    creditNote: { id: refund!.id, number: creditNoteNumber },
    credits: balance,
  };
}

/**
 * Refunds a sale paid at the desk, whole or in part (issue #23): the money given back is recorded
 * with a credit note of its own, and the credits taken back come off the balance from the sale's
 * own batch. The sale's row is locked, so of two refunds racing for the same money, one is refused.
 */
export async function refundSale(
  tx: Transaction,
  input: RefundInput & { saleId: string },
): Promise<SaleRefundResult> {
  const sold = await lockSaleForRefund(tx, input.saleId, input.now);
  refuseRefundBeyond((await refundableOf(tx, sold.id))!, input);
  return writeRefund(tx, sold, input);
}
