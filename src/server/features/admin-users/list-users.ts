import { and, count, desc, eq, exists, not, sql } from "drizzle-orm";
import {
  USER_STATUS_FILTERS,
  USER_SUBSCRIPTION_FILTERS,
  type UserListPage,
  type UserListQuery,
} from "../../../shared/admin-users.ts";
import { ADMIN_USERS_PAGE_SIZE } from "../../../shared/constants.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keptAtVersion } from "../../db/kept-at-version.ts";
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

/**
 * getUsersList: the All Users list, filtered and paged by the database, newest accounts first.
 *
 * The count of every member, or of every active or disabled one, is what grows with the studio
 * (10 000 members read for each answer at five years): this app instance keeps it while the
 * sign-ins' version holds, which every new, changed or deleted member bumps (migrations 0023 and
 * 0027). A subscription filter's count also changes as subscriptions start and end, so it is
 * counted at each answer.
 */
export function createUsersList(db: Executor) {
  const keptCounts = keptAtVersion<StatusFilter, number>(USER_STATUS_FILTERS.length);
  return async function listUsers(
    versions: ChangeVersions,
    query: UserListQuery,
    now: Date,
  ): Promise<UserListPage> {
    const statements = STATEMENTS.get(`${query.status}/${query.subscription}`)!;
    const countNow = async () => (await statements.count(db).execute({ now }))[0]?.value ?? 0;
    const [rows, total] = await Promise.all([
      statements.page(db).execute({ now, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE }),
      query.subscription === "all"
        ? keptCounts.read(query.status, versions.signIns, countNow)
        : countNow(),
    ]);
    return {
      users: await withSubscriptions(db, rows, now),
      totalUsers: total,
      page: query.page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
    };
  };
}

export type UsersList = ReturnType<typeof createUsersList>;
