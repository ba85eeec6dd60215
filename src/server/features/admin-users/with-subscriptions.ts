import { sql } from "drizzle-orm";
import type { AdminUser } from "../../../shared/admin-users.ts";
import { summariseSubscription } from "../../../shared/profile.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { batchOf, named } from "../../db/named-statement.ts";
import type { user } from "../../db/schema/auth.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { activeSubscriptionsOf } from "../subscriptions/find-active-subscription.ts";
import { toAdminUser } from "./to-admin-user.ts";

/** The active subscriptions of a page of accounts, with their packages: one statement a page. */
const heldSubscriptionsStatement = builtPerConnection((db) =>
  named(
    activeSubscriptionsOf(db, sql`${userSubscription.userId} = any(${batchOf("userIds", "text")})`),
    "held_subscriptions",
  ),
);

/**
 * Accounts as the admin's lists show them, each with the subscription it holds at `now`: one
 * query for the whole page, not one per account.
 */
export async function withSubscriptions(
  db: Executor,
  rows: (typeof user.$inferSelect)[],
  now: Date,
): Promise<AdminUser[]> {
  const userIds = rows.map((row) => row.id);
  const subscriptions =
    userIds.length === 0 ? [] : await heldSubscriptionsStatement(db).execute({ userIds, now });
  const byUser = new Map(subscriptions.map((held) => [held.subscription.userId, held]));
  return rows.map((row) => {
    const held = byUser.get(row.id);
    return toAdminUser(row, held ? summariseSubscription(held, now) : null);
  });
}
