import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const tutor = pgTable(
  "tutor",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    photoUrl: text("photo_url"),
    bio: text("bio").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("tutor_photo_url_http", sql`${table.photoUrl} ~ '^(https?://|/)'`)],
);
