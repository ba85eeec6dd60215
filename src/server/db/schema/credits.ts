import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CREDIT_REASONS, PAYMENT_METHODS } from "../../../shared/constants.ts";
import { user } from "./auth.ts";
import { booking, course } from "./courses.ts";
import { sale } from "./sales.ts";
import { sqlList } from "./sql-list.ts";

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
    /** The sale whose credits these are (a purchase) or were (its refund). */
    saleId: uuid("sale_id").references(() => sale.id),
    paymentMethod: text("payment_method"),
    remark: text("remark"),
    actorId: text("actor_id").references(() => user.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("credit_entry_user_idx").on(table.userId, table.createdAt),
    index("credit_entry_created_idx").on(table.createdAt),
    // The free trial's credits are granted once per account, whatever races to claim them.
    uniqueIndex("credit_entry_one_free_trial")
      .on(table.userId)
      .where(sql`${table.reason} = 'initial_credits'`),
    check("credit_entry_delta_not_zero", sql`${table.delta} <> 0`),
    check("credit_entry_reason_known", sql`${table.reason} in (${sqlList(CREDIT_REASONS)})`),
    check(
      "credit_entry_payment_method_known",
      sql`${table.paymentMethod} is null or ${table.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`,
    ),
  ],
);

/**
 * Credits that came in together and share an expiry (issue #23): a sale's pack, the free trial,
 * a studio adjustment. A user's balance is the sum of their batches' remaining credits; a booking
 * spends from the batches that expire soonest, and a refund returns to the batch it came from.
 */
export const creditBatch = pgTable(
  "credit_batch",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    credits: integer("credits").notNull(),
    remaining: integer("remaining").notNull(),
    /** The end of its validity; null: never. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    saleId: uuid("sale_id").references(() => sale.id),
    /** When the week-ahead warning of its expiry was queued. */
    expiryWarnedAt: timestamp("expiry_warned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("credit_batch_user_idx").on(table.userId).where(sql`${table.remaining} > 0`),
    index("credit_batch_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.remaining} > 0 and ${table.expiresAt} is not null`),
    uniqueIndex("credit_batch_sale_idx").on(table.saleId),
    check("credit_batch_credits_positive", sql`${table.credits} >= 1`),
    check(
      "credit_batch_remaining_in_range",
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.credits}`,
    ),
  ],
);

/**
 * How a ledger entry moved credits in or out of batches: an entry's delta is the sum of its
 * movements, and a batch's remaining credits the sum of the movements on it.
 */
export const creditBatchMovement = pgTable(
  "credit_batch_movement",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => creditEntry.id),
    batchId: uuid("batch_id")
      .notNull()
      .references(() => creditBatch.id),
    delta: integer("delta").notNull(),
  },
  (table) => [
    index("credit_batch_movement_entry_idx").on(table.entryId),
    index("credit_batch_movement_batch_idx").on(table.batchId),
    check("credit_batch_movement_not_zero", sql`${table.delta} <> 0`),
  ],
);

/**
 * Each member's ledger added up by reason: credits in, credits out and entries. Kept by the
 * database as entries are written (migration 0029's trigger, whoever writes them), so the credit
 * history's summary reads a member's few reasons, not every entry of their years.
 */
export const creditReasonTotal = pgTable(
  "credit_reason_total",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    gained: integer("gained").notNull(),
    lost: integer("lost").notNull(),
    entries: integer("entries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reason] })],
);
