import { and, eq, gte, sql } from "drizzle-orm";
import type { CreditReason, PaymentMethod } from "../../../shared/constants.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { AppError } from "../../errors.ts";

export interface CreditEntryInput {
  userId: string;
  delta: number;
  reason: CreditReason;
  bookingId?: string;
  courseId?: string;
  paymentMethod?: PaymentMethod;
  remark?: string;
  actorId?: string;
  createdAt?: Date;
}

/**
 * The only way credits change: the balance moves by `delta` (never below zero) and the ledger
 * records it, inside the caller's transaction. Returns the new balance.
 */
export async function appendCreditEntry(
  tx: Transaction,
  entry: CreditEntryInput,
  insufficientMessage = "Not enough credits.",
): Promise<number> {
  const [updated] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${entry.delta}` })
    .where(and(eq(user.id, entry.userId), gte(user.credits, -entry.delta)))
    .returning({ credits: user.credits });
  if (!updated) throw new AppError("insufficient_credits", insufficientMessage, 409);
  await tx.insert(creditEntry).values(entry);
  return updated.credits;
}
