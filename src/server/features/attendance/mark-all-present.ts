import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { booking } from "../../db/schema/courses.ts";
import { getCourse } from "../admin-courses/get-course.ts";
import { type MarkedAttendance, setAttendance } from "./set-attendance.ts";

/**
 * "Mark all present" for one class (issue #21): every booked student not yet marked attended is
 * marked so, one at a time under the same rule as the single switch (a no-show withdrawn gives
 * its fee back). Answers the marks that changed.
 */
export async function markAllPresent(
  db: Database,
  input: { courseId: string; actorId: string; now: Date },
): Promise<MarkedAttendance[]> {
  const { courseId, actorId, now } = input;
  await getCourse(db, courseId);
  const absent = await db
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(
        eq(booking.courseId, courseId),
        eq(booking.status, "booked"),
        eq(booking.attended, false),
      ),
    );
  const marked: MarkedAttendance[] = [];
  for (const { id } of absent) {
    marked.push(
      await setAttendance(db, {
        bookingId: id,
        mark: { attended: true, noShow: false },
        actorId,
        now,
      }),
    );
  }
  return marked;
}
