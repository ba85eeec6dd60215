import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BookingPolicies, StudioIdentity } from "../../../shared/settings.ts";
import { user } from "./auth.ts";

/**
 * The studio's settings: one row, holding only the values the owner has set; every other value
 * is its default (src/server/features/settings/). A change bumps the timetable's version (migration
 * 0007), since the booking policies decide what the timetable shows as bookable.
 */
export const studioSettings = pgTable(
  "studio_settings",
  {
    id: text("id").primaryKey().default("studio"),
    identity: jsonb("identity").$type<Partial<StudioIdentity>>().notNull().default({}),
    policies: jsonb("policies").$type<Partial<BookingPolicies>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [check("studio_settings_one_row", sql`${table.id} = 'studio'`)],
);
