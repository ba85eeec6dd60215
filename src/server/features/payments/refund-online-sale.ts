import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { SaleRefundResult } from "../../../shared/sales.ts";
import type { Database, Executor, Transaction } from "../../db/client.ts";
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
import { findStripeRefund, isRefusal } from "./stripe-refunds.ts";

export type OnlineRefundAnswer =
  | { status: 201; body: SaleRefundResult }
  | { status: 202; body: { message: string } };

/**
 * How long a refund may be in the asking before a retry takes Stripe's answer as lost: longer
 * than the client's two tries of 20 s (stripe-client.ts), so that it is not asked twice at once.
 */
const ASKING_MS = 2 * 60_000;

/**
 * The owner refunds a sale paid online (issue #24): the money goes back through Stripe. The
 * request is held against the sale (so no other refund can take the same money) before Stripe is
 * asked, outside any transaction; Stripe's refusal frees it and changes nothing else. An answer
 * that never comes (a timeout, a lost connection, a 5xx) keeps it held: Stripe may have refunded,
 * and its webhook, or a retry of the request (which asks Stripe what became of it), settles it.
 * Once Stripe has refunded (at once for cards, later for FPX), the credit note and the credits
 * taken back follow the desk's rules. Credits alone, with no money, need no Stripe.
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
  // The key's answer is the credit note when no Stripe is needed, else the refund held: a retry
  // is answered with that refund as it stands then.
  const first = await runIdempotent<SaleRefundResult | { onlineRefundId: string }>(
    db,
    input.idempotency,
    async (tx) => {
      const sold = await lockSaleForRefund(tx, input.saleId, input.now);
      refuseRefundBeyond((await refundableOf(tx, sold.id))!, input);
      if (input.amountSen === 0) return { status: 201, body: await writeRefund(tx, sold, input) };
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
        .returning({ id: onlineRefund.id });
      return { status: 202, body: { onlineRefundId: asked!.id } };
    },
  );
  if (!("onlineRefundId" in first.body)) return { status: 201, body: first.body };
  const held = await heldRefund(db, first.body.onlineRefundId);
  if (!first.replayed) return askStripe(db, stripe, held, context);
  if (held.asked.status === "requested" && !answerLost(held.asked, input.now)) {
    throw new AppError("refund_in_progress", MESSAGES.refundBeingAsked, 409);
  }
  if (held.asked.status === "requested" || held.asked.status === "pending") {
    return settleFromStripe(db, stripe, held, context);
  }
  return db.transaction((tx) => answerOfAsked(tx, held.asked.id));
}

/** A refund held for Stripe, and the payment it gives back money of. */
interface HeldRefund {
  asked: OnlineRefundRow;
  paymentIntentId: string | null;
}

async function heldRefund(db: Executor, refundId: string): Promise<HeldRefund> {
  const [found] = await db
    .select({
      asked: onlineRefund,
      reference: sale.reference,
      intent: paymentOrder.paymentIntentId,
    })
    .from(onlineRefund)
    .innerJoin(sale, eq(sale.id, onlineRefund.saleId))
    .leftJoin(paymentOrder, eq(paymentOrder.saleId, sale.id))
    .where(eq(onlineRefund.id, refundId));
  return { asked: found!.asked, paymentIntentId: found!.intent ?? found!.reference };
}

/** Stripe's answer to the asking of a refund is lost: it has been asked longer than any try lasts. */
const answerLost = (asked: OnlineRefundRow, now: Date) =>
  now.getTime() - asked.updatedAt.getTime() >= ASKING_MS;

/**
 * Asks Stripe to refund a held refund, under its own Idempotency-Key: however often it is asked,
 * Stripe makes it once (within the key's day; after it, settleFromStripe finds it first).
 */
