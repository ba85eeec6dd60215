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
  uuid,
} from "drizzle-orm/pg-core";
import type { LateCancellationRule } from "../../../shared/settings.ts";
import { user } from "./auth.ts";
import { userSubscription } from "./packages.ts";
import { tutor } from "./tutors.ts";

/** A class on the timetable ("course" in the specification's data model). */
export const course = pgTable(
  "course",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    courseType: text("course_type").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    tutorId: uuid("tutor_id").references(() => tutor.id, { onDelete: "set null" }),
    totalSlots: integer("total_slots").notNull(),
    slotsFilled: integer("slots_filled").notNull().default(0),
    credits: integer("credits").notNull(),
    isPrivate: boolean("is_private").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Cancelled by the studio: still shown for its day, never bookable again. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    cancelledBy: text("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * Goes up with each change its booked students are told of (time, length, tutor): the
     * SEQUENCE of the calendar entries sent for its bookings.
     */
    revision: integer("revision").notNull().default(0),
  },
  (table) => [
    index("course_starts_at_idx").on(table.startsAt),
    // The admin's list of every class not yet ended reads only those, however long the history.
    index("course_ends_at_idx").on(table.endsAt),
    index("course_tutor_idx").on(table.tutorId),
    check("course_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("course_total_slots_positive", sql`${table.totalSlots} >= 1`),
    check(
      "course_slots_filled_in_range",
      sql`${table.slotsFilled} >= 0 and ${table.slotsFilled} <= ${table.totalSlots}`,
    ),
    check("course_credits_positive", sql`${table.credits} >= 1`),
    check(
      "course_cancelled_with_reason",
      sql`(${table.cancelledAt} is null) = (${table.cancellationReason} is null)`,
    ),
  ],
);

export const booking = pgTable(
  "booking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    courseId: uuid("course_id")
      .notNull()
      .references(() => course.id),
    /**
     * The class's start, kept by the database (migration 0028's triggers: as the booking is
     * written and whenever the class moves) so that a member's own lists read in its order along
     * one index, however many classes they have taken. Writers leave it out.
     */
    courseStartsAt: timestamp("course_starts_at", { withTimezone: true })
      .notNull()
      .$defaultFn(() => sql`default`),
    status: text("status").notNull().default("booked"),
    paidWith: text("paid_with").notNull(),
    creditsPaid: integer("credits_paid").notNull().default(0),
    subscriptionId: uuid("subscription_id").references(() => userSubscription.id),
    attended: boolean("attended").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Cancelled after the deadline where the studio allows it: the credits were not refunded. */
    cancelledLate: boolean("cancelled_late").notNull().default(false),
    /**
     * The cancellation terms it was made under (the studio's policies then): a later change of
     * policy applies to the bookings that follow it. Null on bookings made before they were kept,
     * which are judged by the policies of the day.
     */
    cancellationDeadlineMinutes: integer("cancellation_deadline_minutes"),
    lateCancellation: text("late_cancellation").$type<LateCancellationRule>(),
    /** Who booked it, when the desk did; null: the student. */
    bookedBy: text("booked_by").references(() => user.id, { onDelete: "set null" }),
    /** Why the desk booked it so (a complimentary place). */
    bookingReason: text("booking_reason"),
    /** Who cancelled it, when the studio did; null: the student. */
    cancelledBy: text("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    /** The studio's reason for cancelling it (the class's own, when the class was cancelled). */
    cancellationReason: text("cancellation_reason"),
    /**
     * Cancelled with what it cost given back: the credits, or the subscription's monthly place.
     * Not for a late cancel, nor for the studio's cancel without refund.
     */
    refunded: boolean("refunded").notNull().default(false),
    /** Marked by attendance as booked but not come, once the class had started. */
    noShow: boolean("no_show").notNull().default(false),
    /** What the no-show cost under the policy of the day it was marked; given back if unmarked. */
    noShowFeeCredits: integer("no_show_fee_credits").notNull().default(0),
    /** When its reminder e-mail was queued: once, whichever instance got there first. */
    reminderQueuedAt: timestamp("reminder_queued_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("booking_one_active_per_user_course")
      .on(table.userId, table.courseId)
      .where(sql`${table.status} = 'booked'`),
    index("booking_course_idx").on(table.courseId),
    index("booking_user_idx").on(table.userId, table.createdAt),
    // My Bookings' order (list-bookings.ts): a page is read off the member's own entries, either
    // way, from the index alone (the status says which list a booking is in). Nulls first is a
    // descending order's default, which the planner matches the index on.
    index("booking_member_classes_idx").on(
      table.userId,
      table.courseStartsAt.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.status,
    ),
    check("booking_status_known", sql`${table.status} in ('booked', 'cancelled')`),
    check(
      "booking_paid_with_known",
      sql`${table.paidWith} in ('credits', 'subscription', 'complimentary')`,
    ),
    check(
      "booking_complimentary_with_reason",
      sql`${table.paidWith} <> 'complimentary' or ${table.bookingReason} is not null`,
    ),
    check("booking_credits_paid_not_negative", sql`${table.creditsPaid} >= 0`),
    check(
      "booking_refunded_only_cancelled",
      sql`not ${table.refunded} or ${table.status} = 'cancelled'`,
    ),
    check(
      "booking_late_only_cancelled",
      sql`not ${table.cancelledLate} or ${table.status} = 'cancelled'`,
    ),
    check("booking_no_show_not_attended", sql`not (${table.noShow} and ${table.attended})`),
    check(
      "booking_no_show_fee_only_for_no_show",
      sql`${table.noShowFeeCredits} = 0 or (${table.noShow} and ${table.noShowFeeCredits} > 0)`,
    ),
  ],
);

/**
 * How many bookings each member has ever had, kept by the database as bookings are written
 * (migration 0030's trigger, whoever writes them; a booking is never deleted), so that My
 * Bookings counts a regular's history without walking years of it. No row: none yet.
 */
export const memberBookingCount = pgTable("member_booking_count", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  bookings: integer("bookings").notNull(),
});

/**
 * A student's place in the line for a full class. The line is served in arrival order (`line`);
 * a place ends booked (a freed seat was theirs), left (by the student), removed (by the studio),
 * skipped (they could not be booked when their turn came: `outcomeReason` says why) or closed
 * (the class was cancelled).
 */
export const waitlistEntry = pgTable(
  "waitlist_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // By default, not always: the studio moving someone to the front of the line sets it below the head.
    line: bigint("line", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => course.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    status: text("status").notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => booking.id),
    outcomeReason: text("outcome_reason"),
    /** Who ended it, when the studio did (removed or promoted from the roster). */
    endedBy: text("ended_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("waitlist_one_waiting_per_user_course")
      .on(table.courseId, table.userId)
      .where(sql`${table.status} = 'waiting'`),
    index("waitlist_line_idx")
      .on(table.courseId, table.line)
      .where(sql`${table.status} = 'waiting'`),
    index("waitlist_user_idx").on(table.userId, table.joinedAt),
    check(
      "waitlist_status_known",
      sql`${table.status} in ('waiting', 'booked', 'left', 'removed', 'skipped', 'closed')`,
    ),
    check(
      "waitlist_booked_with_booking",
      sql`(${table.status} = 'booked') = (${table.bookingId} is not null)`,
    ),
    check(
      "waitlist_ended_when_not_waiting",
      sql`(${table.status} = 'waiting') = (${table.endedAt} is null)`,
    ),
  ],
);

/**
 * One row whose number goes up with every change to a class or a tutor (statement triggers of
 * migration 0004, in the same transaction as the change): an app instance may keep the visitors'
 * timetable for as long as the number it was made at still holds.
 */
export const timetableVersion = pgTable("timetable_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * One row whose number goes up with every change to a booking (deferred triggers of migration
 * 0023): an app instance may keep a student's bookings in a range for as long as this number and
 * the timetable's still hold (features/classes/timetable-cache.ts).
 */
export const bookingVersion = pgTable("booking_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
