import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** The audit trail written by the use cases; it feeds the admin history and recent activity. */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => user.id),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    type: text("type").notNull(),
    description: text("description").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("activity_user_idx").on(table.userId, table.createdAt),
    check(
      "activity_type_known",
      sql`${table.type} in ('login', 'booking', 'recharge', 'usage', 'credits', 'package', 'profile', 'settings')`,
    ),
  ],
);