async function askStripe(
  db: Database,
  stripe: Stripe,
  { asked, paymentIntentId }: HeldRefund,
  context: FulfilContext,
): Promise<OnlineRefundAnswer> {
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId ?? undefined,
        amount: asked.amountSen,
        reason: "requested_by_customer",
        metadata: { onlineRefundId: asked.id, saleId: asked.saleId },
      },
      { idempotencyKey: `refund-${asked.id}` },
    );
  } catch (error) {
    if (!isRefusal(error)) {
      await db.transaction((tx) => markUnanswered(tx, asked.id, context.now));
      return db.transaction((tx) => answerOfAsked(tx, asked.id));
    }
    const failure = `Stripe refused the refund: ${error.message}`;
    await db.transaction((tx) => failOnlineRefund(tx, asked.id, failure, context.now));
    throw refusal(failure);
  }
  return settleAndAnswer(db, asked, refund, context);
}

/**
 * A held refund whose outcome is not known here, settled by what Stripe has of it now: its refund
 * if it made one, else asked again (the first asking never reached it, or was not made). Stripe
 * still unreachable, it stays held and is answered so.
 */
async function settleFromStripe(
  db: Database,
  stripe: Stripe,
  held: HeldRefund,
  context: FulfilContext,
): Promise<OnlineRefundAnswer> {
  let refund: Stripe.Refund | undefined;
  try {
    refund = await findStripeRefund(stripe, held.asked, held.paymentIntentId);
  } catch {
    return db.transaction((tx) => answerOfAsked(tx, held.asked.id));
  }
  if (!refund) return askStripe(db, stripe, held, context);
  return settleAndAnswer(db, held.asked, refund, context);
}

async function settleAndAnswer(
  db: Database,
  asked: OnlineRefundRow,
  refund: Stripe.Refund,
  context: FulfilContext,
): Promise<OnlineRefundAnswer> {
  return db.transaction(async (tx) => {
    const confirmed = await settleOnlineRefund(tx, asked, refund, context);
    if (confirmed) return { status: 201, body: confirmed };
    // Stripe's webhook may have settled it first: answered as it stands.
    return answerOfAsked(tx, asked.id);
  });
}

/**
 * Stripe's answer did not come: the refund stays held, pending, with no Stripe id yet. Only from
 * requested: a webhook may have settled it meanwhile.
 */
async function markUnanswered(tx: Transaction, refundId: string, now: Date) {
  await tx
    .update(onlineRefund)
    .set({ status: "pending", updatedAt: now })
    .where(and(eq(onlineRefund.id, refundId), eq(onlineRefund.status, "requested")));
}

const refusal = (failure: string | null) =>
  new AppError("refund_refused", `${failure} Nothing was refunded or changed.`, 409);

/**
 * A refund asked of Stripe, answered as it stands now: its credit note once confirmed, Stripe's
 * refusal, or held (pending at Stripe, or Stripe's answer not yet known).
 */
async function answerOfAsked(tx: Transaction, refundId: string): Promise<OnlineRefundAnswer> {
  const [found] = await tx
    .select({ refund: onlineRefund, note: saleRefund, credits: user.credits })
    .from(onlineRefund)
    .innerJoin(sale, eq(sale.id, onlineRefund.saleId))
    .innerJoin(user, eq(user.id, sale.userId))
    .leftJoin(saleRefund, eq(saleRefund.id, onlineRefund.saleRefundId))
    .where(eq(onlineRefund.id, refundId));
  const { refund, note, credits } = found!;
  if (refund.status === "succeeded") {
    // Refunded by Stripe beyond what the sale's credit notes had left: no credit note to show.
    if (!note) throw new AppError("refund_beyond_sale", refund.failure!, 409);
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
  const amount = formatRinggit(refund.amountSen);
  return {
    status: 202,
    body: {
      message: refund.stripeRefundId
        ? `Refund of ${amount} asked of Stripe: it is on its way back to the student. The credit note follows once Stripe confirms it.`
        : `Stripe has not answered yet: the refund of ${amount} stays held, and will be confirmed or released once Stripe answers. Sending the same refund again asks Stripe what became of it.`,
    },
  };
}
