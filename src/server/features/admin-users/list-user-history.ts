import { and, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ActivityItem,
  HISTORY_FILTERS,
  type HistoryFilter,
  type HistoryPage,
} from "../../../shared/admin-users.ts";
import { HISTORY_PAGE_SIZE } from "../../../shared/constants.ts";
import type { Executor } from "../../db/client.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";

const actor = alias(user, "actor");

/** getUserHistory: a user's audit trail, newest first, one filter chip's types, 30 a page. */
export async function listUserHistory(
  db: Executor,
  userId: string,
  filter: HistoryFilter,
  page: number,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<HistoryPage> {
  const types = HISTORY_FILTERS[filter].types;
  const rows = await db
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
    .where(and(eq(activity.userId, userId), types ? inArray(activity.type, [...types]) : undefined))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    // One more than a page tells whether there is a next one.
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  const activities: ActivityItem[] = rows.slice(0, pageSize).map((row) => ({
    ...row,
    actorName: row.actorName || null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { activities, page, hasMore: rows.length > pageSize };
}
