import { eq, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Transaction } from "../../db/client.ts";
import { named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";

const lockStudentStatement = builtPerConnection((tx) =>
  named(
    tx
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, sql.placeholder("userId")))
      .for("update"),
    "lock_student",
  ),
);

/**
 * Locks the student's row until the caller's transaction ends: one student's bookings, payments,
 * refunds and credit changes run one after another, so their caps and balances stay exact. The
 * student's row comes first in every lock order. Answers their balance as locked (undefined when
 * the row is gone). A named statement (named-statement.ts): each connection parses and plans it
 * once; built once a connection.
 */
export async function lockStudent(tx: Transaction, userId: string): Promise<number | undefined> {
  const [locked] = await lockStudentStatement(tx).execute({ userId });
  return locked?.credits;
}
