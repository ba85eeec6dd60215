import { and, eq } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database, Transaction } from "../../db/client.ts";
import { idempotencyRecord } from "../../db/schema/idempotency.ts";
import { AppError } from "../../errors.ts";

export interface Answer<Body> {
  status: ContentfulStatusCode;
  body: Body;
}

/** An answer, and whether it was replayed from an earlier request with the same key. */
export interface IdempotentAnswer<Body> extends Answer<Body> {
  replayed: boolean;
}

/**
 * Runs `work` in a transaction. With a key, the first successful answer is stored in that same
 * transaction and every later request with the key gets it back instead of running again. A retry
 * that arrives while the first is still running waits on the key's row, then reads its answer.
 * A refusal stores nothing (its transaction rolls back), so a retry is judged anew.
 */
export async function runIdempotent<Body>(
  db: Database,
  key: { userId: string; key: string; scope: string } | null,
  work: (tx: Transaction) => Promise<Answer<Body>>,
): Promise<IdempotentAnswer<Body>> {
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyRecord)
      .values({ ...key, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecord.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyRecord)
        .where(and(eq(idempotencyRecord.userId, key.userId), eq(idempotencyRecord.key, key.key)));
      if (!stored || stored.scope !== key.scope) {
        throw new AppError(
          "idempotency_key_reused",
          "This Idempotency-Key was already used for another request.",
          422,
        );
      }
      return {
        status: stored.status as ContentfulStatusCode,
        body: stored.body as Body,
        replayed: true,
      };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyRecord)
      .set({ status: answer.status, body: answer.body as object })
      .where(and(eq(idempotencyRecord.userId, key.userId), eq(idempotencyRecord.key, key.key)));
    return { ...answer, replayed: false };
  });
}
