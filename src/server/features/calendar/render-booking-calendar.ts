import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";
import { bookingEntryColumns } from "./booking-entry-columns.ts";
import { buildBookingCalendar, type CalendarStudio } from "./build-booking-calendar.ts";

/**
 * One of the student's own bookings as an .ics file to open in any calendar, with the UID of its
 * e-mails' entries (so it is the same entry, not a second one). Someone else's booking is not
 * found, whether it exists or not. A cancelled one comes as cancelled, which removes it.
 */
export async function renderBookingCalendar(
  db: Executor,
  input: { userId: string; bookingId: string; studio: CalendarStudio; now: Date },
): Promise<{ filename: string; content: string }> {
  const { userId, bookingId, studio, now } = input;
  const [held] = await db
    .select({ ...bookingEntryColumns, status: booking.status })
    .from(booking)
    .innerJoin(course, eq(course.id, booking.courseId))
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(and(eq(booking.id, bookingId), eq(booking.userId, userId)));
  if (!held) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
  const { status, revision, ...entry } = held;
  const cancelled = status !== "booked";
  return {
    filename: `${held.title.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || "class"}.ics`,
    content: buildBookingCalendar({
      method: "PUBLISH",
      studio,
      now,
      // A cancel outranks the entry's last update, as in its e-mail.
      entries: [{ ...entry, sequence: revision + (cancelled ? 1 : 0), cancelled }],
    }),
  };
}
