import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ONLINE_REFUND_STATUSES, ORDER_STATUSES } from "../../../shared/payments.ts";
import { user } from "./auth.ts";
import { studioPackage } from "./packages.ts";
import { creditPack, sale, saleRefund } from "./sales.ts";
import { sqlList } from "./sql-list.ts";

/**
 * A student's online purchase (issue #24): what is bought at the price the database gave it,
 * and how far its Stripe Checkout Session got. Paid once, by a verified webhook, which writes the
 * sale; never by the browser.
 */
export const paymentOrder = pgTable(
  "payment_order",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    creditPackId: uuid("credit_pack_id").references(() => creditPack.id),
    packageId: uuid("package_id").references(() => studioPackage.id),
    /** The item as offered: the pack's or package's name then. */
    item: text("item").notNull(),
    /** A pack's credits; 0 for a package. */
    credits: integer("credits").notNull(),
    amountSen: integer("amount_sen").notNull(),
    status: text("status").notNull().default("open"),
    checkoutSessionId: text("checkout_session_id").unique(),
    checkoutUrl: text("checkout_url"),
    paymentIntentId: text("payment_intent_id"),
    saleId: uuid("sale_id")
      .unique()
      .references(() => sale.id),
    /** Why a paid order could not be fulfilled, or a payment failed, in Stripe's or our words. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("payment_order_user_idx").on(table.userId, table.createdAt),
    check("payment_order_status_known", sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check(
      "payment_order_one_product",
      sql`(${table.creditPackId} is null) <> (${table.packageId} is null)`,
    ),
    check("payment_order_amount_positive", sql`${table.amountSen} >= 1`),
    check("payment_order_credits_not_negative", sql`${table.credits} >= 0`),
  ],
);

/** Each Stripe event acted on, recorded in the transaction that acted on it: a repeat is a no-op. */
export const stripeEvent = pgTable("stripe_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

/**
 * A refund of an online sale asked of Stripe: its money and credits are held from other refunds
 * while Stripe decides, and become a `sale_refund` (with its credit note) once Stripe confirms.
 */
export const onlineRefund = pgTable(
  "online_refund",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sale.id),
    amountSen: integer("amount_sen").notNull(),
    credits: integer("credits").notNull(),
    reason: text("reason").notNull(),
    actorId: text("actor_id").references(() => user.id),
    status: text("status").notNull().default("requested"),
    stripeRefundId: text("stripe_refund_id").unique(),
    saleRefundId: uuid("sale_refund_id")
      .unique()
      .references(() => saleRefund.id),
    /** Stripe's reason for refusing or failing it. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("online_refund_sale_idx").on(table.saleId),
    check(
      "online_refund_status_known",
      sql`${table.status} in (${sqlList(ONLINE_REFUND_STATUSES)})`,
    ),
    check("online_refund_amount_positive", sql`${table.amountSen} >= 1`),
    check("online_refund_credits_not_negative", sql`${table.credits} >= 0`),
  ],
);
