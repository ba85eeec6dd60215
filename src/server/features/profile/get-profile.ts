import { and, desc, eq } from "drizzle-orm";
import { isProfileComplete } from "../../../shared/identity.ts";
import { type Profile, summariseSubscription } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { findActiveSubscription } from "../subscriptions/find-active-subscription.ts";

/** The active subscription; without one, the latest that ended, so the profile can show it Expired. */
export async function findCurrentSubscription(db: Executor, userId: string, now: Date) {
  const active = await findActiveSubscription(db, userId, now);
  if (active) return active;
  const [latest] = await db
    .select({ subscription: userSubscription, plan: studioPackage })
    .from(userSubscription)
    .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
    .where(eq(userSubscription.userId, userId))
    .orderBy(desc(userSubscription.startsAt), desc(userSubscription.createdAt))
    .limit(1);
  return latest ?? null;
}

export async function getProfile(db: Executor, userId: string, now: Date): Promise<Profile> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      nickname: user.nickname,
      phone: user.phone,
      email: user.email,
      role: user.role,
      credits: user.credits,
      emailNotifications: user.emailNotifications,
      classReminders: user.classReminders,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  // Only a walk-in registered without an address has none, and it cannot sign in until it has.
  if (!row?.email) throw new AppError("not_found", "This account no longer exists.", 404);
  const email = row.email;
  const [subscription, [trial]] = await Promise.all([
    findCurrentSubscription(db, userId, now),
    db
      .select({ id: creditEntry.id })
      .from(creditEntry)
      .where(and(eq(creditEntry.userId, userId), eq(creditEntry.reason, "initial_credits")))
      .limit(1),
  ]);
  return {
    ...row,
    email,
    role: row.role === "admin" ? "admin" : "student",
    profileComplete: isProfileComplete(row),
    createdAt: row.createdAt.toISOString(),
    subscription: subscription ? summariseSubscription(subscription, now) : null,
    freeTrialClaimed: trial !== undefined,
  };
}
