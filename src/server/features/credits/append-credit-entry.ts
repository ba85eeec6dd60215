import { asc, eq, inArray, sql } from "drizzle-orm";
import type { CreditReason, PaymentMethod } from "../../../shared/constants.ts";
import { creditsExpireFirstMessage } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { queryRows, type Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { creditBatch } from "../../db/schema/credits.ts";
import { AppError } from "../../errors.ts";
import {
  expireBatches,
  expireDueCredits,
  type HeldBatch,
  isDue,
  lockHeldBatches,
} from "./expire-due-credits.ts";

export interface CreditEntryInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  bookingId?: string;
  courseId?: string;
  saleId?: string;
  paymentMethod?: PaymentMethod;
  remark?: string;
  actorId?: string;
}

export interface CreditTerms {
  /** The moment of the change: batches whose validity has ended by then expire first. */
  now: Date;
  /** Credits added: the end of their validity; none, they never expire. */
  expiresAt?: Date | null;
  /** Credits spent: the moment they must still be valid (a class's start); `now` if not given. */
  validAt?: Date;
  /** What a refusal for too few credits says. */
  insufficientMessage?: string;
  /**
   * The balance as the caller read it under the user's lock, earlier in this transaction and
   * before any change to it; the row is then not locked and read a second time (a booking's debit
   * and a cancellation's refund are on the path a burst of them queues on).
   */
  lockedBalance?: number;
}

/** The reasons whose credits go back, when they do, to the batches their debit drew from. */
const RETURNS_TO_ORIGIN: Partial<Record<CreditReason, CreditReason[]>> = {
  class_cancellation: ["class_booking", "class_cancellation"],
  no_show_fee: ["no_show_fee"],
};

interface Movement {
  batchId: string;
  delta: number;
}

/**
 * The only way credits change: the balance moves by `delta` (never below zero), through the
 * user's credit batches, and the ledger records it with each batch's part, inside the caller's
 * transaction. Debits spend the batches still valid at `validAt` that expire soonest; a sale's
 * refund takes back from that sale's batch; a booking's refund returns to the batches it was paid
 * from (decision 0015); any other credit is a batch of its own. Returns the new balance.
 */
export async function appendCreditEntry(
  tx: Transaction,
  entry: CreditEntryInput,
  terms: CreditTerms,
): Promise<number> {
  const { now } = terms;
  const credits = terms.lockedBalance ?? (await lockBalance(tx, entry.userId));
  // Every batch still holding credits, read and locked once: those due expire first, the rest are
  // what a debit may spend.
  const held = await lockHeldBatches(tx, entry.userId);
  const due = held.filter((batch) => isDue(batch, now));
  const valid = held.filter((batch) => !isDue(batch, now));
  const balance = credits - (await expireBatches(tx, entry.userId, now, due));

  const movements =
    entry.delta < 0
      ? spend(entry, terms, balance, valid)
      : await give(tx, entry, terms.expiresAt ?? null, now);
  const written = await writeEntry(tx, entry, movements, now);
  // Credits returned to a batch whose validity has already ended expire with it; no other change
  // can leave a batch due, so only a return looks again.
  const returned = entry.delta > 0 && RETURNS_TO_ORIGIN[entry.reason] !== undefined;
  return returned ? written - (await expireDueCredits(tx, entry.userId, now)) : written;
}

/** Locks the user's row until the transaction ends, and reads their balance. */
async function lockBalance(tx: Transaction, userId: string): Promise<number> {
  const [account] = await tx
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  return account.credits;
}

/**
 * The entry, its movements, the batches' remaining credits and the balance, written by one
 * statement (a booking's debit is on the path every burst of bookings queues on). Returns the
 * new balance.
 */
