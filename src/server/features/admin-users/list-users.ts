import { and, count, desc, eq, exists, gt, not } from "drizzle-orm";
import type { UserListPage, UserListQuery } from "../../../shared/admin-users.ts";
import { ADMIN_USERS_PAGE_SIZE } from "../../../shared/constants.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { withSubscriptions } from "./with-subscriptions.ts";

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
  return {
    users: await withSubscriptions(db, rows, now),
    totalUsers: total?.value ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}
