import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MailCalendarPart } from "../../mail/mailer.ts";

/**
 * The e-mails the studio owes its students, written in the same transaction as the change they
 * tell of, so none is lost to a crash, and sent after it by whichever instance claims them (at
 * least once: a kill between the send and its record sends again).
 */
export const queuedMail = pgTable(
  "queued_mail",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The booking's calendar entry (an invitation, its update or its cancel), when it has one. */
    calendar: jsonb("calendar").$type<MailCalendarPart>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("queued_mail_unsent_idx").on(table.createdAt).where(sql`${table.sentAt} is null`),
  ],
);
