import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Better Auth's user, extended with the studio's profile, role and cached credit balance. */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    nickname: text("nickname"),
    phone: text("phone"),
    role: text("role").notNull().default("student"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    /** The student's choice: an e-mail when they book or cancel a class. */
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /** The student's choice: an e-mail before each class they are booked in. */
    classReminders: boolean("class_reminders").notNull().default(true),
    /** The secret of their personal calendar feed's address; a reset replaces it. */
    calendarToken: text("calendar_token").unique(),
    /** A cache of Σ credit_entry.delta, changed only in the transaction that appends the entry. */
    credits: integer("credits").notNull().default(0),
    /**
     * What the admin's member search looks in and ranks by, worked out when the row is written
     * (the functions are migration 0011's): a search then folds nothing per matching member.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`studio_member_search_text("name", "nickname", "email", "phone")`,
    ),
    foldedName: text("folded_name").generatedAlwaysAs(sql`studio_fold("name")`),
    foldedNickname: text("folded_nickname").generatedAlwaysAs(
      sql`studio_fold(coalesce("nickname", ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("user_phone_unique").on(table.phone),
    // The All Users list, newest accounts first: a page is read backwards along it, not sorted.
    index("user_created_idx").on(table.createdAt, table.id),
    /**
     * The admin's member search (features/admin-users/search-members.ts) finds part of a name,
     * nickname, e-mail or phone's digits through this trigram index; the extensions it needs are
     * made by migration 0011.
     */
    index("user_member_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check("user_credits_not_negative", sql`${table.credits} >= 0`),
    check("user_role_known", sql`${table.role} in ('student', 'admin')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

/**
 * One row whose number goes up with every change to a session or to what Better Auth answers of
 * a user (deferred triggers of migration 0023, in the changing transaction): an app instance may
 * keep the sessions it checked for as long as the number it read them at still holds
 * (auth/read-session.ts).
 */
export const signInVersion = pgTable("sign_in_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** Better Auth's rate-limit counters, kept in the database so every app instance shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
