import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
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
  const bookings =
    classes.length === 0
      ? []
      : await db
          .select({
            courseId: booking.courseId,
            bookingId: booking.id,
            userId: booking.userId,
            attended: booking.attended,
            noShow: booking.noShow,
            noShowFeeCredits: booking.noShowFeeCredits,
          })
          .from(booking)
          .where(
            and(
              eq(booking.status, "booked"),
              sql`${booking.courseId} = any(${sql.param(classes.map((item) => item.id))}::uuid[])`,
            ),
          );
  // The members apart, looked up by their ids: joined to the bookings, the planner hashed the
  // whole member table, the part of this page that grew with the studio (docs/performance.md).
  const members =
    bookings.length === 0
      ? []
      : await db
          .select({ id: user.id, name: user.name, nickname: user.nickname, email: user.email })
          .from(user)
          .where(
            sql`${user.id} = any(${sql.param([...new Set(bookings.map((row) => row.userId))])}::text[])`,
          )
          .orderBy(asc(user.name), asc(user.email));
  const bookingsOf = groupBy(bookings, (row) => row.userId);
  // Member by member in name order, so each class's students come in that order too.
  const students = members.flatMap((member) =>
    (bookingsOf.get(member.id) ?? []).map(
      ({ courseId, bookingId, userId, attended, noShow, noShowFeeCredits }) => ({
        courseId,
        student: {
          bookingId,
          userId,
          name: member.name,
          nickname: member.nickname,
          email: member.email,
          attended,
          noShow,
          noShowFeeCredits,
        },
      }),
    ),
  );
  const studentsOf = groupBy(students, (row) => row.courseId);
  return classes.map((item) => {
    const booked = (studentsOf.get(item.id) ?? []).map((row) => row.student);
    return {
      ...item,
      bookedCount: booked.length,
      attendedCount: booked.filter((student) => student.attended).length,
      noShowCount: booked.filter((student) => student.noShow).length,
      students: booked,
    };
  });
}

/** The rows under the key each gives, in their order. */
function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
