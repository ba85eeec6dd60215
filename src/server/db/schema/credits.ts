import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { booking, course } from "./courses.ts";

/** The credit ledger: append-only; user.credits always equals the sum of a user's deltas. */
export const creditEntry = pgTable(
  "credit_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    bookingId: uuid("booking_id").references(() => booking.id),
    courseId: uuid("course_id").references(() => course.id, { onDelete: "set null" }),
    paymentMethod: text("payment_method"),
    remark: text("remark"),
    actorId: text("actor_id").references(() => user.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_entry_user_idx").on(table.userId, table.createdAt),
    index("credit_entry_created_idx").on(table.createdAt),
    // The free trial's credits are granted once per account, whatever races to claim them.
    uniqueIndex("credit_entry_one_free_trial")
      .on(table.userId)
      .where(sql`${table.reason} = 'initial_credits'`),
    check("credit_entry_delta_not_zero", sql`${table.delta} <> 0`),
    check(
      "credit_entry_reason_known",
      sql`${table.reason} in ('class_booking', 'class_cancellation', 'credit_purchase', 'initial_credits', 'admin_adjustment', 'package_purchase', 'no_show_fee')`,
    ),
    check(
      "credit_entry_payment_method_known",
      sql`${table.paymentMethod} is null or ${table.paymentMethod} in ('Cash', 'QR Pay', 'FOC', 'Other')`,
    ),
  ],
);
