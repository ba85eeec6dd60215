import { and, count, desc, eq, exists, not, sql } from "drizzle-orm";
import {
  USER_STATUS_FILTERS,
  USER_SUBSCRIPTION_FILTERS,
  type UserListPage,
  type UserListQuery,
} from "../../../shared/admin-users.ts";
import { ADMIN_USERS_PAGE_SIZE } from "../../../shared/constants.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { activeAt } from "../subscriptions/find-active-subscription.ts";
import { withSubscriptions } from "./with-subscriptions.ts";

type StatusFilter = UserListQuery["status"];
type SubscriptionFilter = UserListQuery["subscription"];

/** The accounts a filter of the list keeps, as a statement's condition. */
function filtered(db: Executor, status: StatusFilter, subscription: SubscriptionFilter) {
  const activeSubscription = exists(
    db
      .select({ id: userSubscription.id })
      .from(userSubscription)
      .where(and(eq(userSubscription.userId, user.id), activeAt(sql.placeholder("now")))),
  );
  return and(
    status === "all" ? undefined : eq(user.banned, constant(status === "disabled")),
    subscription === "with" ? activeSubscription : undefined,
    subscription === "without" ? not(activeSubscription) : undefined,
  );
}

/**
 * A filter's page of accounts and their count, each built once for the pool and planned once by
 * each connection (built-per-connection.ts, named-statement.ts).
 */
const filterStatements = (status: StatusFilter, subscription: SubscriptionFilter) => ({
  page: builtPerConnection((db) =>
    named(
      db
        .select()
        .from(user)
        .where(filtered(db, status, subscription))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(ADMIN_USERS_PAGE_SIZE)
        .offset(sql.placeholder("offset")),
      `users_page_${status}_${subscription}`,
    ),
  ),
  count: builtPerConnection((db) =>
    named(
      db
        .select({ value: count() })
        .from(user)
        .where(filtered(db, status, subscription)),
      `users_count_${status}_${subscription}`,
    ),
  ),
});

const STATEMENTS = new Map(
  USER_STATUS_FILTERS.flatMap((status) =>
    USER_SUBSCRIPTION_FILTERS.map(
      (subscription) =>
        [`${status}/${subscription}`, filterStatements(status, subscription)] as const,
    ),
  ),
);

/** getUsersList: the All Users list, filtered and paged by the database, newest accounts first. */
export async function listUsers(
  db: Executor,
  query: UserListQuery,
  now: Date,
): Promise<UserListPage> {
  const statements = STATEMENTS.get(`${query.status}/${query.subscription}`)!;
  const [rows, [total]] = await Promise.all([
    statements.page(db).execute({ now, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE }),
    statements.count(db).execute({ now }),
  ]);
  return {
    users: await withSubscriptions(db, rows, now),
    totalUsers: total?.value ?? 0,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}
