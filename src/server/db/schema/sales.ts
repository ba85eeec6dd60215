import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { PAYMENT_METHODS } from "../../../shared/constants.ts";
import { user } from "./auth.ts";
import { userSubscription } from "./packages.ts";
import { sqlList } from "./sql-list.ts";

/** Credits for sale at a price in ringgit (issue #23): at the desk now, online later. */
export const creditPack = pgTable(
  "credit_pack",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    credits: integer("credits").notNull(),
    priceSen: integer("price_sen").notNull(),
    /** How long its credits last from the sale; null: they never expire. */
    validityDays: integer("validity_days"),
    onSale: boolean("on_sale").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("credit_pack_credits_positive", sql`${table.credits} >= 1`),
    check("credit_pack_price_not_negative", sql`${table.priceSen} >= 0`),
    check(
      "credit_pack_validity_positive",
      sql`${table.validityDays} is null or ${table.validityDays} >= 1`,
    ),
  ],
);

/**
 * One sale of credits and what was received for it, with its receipt's number. Never edited: a
 * refund is a `sale_refund` of its own.
 */
export const sale = pgTable(
  "sale",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** R-2026-000123: gap-free per studio and year, allocated in the sale's transaction. */
    receiptNumber: text("receipt_number").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    creditPackId: uuid("credit_pack_id").references(() => creditPack.id),
    /** The subscription a package bought outright online started (issue #24): it gives no credits. */
    subscriptionId: uuid("subscription_id")
      .unique()
      .references(() => userSubscription.id),
    /** The item as sold: the pack's or package's name then, or "Credits" for a custom number. */
    item: text("item").notNull(),
    credits: integer("credits").notNull(),
    amountSen: integer("amount_sen").notNull(),
    paymentMethod: text("payment_method").notNull(),
    /** The payment's own reference, such as the QR transaction id. */
    reference: text("reference"),
    remark: text("remark"),
    /** Staff who made the sale. */
    actorId: text("actor_id").references(() => user.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // The transactions list reads its page along this, newest or oldest first.
    index("sale_created_idx").on(table.createdAt, table.receiptNumber),
    index("sale_user_idx").on(table.userId, table.createdAt),
    check(
      "sale_credits_positive",
      sql`${table.credits} >= 1 or (${table.subscriptionId} is not null and ${table.credits} = 0)`,
    ),
    check("sale_amount_not_negative", sql`${table.amountSen} >= 0`),
    check(
      "sale_payment_method_known",
      sql`${table.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`,
    ),
    check(
      "sale_free_of_charge_is_free",
      sql`${table.paymentMethod} <> 'FOC' or ${table.amountSen} = 0`,
    ),
  ],
);

/** Money given back and credits taken back for a sale, with its credit note's number. */
export const saleRefund = pgTable(
  "sale_refund",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** CN-2026-000012: its own gap-free series. */
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sale.id),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    amountSen: integer("amount_sen").notNull(),
    credits: integer("credits").notNull(),
    reason: text("reason").notNull(),
    actorId: text("actor_id").references(() => user.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sale_refund_created_idx").on(table.createdAt, table.creditNoteNumber),
    index("sale_refund_sale_idx").on(table.saleId),
    index("sale_refund_user_idx").on(table.userId, table.createdAt),
    check("sale_refund_amount_not_negative", sql`${table.amountSen} >= 0`),
    check("sale_refund_credits_not_negative", sql`${table.credits} >= 0`),
    check("sale_refund_not_empty", sql`${table.amountSen} + ${table.credits} > 0`),
  ],
);

/**
 * The last number given in each series (R for receipts, CN for credit notes) and year. Taking
 * the next one updates this row, whose lock the sale's transaction holds until it commits or rolls
 * back, so numbers are neither skipped nor given twice.
 */
export const receiptSeries = pgTable(
  "receipt_series",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * One row whose number goes up with every change to a sale or a refund (deferred triggers of
 * migration 0025): an app instance may keep a range's transactions CSV for as long as this number
 * and the sign-ins' (a member's or staff member's name or e-mail, written on each line) still hold.
 */
export const salesVersion = pgTable("sales_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
