import { and, eq, ne } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";

const phoneTaken = () => new AppError("phone_taken", MESSAGES.phoneAlreadyUsed, 409);

/**
 * Runs `work` in a transaction that gives `phone` (normalised; null for none) to `userId`, refused
 * with the spec's message when another account has it. The check answers the usual case; the
 * unique index settles two accounts racing for one number, with the same message.
 */
export async function withUniquePhone<T>(
  db: Database,
  claim: { userId: string; phone: string | null },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      if (claim.phone) {
        const [owner] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.phone, claim.phone), ne(user.id, claim.userId)));
        if (owner) throw phoneTaken();
      }
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, "user_phone_unique")) throw phoneTaken();
    throw error;
  }
}
