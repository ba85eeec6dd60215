import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { SaleRefundResult } from "../../../shared/sales.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { onlineRefund, paymentOrder } from "../../db/schema/payments.ts";
import { sale, saleRefund } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { type IdempotencyKey, runIdempotent } from "../idempotency/run-idempotent.ts";
import {
  lockSaleForRefund,
  type RefundInput,
  refundableOf,
  refundRecordedMessage,
  refuseRefundBeyond,
  writeRefund,
} from "../sales/refund-sale.ts";
import type { FulfilContext } from "./fulfil-order.ts";
import {
  failOnlineRefund,
  type OnlineRefundRow,
  settleOnlineRefund,
} from "./settle-online-refund.ts";

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
  input: RefundInput & {
    saleId: string;
    actorId: string;
    mail: FulfilContext["mail"];
    /** The request's Idempotency-Key: a retry after a lost answer is answered as the first. */
    idempotency: IdempotencyKey | null;
  },
): Promise<OnlineRefundAnswer> {
  const context: FulfilContext = { now: input.now, timeZone: input.timeZone, mail: input.mail };
  let held: { asked: OnlineRefundRow; paymentIntentId: string | null } | undefined;
  // The key's answer is the credit note when no Stripe is needed, else the refund held: a retry
  // is answered with that refund as it stands then.
  const first = await runIdempotent<SaleRefundResult | { onlineRefundId: string }>(
    db,
    input.idempotency,
    async (tx) => {
      const sold = await lockSaleForRefund(tx, input.saleId, input.now);
      refuseRefundBeyond((await refundableOf(tx, sold.id))!, input);
      if (input.amountSen === 0) return { status: 201, body: await writeRefund(tx, sold, input) };
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
      held = { asked: asked!, paymentIntentId: order?.paymentIntentId ?? sold.reference };
      return { status: 202, body: { onlineRefundId: asked!.id } };
    },
  );
  if (!("onlineRefundId" in first.body)) return { status: 201, body: first.body };
  const { onlineRefundId } = first.body;
  if (first.replayed) return db.transaction((tx) => answerOfAsked(tx, onlineRefundId));

  const { asked, paymentIntentId } = held!;
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
    const failure = `Stripe refused the refund: ${
      error instanceof Stripe.errors.StripeError ? error.message : "Stripe could not be reached."
    }`;
    await db.transaction((tx) => failOnlineRefund(tx, asked.id, failure, new Date()));
    throw refusal(failure);
  }
  return db.transaction(async (tx) => {
    const confirmed = await settleOnlineRefund(tx, asked, refund, context);
    if (confirmed) return { status: 201, body: confirmed };
    // Stripe's webhook may have settled it first: answered as it stands.
    return answerOfAsked(tx, asked.id);
  });
}

const refusal = (failure: string | null) =>
  new AppError("refund_refused", `${failure} Nothing was refunded or changed.`, 409);

function pendingAnswer(amountSen: number): OnlineRefundAnswer {
  return {
    status: 202,
    body: {
      message: `Refund of ${formatRinggit(amountSen)} asked of Stripe: it is on its way back to the student. The credit note follows once Stripe confirms it.`,
    },
  };
}

/**
 * A refund asked of Stripe, answered as it stands now: its credit note once confirmed, Stripe's
 * refusal, or pending.
 */
async function answerOfAsked(tx: Transaction, refundId: string): Promise<OnlineRefundAnswer> {
  const [asked] = await tx
    .select({ refund: onlineRefund, note: saleRefund, credits: user.credits })
    .from(onlineRefund)
    .innerJoin(sale, eq(sale.id, onlineRefund.saleId))
    .innerJoin(user, eq(user.id, sale.userId))
    .leftJoin(saleRefund, eq(saleRefund.id, onlineRefund.saleRefundId))
    .where(eq(onlineRefund.id, refundId));
  const { refund, note, credits } = asked!;
  if (refund.status === "succeeded" && note) {
    return {
      status: 201,
      body: {
        message: refundRecordedMessage(note.creditNoteNumber, note.amountSen, note.credits),
        creditNote: { id: note.id, number: note.creditNoteNumber },
        credits,
      },
    };
  }
  if (refund.status === "failed") throw refusal(refund.failure);
  if (refund.status === "requested") {
    throw new AppError("refund_in_progress", MESSAGES.refundBeingAsked, 409);
  }
  return pendingAnswer(refund.amountSen);
}
