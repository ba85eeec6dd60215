import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import type { MailCalendarPart } from "../../mail/mailer.ts";
import { bookingEntryColumns } from "../calendar/booking-entry-columns.ts";
import { buildBookingCalendar, type CalendarStudio } from "../calendar/build-booking-calendar.ts";
import type { BookingMailEvent } from "./queue-booking-mail.ts";

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

/**
 * The calendar entry of the student's booking of the class, for the e-mail of `kind`: their most
 * recent booking of it (the one the change was made to), with the class as it now is. Its
 * SEQUENCE is the class's revision, one more for a cancel, so that it outranks the last update.
 */
export async function buildCalendarPart(
  tx: Executor,
  studio: CalendarStudio,
  target: { userId: string; courseId: string; email: string },
  kind: BookingMailEvent["kind"],
): Promise<MailCalendarPart | null> {
  const method = CALENDAR_METHOD[kind];
  if (!method) return null;
  const [held] = await tx
    .select({
      ...bookingEntryColumns,
      // The change's own time (its transaction's): when this version of the entry was made.
      stamp: sql`now()`.mapWith(course.startsAt),
    })
    .from(booking)
    .innerJoin(course, eq(course.id, booking.courseId))
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(and(eq(booking.userId, target.userId), eq(booking.courseId, target.courseId)))
    .orderBy(desc(booking.createdAt), desc(booking.id))
    .limit(1);
  if (!held) return null;
  const cancel = method === "CANCEL";
  const { revision, stamp, ...entry } = held;
  return {
    method,
    content: buildBookingCalendar({
      method,
      studio,
      now: stamp,
      attendee: target.email,
      entries: [{ ...entry, sequence: revision + (cancel ? 1 : 0), cancelled: cancel }],
    }),
  };
}