async function writeEntry(
  tx: Transaction,
  entry: CreditEntryInput,
  movements: Movement[],
  now: Date,
): Promise<number> {
  const batchIds = sql.param(movements.map((movement) => movement.batchId));
  const deltas = sql.param(movements.map((movement) => movement.delta));
  const moved = sql`unnest(${batchIds}::uuid[], ${deltas}::int[]) as moved(batch_id, delta)`;
  const [written] = await queryRows<{ credits: number }>(
    tx,
    sql`with entry as (
          insert into credit_entry (user_id, delta, reason, booking_id, course_id, sale_id,
            payment_method, remark, actor_id, created_at)
          values (${entry.userId}, ${entry.delta}, ${entry.reason}, ${entry.bookingId ?? null},
            ${entry.courseId ?? null}, ${entry.saleId ?? null}, ${entry.paymentMethod ?? null},
            ${entry.remark ?? null}, ${entry.actorId ?? null},
            ${now.toISOString()}::timestamptz)
          returning id
        ), movements as (
          insert into credit_batch_movement (entry_id, batch_id, delta)
          select entry.id, moved.batch_id, moved.delta from entry, ${moved}
        ), batches as (
          update credit_batch set remaining = credit_batch.remaining + moved.delta
          from ${moved} where credit_batch.id = moved.batch_id
        )
        update "user" set credits = "user".credits + ${entry.delta}
        where "user".id = ${entry.userId}
        returning "user".credits`,
  );
  if (!written) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  return written.credits;
}

/**
 * The batches a debit draws from, soonest expiry first, or the refusal when they fall short.
 * `valid`: the user's batches holding credits and not due, soonest expiry first.
 */
function spend(
  entry: CreditEntryInput,
  terms: CreditTerms,
  balance: number,
  valid: HeldBatch[],
): Movement[] {
  const needed = -entry.delta;
  const validAt = terms.validAt ?? terms.now;
  const usable = valid.filter((batch) =>
    entry.reason === "sale_refund" && entry.saleId
      ? batch.saleId === entry.saleId
      : batch.expiresAt === null || batch.expiresAt.getTime() > validAt.getTime(),
  );
  const available = usable.reduce((sum, batch) => sum + batch.remaining, 0);
  if (available < needed) {
    const message = terms.insufficientMessage ?? "Not enough credits.";
    if (balance >= needed && entry.reason !== "sale_refund") {
      throw new AppError("credits_expire_first", creditsExpireFirstMessage(available, needed), 409);
    }
    throw new AppError("insufficient_credits", message, 409);
  }
  const movements: Movement[] = [];
  let left = needed;
  for (const batch of usable) {
    if (left === 0) break;
    const taken = Math.min(left, batch.remaining);
    movements.push({ batchId: batch.id, delta: -taken });
    left -= taken;
  }
  return movements;
}

/** Where credits added go: back to the batches their debit drew from, or a new batch. */
async function give(
  tx: Transaction,
  entry: CreditEntryInput,
  expiresAt: Date | null,
  now: Date,
): Promise<Movement[]> {
  const movements: Movement[] = [];
  let left = entry.delta;
  const origin = RETURNS_TO_ORIGIN[entry.reason];
  if (origin && entry.bookingId) {
    const held = await queryRows<{ batchId: string; held: number }>(
      tx,
      sql`select m.batch_id as "batchId", (-sum(m.delta))::int as held
          from credit_batch_movement m join credit_entry e on e.id = m.entry_id
          where e.booking_id = ${entry.bookingId}
            and e.reason in (${sql.join(
              origin.map((reason) => sql`${reason}`),
              sql`, `,
            )})
          group by m.batch_id having sum(m.delta) < 0`,
    );
    if (held.length > 0) {
      const batches = await tx
        .select({ id: creditBatch.id })
        .from(creditBatch)
        .where(
          inArray(
            creditBatch.id,
            held.map((row) => row.batchId),
          ),
        )
        .orderBy(sql`${creditBatch.expiresAt} desc nulls first`, asc(creditBatch.id))
        .for("update");
      for (const batch of batches) {
        if (left === 0) break;
        const given = Math.min(left, held.find((row) => row.batchId === batch.id)!.held);
        movements.push({ batchId: batch.id, delta: given });
        left -= given;
      }
    }
  }
  if (left > 0) {
    // Credits whose origin is unknown (held before batches existed) come back without expiry.
    const [batch] = await tx
      .insert(creditBatch)
      .values({
        userId: entry.userId,
        credits: left,
        remaining: 0,
        expiresAt: origin ? null : expiresAt,
        saleId: origin ? null : entry.saleId,
        createdAt: now,
      })
      .returning({ id: creditBatch.id });
    movements.push({ batchId: batch!.id, delta: left });
  }
  return movements;
}
