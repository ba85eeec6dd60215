import { and, count, desc, eq, exists, gt, inArray, not } from "drizzle-orm";
import type { UserListPage, UserListQuery } from "../../../shared/admin-users.ts";
import { ADMIN_USERS_PAGE_SIZE } from "../../../shared/constants.ts";
import { summariseSubscription } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { toAdminUser } from "./to-admin-user.ts";

/** getUsersList: the All Users list, filtered and paged by the database, newest accounts first. */
export async function listUsers(
  db: Executor,
  query: UserListQuery,
  now: Date,
): Promise<UserListPage> {
  const activeSubscription = db
    .select({ id: userSubscription.id })
    .from(userSubscription)
    .where(
      and(
        eq(userSubscription.userId, user.id),
        eq(userSubscription.isActive, true),
        gt(userSubscription.validUntil, now),
      ),
    );
  const where = and(
    query.status === "all" ? undefined : eq(user.banned, query.status === "disabled"),
    query.subscription === "with" ? exists(activeSubscription) : undefined,
    query.subscription === "without" ? not(exists(activeSubscription)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ value: count() }).from(user).where(where),
  ]);

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

  const users = rows.map((row) => {
    const held = byUser.get(row.id);
    return toAdminUser(row, held ? summariseSubscription(held, now) : null);
  });
  return {
    users,
    totalUsers: total?.value ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}
