import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";

/** The student's balance as it stands in the caller's transaction (the ledger's cached sum). */
export async function readCredits(tx: Transaction, userId: string): Promise<number> {
  const [account] = await tx
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId));
  return account!.credits;
}
