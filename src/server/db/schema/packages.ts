import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const studioPackage = pgTable(
  "package",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** In credits. */
    price: integer("price").notNull(),
    /** In sen, for buying the package outright with money; null: only with credits. */
    priceSen: integer("price_sen"),
    /** In credits. */
    totalCustomerSave: integer("total_customer_save").notNull().default(0),
    validityDays: integer("validity_days").notNull().default(30),
    /** Empty means every yoga type. */
    validYogaTypes: text("valid_yoga_types").array().notNull().default(sql`'{}'::text[]`),
    /** 999 means unlimited. */
    maxClassesPerMonth: integer("max_classes_per_month").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("package_price_positive", sql`${table.price} >= 1`),
    check(
      "package_price_sen_not_negative",
      sql`${table.priceSen} is null or ${table.priceSen} >= 0`,
    ),
    check("package_save_not_negative", sql`${table.totalCustomerSave} >= 0`),
    check("package_validity_positive", sql`${table.validityDays} >= 1`),
    check("package_max_classes_positive", sql`${table.maxClassesPerMonth} >= 1`),
  ],
);

export const userSubscription = pgTable(
  "user_subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    packageId: uuid("package_id")
      .notNull()
      .references(() => studioPackage.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    creditsPaid: integer("credits_paid").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("user_subscription_user_idx").on(table.userId, table.validUntil),
    index("user_subscription_package_idx").on(table.packageId),
    check("user_subscription_valid_after_start", sql`${table.validUntil} > ${table.startsAt}`),
    check("user_subscription_paid_not_negative", sql`${table.creditsPaid} >= 0`),
  ],
);
