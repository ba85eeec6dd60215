import { eq, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";

const lockStudentStatement = builtPerConnection((tx) =>
  tx
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .for("update")
    .prepare("lock_student"),
);

/**
 * Locks the student's row until the caller's transaction ends: one student's bookings, payments,
 * refunds and credit changes run one after another, so their caps and balances stay exact. The
 * student's row comes first in every lock order. Answers their balance as locked (undefined when
 * the row is gone). A named statement: each connection parses it once, and soon keeps its plan;
 * built once a connection.
 */
export async function lockStudent(tx: Transaction, userId: string): Promise<number | undefined> {
  const [locked] = await lockStudentStatement(tx).execute({ userId });
  return locked?.credits;
}
