import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client.ts";

/**
 * Resolves once `sessions` sessions of this database wait for a lock another holds, or once
 * `done()`: a test holding a lock knows the transactions it set going have reached it.
 */
export async function untilWaitingForLocks(
  db: Executor,
  { sessions = 1, done = () => false }: { sessions?: number; done?: () => boolean } = {},
): Promise<void> {
  while (!done()) {
    const [waiting] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (waiting!.count >= sessions) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
