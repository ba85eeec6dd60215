import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * Admin Attendance: the classes starting from the start of the first studio day to the end of the
 * last, each with its booked students and whether they came (false until the admin says so).
 */
export async function listAttendance(
  db: Executor,
  options: { from: string; to: string; timeZone: string },
) {
  const start = studioDayBounds(options.from, options.timeZone).start;
  const end = studioDayBounds(options.to, options.timeZone).end;
  const classes = await db
    .select({ course, tutorName: tutor.name })
    .from(course)
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(and(gte(course.startsAt, start), lt(course.startsAt, end)))
    .orderBy(asc(course.startsAt), asc(course.title));
  const students =
    classes.length === 0
      ? []
      : await db
          .select({
            bookingId: booking.id,
            courseId: booking.courseId,
            userId: user.id,
            name: user.name,
            nickname: user.nickname,
            email: user.email,
            attended: booking.attended,
            noShow: booking.noShow,
            noShowFeeCredits: booking.noShowFeeCredits,
          })
          .from(booking)
          .innerJoin(user, eq(user.id, booking.userId))
          .where(
            and(
              eq(booking.status, "booked"),
              inArray(
                booking.courseId,
                classes.map((row) => row.course.id),
              ),
            ),
          )
          .orderBy(asc(user.name), asc(user.email));
  return classes.map(({ course: item, tutorName }) => {
    const booked = students.filter((student) => student.courseId === item.id);
    return {
      id: item.id,
      title: item.title,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      tutorName,
      bookedCount: booked.length,
      attendedCount: booked.filter((student) => student.attended).length,
      noShowCount: booked.filter((student) => student.noShow).length,
      students: booked,
    };
  });
}
