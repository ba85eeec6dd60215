import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import { type Database, queryRows, type Transaction } from "../../db/client.ts";
import { named } from "../../db/named-statement.ts";
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

/** A retry is the same call with the same key: which route, by whom, with which input. */
export interface IdempotencyKey {
  userId: string;
  key: string;
  /** The route, named for people: "book-class", "recharge". */
  route: string;
  /** The request's input as the route read it, so that spacing or field order make no difference. */
  input: unknown;
}

function requestHash({ route, input }: IdempotencyKey): string {
  return createHash("sha256")
    .update(JSON.stringify([route, input]))
    .digest("base64url");
}

/** Stores a key's answer in the record its request claimed. */
const keepAnswerStatement = builtPerConnection((tx) =>
  named(
    tx
      .update(idempotencyRecord)
      .set({
        status: sql`${sql.placeholder("status")}::int`,
        body: sql`${sql.placeholder("body")}::jsonb`,
      })
      .where(
        and(
          eq(idempotencyRecord.userId, sql.placeholder("userId")),
          eq(idempotencyRecord.key, sql.placeholder("key")),
        ),
      ),
    "keep_idempotent_answer",
  ),
);

/**
 * Runs `work` in a transaction. With a key, the first successful answer is stored in that same
 * transaction and every later request with the key gets it back instead of running again. A retry
 * that arrives while the first is still running waits on the key's lock, then reads its answer;
 * the lock, held until the transaction ends, also tells a read outside it that a request with
 * the key is under way (idempotency_key_unused, migration 0022).
 * A refusal stores nothing (its transaction rolls back), so a retry is judged anew. The same key
 * with another request (another route, or other input) is refused: replaying the first answer
 * would claim that a call was made which was not.
 */
export async function runIdempotent<Body>(
  db: Database,
  key: IdempotencyKey | null,
  work: (tx: Transaction) => Promise<Answer<Body>>,
): Promise<IdempotentAnswer<Body>> {
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  const record = { userId: key.userId, key: key.key, requestHash: requestHash(key) };
  return db.transaction(async (tx) => {
    // The key's lock, then the claim, in one statement: a request with the key that committed
    // while this one waited for the lock is still a conflict (a unique check sees the latest
    // rows, not the statement's snapshot).
    const claimed = await queryRows<{ key: string }>(
      tx,
      sql`with locked as (select lock_idempotency_key(${key.userId}, ${key.key}))
          insert into idempotency_record (user_id, key, request_hash, status, body)
          select ${record.userId}, ${record.key}, ${record.requestHash}, 0, '{}'::jsonb
          from locked
          on conflict do nothing
          returning key`,
    );
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyRecord)
        .where(and(eq(idempotencyRecord.userId, key.userId), eq(idempotencyRecord.key, key.key)));
      if (!stored || stored.requestHash !== record.requestHash) {
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
    await keepAnswerStatement(tx).execute({
      userId: key.userId,
      key: key.key,
      status: answer.status,
      body: JSON.stringify(answer.body),
    });
    return { ...answer, replayed: false };
  });
}
