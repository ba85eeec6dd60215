import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client.ts";
import { expireDueCredits } from "./expire-due-credits.ts";

/** Students whose expiry is looked at per round: a long backlog goes in several. */
const BATCH = 100;

/**
 * Expires every batch whose validity has ended by `now`, a student per transaction (issue #23).
 * Each student's row is claimed with `skip locked`: one another instance or a booking holds is
 * left to them (a booking expires what is due before it spends), so two instances never wait on
 * each other, and a batch expires once. Answers the credits expired.
 */
export async function expireCredits(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await queryRows<{ userId: string }>(
      db,
      sql`select distinct user_id as "userId" from credit_batch
          where remaining > 0 and expires_at <= ${now.toISOString()} limit ${BATCH}`,
    );
    let expired = 0;
    for (const { userId } of due) {
      expired += await db.transaction(async (tx) => {
        const [claimed] = await queryRows<{ id: string }>(
          tx,
          sql`select id from "user" where id = ${userId} for update skip locked`,
        );
        return claimed ? expireDueCredits(tx, userId, now) : 0;
      });
    }
    total += expired;
    // Nothing expired this round: what is left is another's to do, or was done meanwhile.
    if (due.length < BATCH || expired === 0) return total;
  }
}
