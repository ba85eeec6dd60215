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
    .select({
      id: course.id,
      title: course.title,
      startsAt: course.startsAt,
      endsAt: course.endsAt,
      tutorName: tutor.name,
    })
    .from(course)
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(and(gte(course.startsAt, start), lt(course.startsAt, end)))
    .orderBy(asc(course.startsAt), asc(course.title));
  const rows =
    classes.length === 0
      ? []
      : await db
          .select({
            courseId: booking.courseId,
            bookingId: booking.id,
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
                classes.map((item) => item.id),
              ),
            ),
          )
          .orderBy(asc(user.name), asc(user.email));
  const studentsByClass = new Map<string, Omit<(typeof rows)[number], "courseId">[]>();
  for (const { courseId, ...student } of rows) {
    const students = studentsByClass.get(courseId);
    if (students) students.push(student);
    else studentsByClass.set(courseId, [student]);
  }
  return classes.map((item) => {
    const students = studentsByClass.get(item.id) ?? [];
    return {
      ...item,
      bookedCount: students.length,
      attendedCount: students.filter((student) => student.attended).length,
      noShowCount: students.filter((student) => student.noShow).length,
      students,
    };
  });
}
