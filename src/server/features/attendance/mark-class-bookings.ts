import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { booking } from "../../db/schema/courses.ts";
import { getCourse } from "../admin-courses/get-course.ts";
import { type AttendanceMark, type MarkedAttendance, setAttendance } from "./set-attendance.ts";

/**
 * Gives `mark` to each booking of the class still booked and not marked present as `mark` says
 * (among `bookingIds` when given), one at a time under the single switch's rule. Answers the marks
 * that changed.
 */
export async function markClassBookings(
  db: Database,
  input: {
    courseId: string;
    mark: AttendanceMark;
    bookingIds?: string[];
    actorId: string;
    now: Date;
  },
): Promise<MarkedAttendance[]> {
  const { courseId, mark, bookingIds, actorId, now } = input;
  await getCourse(db, courseId);
  const toMark = await db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.courseId, courseId),
        eq(booking.status, "booked"),
        eq(booking.attended, !mark.attended),
        bookingIds ? inArray(booking.id, bookingIds) : undefined,
      ),
    );
  const marked: MarkedAttendance[] = [];
  for (const { id } of toMark) {
    marked.push(await setAttendance(db, { bookingId: id, mark, actorId, now }));
  }
  return marked;
}
