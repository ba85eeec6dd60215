import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * The first answer to a request sent with an Idempotency-Key, so a retried booking is answered the
 * same and books once. Kept per user; old records can be deleted after a day.
 */
export const idempotencyRecord = pgTable(
  "idempotency_record",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /**
     * A hash of the call the key was first used for (which route, with which input): the same key
     * with another request is refused instead of replaying an answer that is not its own.
     */
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_record_created_idx").on(table.createdAt),
  ],
);
