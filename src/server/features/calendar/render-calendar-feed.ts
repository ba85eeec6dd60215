import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";
import { bookingEntryColumns } from "./booking-entry-columns.ts";
import { buildBookingCalendar, type CalendarStudio } from "./build-booking-calendar.ts";
import { FEED_TOKEN } from "./feed-address.ts";

/**
 * Classes stay in the feed this long after they end: a subscribed calendar removes what the feed
 * no longer lists, and a class the student went to belongs in their calendar's past.
 */
const KEPT_AFTER_END_MS = 30 * 24 * 3_600_000;

export const FEED_NOT_FOUND = "This calendar address does not exist or has been reset.";

/**
 * The personal calendar feed behind a secret address: the student's booked classes, not
 * cancelled, that have not ended (or ended within the last 30 days), each with the UID of its
 * e-mails' entries. A wrong or reset secret, or a disabled account, finds nothing.
 */
export async function renderCalendarFeed(
  db: Executor,
  input: { token: string; studio: CalendarStudio; now: Date },
): Promise<string> {
  const { token, studio, now } = input;
  const [owner] = FEED_TOKEN.test(token)
    ? await db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.calendarToken, token), eq(user.banned, false)))
    : [];
  if (!owner) throw new AppError("not_found", FEED_NOT_FOUND, 404);

  const rows = await db
    .select(bookingEntryColumns)
    .from(booking)
    .innerJoin(course, eq(course.id, booking.courseId))
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(
      and(
        eq(booking.userId, owner.id),
        eq(booking.status, "booked"),
        isNull(course.cancelledAt),
        gt(course.endsAt, new Date(now.getTime() - KEPT_AFTER_END_MS)),
      ),
    )
    .orderBy(asc(course.startsAt), asc(booking.id));
  return buildBookingCalendar({
    method: "PUBLISH",
    studio,
    now,
    name: `${studio.studioName}: my classes`,
    entries: rows.map(({ revision, ...row }) => ({ ...row, sequence: revision, cancelled: false })),
  });
}
