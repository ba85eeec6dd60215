import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Transaction } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";

const emailTaken = () => new AppError("email_taken", MESSAGES.emailAlreadyUsed, 409);

/** Refuses an address another account has: the check for the usual case (see withUniqueEmail). */
export async function ensureEmailFree(tx: Transaction, email: string): Promise<void> {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (owner) throw emailTaken();
}

/**
 * Runs `work`, which gives an account an e-mail address; two accounts racing for one address are
 * settled by the unique index, with the same message as ensureEmailFree's.
 */
export async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "user_email_unique")) throw emailTaken();
    throw error;
  }
}
