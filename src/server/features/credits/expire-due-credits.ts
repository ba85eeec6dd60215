import { and, asc, eq, gt, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Transaction } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { creditBatch, creditBatchMovement, creditEntry } from "../../db/schema/credits.ts";

type Batch = typeof creditBatch.$inferSelect;

/** A batch still holding credits, as expiring and spending read it. */
export type HeldBatch = Pick<Batch, "id" | "remaining" | "expiresAt" | "saleId">;

const heldBatchesStatement = builtPerConnection((tx) =>
  named(
    tx
      .select({
        id: creditBatch.id,
        remaining: creditBatch.remaining,
        expiresAt: creditBatch.expiresAt,
        saleId: creditBatch.saleId,
      })
      .from(creditBatch)
      .where(
        and(
          eq(creditBatch.userId, sql.placeholder("userId")),
          gt(creditBatch.remaining, constant(0)),
        ),
      )
      .orderBy(sql`${creditBatch.expiresAt} asc nulls last`, asc(creditBatch.createdAt))
      .for("update"),
    "held_batches",
  ),
);

/**
 * The user's batches still holding credits, soonest expiry first (never last), locked until the
 * caller's transaction ends; the caller holds the user's row.
 */
export function lockHeldBatches(tx: Transaction, userId: string): Promise<HeldBatch[]> {
  return heldBatchesStatement(tx).execute({ userId });
}

/**
 * Expires a user's batches whose validity has ended by `now`: each one's remaining credits leave
 * the balance with a `credit_expiry` entry. The caller holds the user's row, so a batch expires
 * once however many instances and bookings reach it. Answers the credits expired.
 */
export async function expireDueCredits(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<number> {
  const held = await lockHeldBatches(tx, userId);
  return expireBatches(
    tx,
    userId,
    now,
    held.filter((batch) => isDue(batch, now)),
  );
}

/** Whether a batch's validity has ended by `now`. */
export function isDue(batch: Pick<Batch, "expiresAt">, now: Date): boolean {
  return batch.expiresAt !== null && batch.expiresAt.getTime() <= now.getTime();
}

/**
 * Expires `due`, batches of the user's that the caller read due and locked (expireDueCredits
 * explains). Answers the credits expired.
 */
export async function expireBatches(
  tx: Transaction,
  userId: string,
  now: Date,
  due: HeldBatch[],
): Promise<number> {
  let expired = 0;
  for (const batch of due) {
    const [entry] = await tx
      .insert(creditEntry)
      .values({
        userId,
        delta: -batch.remaining,
        reason: "credit_expiry",
        saleId: batch.saleId,
        createdAt: now,
      })
      .returning({ id: creditEntry.id });
    await tx
      .insert(creditBatchMovement)
      .values({ entryId: entry!.id, batchId: batch.id, delta: -batch.remaining });
    await tx.update(creditBatch).set({ remaining: 0 }).where(eq(creditBatch.id, batch.id));
    expired += batch.remaining;
  }
  if (expired > 0) {
    await tx
      .update(user)
      .set({ credits: sql`${user.credits} - ${expired}` })
      .where(eq(user.id, userId));
  }
  return expired;
}
