import { sql } from "drizzle-orm";
import { type Database, type Executor, queryRows, type Transaction } from "../db/client.ts";

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

/**
 * Runs `hold` in a transaction that then stays open, holding what it locked, until `release()`;
 * resolves once `hold` has run. `committed` settles as the transaction ends.
 */
export async function transactionHeldOpen(
  db: Database,
  hold: (tx: Transaction) => Promise<unknown>,
): Promise<{ release: () => void; committed: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding!: () => void;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const committed = db.transaction(async (tx) => {
    await hold(tx);
    holding();
    await released;
  });
  await Promise.race([held, committed]);
  return { release, committed };
}
