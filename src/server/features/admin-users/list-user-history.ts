import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ActivityItem,
  HISTORY_FILTERS,
  type HistoryFilter,
  type HistoryPage,
} from "../../../shared/admin-users.ts";
import { HISTORY_PAGE_SIZE } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { isOneOf, named } from "../../db/named-statement.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { activityDetails } from "./activity-details.ts";

const actor = alias(user, "actor");

/**
 * A filter chip's page of activities, built once for the pool and planned once by each connection
 * (named-statement.ts), as its types are the code's constants.
 */
const filterStatement = (filter: HistoryFilter) => {
  const types = HISTORY_FILTERS[filter].types;
  return builtPerConnection((db) =>
    named(
      db
        .select({
          id: activity.id,
          type: activity.type,
          description: activity.description,
          metadata: activity.metadata,
          createdAt: activity.createdAt,
          actorName: actor.name,
        })
        .from(activity)
        .leftJoin(actor, eq(actor.id, activity.actorId))
        .where(
          and(
            eq(activity.userId, sql.placeholder("userId")),
            types ? isOneOf(activity.type, types) : undefined,
          ),
        )
        .orderBy(desc(activity.createdAt), desc(activity.id))
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
      `user_history_${filter}`,
    ),
  );
};

const STATEMENTS = Object.fromEntries(
  Object.keys(HISTORY_FILTERS).map((filter) => [filter, filterStatement(filter as HistoryFilter)]),
) as Record<HistoryFilter, ReturnType<typeof filterStatement>>;

/**
 * getUserHistory: a user's audit trail, newest first, one filter chip's types, 30 a page. An
 * unknown user is a 404, as everywhere else, not an empty history.
 */
export async function listUserHistory(
  db: Executor,
  query: {
    userId: string;
    filter: HistoryFilter;
    page: number;
    pageSize?: number;
    now: Date;
    /** The studio's address: where every class is. */
    location: string;
  },
): Promise<HistoryPage> {
  const { userId, filter, page, pageSize = HISTORY_PAGE_SIZE } = query;
  const rows = await STATEMENTS[filter](db).execute({
    userId,
    // One more than a page tells whether there is a next one.
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
  });
  if (rows.length === 0) {
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  }
  const shown = rows.slice(0, pageSize);
  const details = await activityDetails(db, shown, query);
  const activities: ActivityItem[] = shown.map((row, index) => ({
    ...row,
    details: details[index]!,
    actorName: row.actorName || null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { activities, page, hasMore: rows.length > pageSize };
}
