import { and, eq, gt, inArray } from "drizzle-orm";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { summariseSubscription } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import type { user } from "../../db/schema/auth.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { toAdminUser } from "./to-admin-user.ts";

/**
 * Accounts as the admin's lists show them, each with the subscription it holds at `now`: one
 * query for the whole page, not one per account.
 */
export async function withSubscriptions(
  db: Executor,
  rows: (typeof user.$inferSelect)[],
  now: Date,
): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const subscriptions =
    ids.length === 0
      ? []
      : await db
          .select({ subscription: userSubscription, plan: studioPackage })
          .from(userSubscription)
          .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
          .where(
            and(
              inArray(userSubscription.userId, ids),
              eq(userSubscription.isActive, true),
              gt(userSubscription.validUntil, now),
            ),
          );
  const byUser = new Map(subscriptions.map((held) => [held.subscription.userId, held]));
  return rows.map((row) => {
    const held = byUser.get(row.id);
    return toAdminUser(row, held ? summariseSubscription(held, now) : null);
  });
}
