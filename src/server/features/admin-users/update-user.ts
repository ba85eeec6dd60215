import { eq } from "drizzle-orm";
import type { AdminUserUpdate } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { normalisePhone } from "../../../shared/registration.ts";
import type { AppDeps } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { expireDueCredits } from "../credits/expire-due-credits.ts";
import { withUniquePhone } from "../phone-numbers/with-unique-phone.ts";
import { mailPasswordLink } from "./mail-password-link.ts";
import { ensureEmailFree, withUniqueEmail } from "./unique-email.ts";

interface UserEdit {
  userId: string;
  actorId: string;
  update: AdminUserUpdate;
  now: Date;
}

/**
 * updateUserProfile (admin edit): name, phone and credits, and the e-mail of a walk-in's account
 * that has none, which is then mailed the link that claims it (registerWalkIn). A new credit
 * figure is written as the difference, an `admin_adjustment` entry in the ledger with the admin's
 * reason, so the balance always equals the ledger and says why.
 */
export async function updateUser(
  deps: Pick<AppDeps, "db" | "auth">,
  input: UserEdit,
): Promise<void> {
  const { userId, update } = input;
  const phone = update.phone ? normalisePhone(update.phone) : null;
  const addedEmail = await withUniqueEmail(() =>
    withUniquePhone(deps.db, { userId, phone }, (tx) => editAccount(tx, phone, input)),
  );
  if (addedEmail) await mailPasswordLink(deps.auth, addedEmail);
}

/** The edit in its transaction; answers the e-mail address it gave the account, if it did. */
async function editAccount(
  tx: Transaction,
  phone: string | null,
  input: UserEdit,
): Promise<string | null> {
  const { userId, actorId, update, now } = input;
  // Locked first, as bookings lock it: a booking racing this edit waits, then sees the result.
  const [current] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
  if (!current) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  const email = update.email && update.email !== current.email ? update.email : null;
  // An address is the account's sign-in and where its reset links go: given once, not changed.
  if (email && current.email) {
    throw new AppError("email_not_changed", MESSAGES.emailNotChanged, 409);
  }
  if (email) await ensureEmailFree(tx, email);
  // The figure the admin replaces is the one they see, after what has expired.
  const balance = current.credits - (await expireDueCredits(tx, userId, now));
  const changes = [
    ...(current.name !== update.name ? ["name"] : []),
    ...(current.phone !== phone ? ["phone"] : []),
    ...(email ? ["email"] : []),
  ];
  if (changes.length > 0) {
    await tx
      .update(user)
      .set({ name: update.name, phone, ...(email ? { email } : {}), updatedAt: now })
      .where(eq(user.id, userId));
    await recordActivity(tx, {
      userId,
      actorId,
      type: "profile",
      description: "Profile edited by the studio",
      metadata: { changes },
      createdAt: now,
    });
  }
  const delta = update.credits - balance;
  if (delta !== 0) {
    const remark = update.creditsReason;
    if (!remark) throw new AppError("invalid_input", MESSAGES.creditsReasonRequired, 400);
    await appendCreditEntry(
      tx,
      { userId, delta, reason: "admin_adjustment", actorId, remark },
      { now },
    );
    await recordActivity(tx, {
      userId,
      actorId,
      type: "credits",
      description: `Credits set to ${update.credits} by the studio (${delta > 0 ? "+" : ""}${delta}): ${remark}`,
      metadata: {
        amount: Math.abs(delta),
        type: delta > 0 ? "credit" : "debit",
        reason: "admin_adjustment",
      },
      createdAt: now,
    });
  }
  return email;
}
