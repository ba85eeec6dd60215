import { and, desc, eq, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { booking } from "../../db/schema/courses.ts";
import type { MailCalendarPart } from "../../mail/mailer.ts";
import {
  type BookingEntry,
  buildBookingCalendar,
  type CalendarStudio,
} from "../calendar/build-booking-calendar.ts";
import type { BookingMailEvent } from "./booking-mail-event.ts";

/**
 * The calendar message each booking e-mail carries: an invitation (or its update) while the
 * student is booked, a cancel once they are not, and none for what never put the class in their
 * calendar (a waitlist's news).
 */
const CALENDAR_METHOD: Record<BookingMailEvent["kind"], MailCalendarPart["method"] | null> = {
  booked: "REQUEST",
  booked_from_waitlist: "REQUEST",
  class_changed: "REQUEST",
  reminder: "REQUEST",
  cancelled: "CANCEL",
  cancelled_by_studio: "CANCEL",
  class_cancelled: "CANCEL",
  waitlist_skipped: null,
  waitlist_removed: null,
  waitlist_closed: null,
};

/** The student's most recent booking of the class: the one a change to their booking was made to. */
export function latestBookingId(
  db: Executor,
  userId: SQLWrapper | string,
  courseId: SQLWrapper | string,
) {
  return db
    .select({ id: booking.id })
    .from(booking)
    .where(and(eq(booking.userId, userId), eq(booking.courseId, courseId)))
    .orderBy(desc(booking.createdAt), desc(booking.id))
    .limit(1);
}

/** A booking's calendar entry as read with the e-mail's content (queueBookingMail). */
export type HeldEntry = Omit<BookingEntry, "sequence" | "cancelled" | "bookingId"> & {
  bookingId: string | null;
  revision: number;
  /** The change's own time (its transaction's): when this version of the entry was made. */
  stamp: Date;
};

/**
 * The calendar entry of the student's booking of the class, for the e-mail of `kind`: their most
 * recent booking of it, with the class as it now is. Its SEQUENCE is the class's revision, one
 * more for a cancel, so that it outranks the last update.
 */
export function buildCalendarPart(
  studio: CalendarStudio,
  held: HeldEntry,
  email: string,
  kind: BookingMailEvent["kind"],
): MailCalendarPart | null {
  const method = CALENDAR_METHOD[kind];
  const { bookingId, revision, stamp, ...entry } = held;
  if (!method || bookingId === null) return null;
  const cancel = method === "CANCEL";
  return {
    method,
    content: buildBookingCalendar({
      method,
      studio,
      now: stamp,
      attendee: email,
      entries: [{ ...entry, bookingId, sequence: revision + (cancel ? 1 : 0), cancelled: cancel }],
    }),
  };
}
