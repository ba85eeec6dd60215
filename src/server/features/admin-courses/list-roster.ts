import { and, asc, eq, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { booking } from "../../db/schema/courses.ts";
import { listClassWaitlist } from "../waitlist/list-class-waitlist.ts";
import { getCourse } from "./get-course.ts";

const studentsStatement = builtPerConnection((db) =>
  named(
    db
      .select({
        bookingId: booking.id,
        userId: user.id,
        name: user.name,
        nickname: user.nickname,
        email: user.email,
        phone: user.phone,
        paidWith: booking.paidWith,
        creditsPaid: booking.creditsPaid,
        bookingReason: booking.bookingReason,
        bookedByStudio: booking.bookedBy,
        bookedAt: booking.createdAt,
        attended: booking.attended,
        noShow: booking.noShow,
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.userId))
      .where(
        and(
          eq(booking.courseId, sql.placeholder("courseId")),
          eq(booking.status, constant("booked")),
        ),
      )
      .orderBy(asc(user.name), asc(user.email)),
    "roster_students",
  ),
);

/**
 * A class's roster for the desk (issue #21): the class, and who is booked on it now, how each
 * paid and how to reach them, by name; and who waits for a seat, in line (issue #22).
 */
export async function listRoster(db: Executor, courseId: string) {
  const [item, waitlist, students] = await Promise.all([
    getCourse(db, courseId),
    listClassWaitlist(db, courseId),
    studentsStatement(db).execute({ courseId }),
  ]);
  return {
    course: item,
    students: students.map(({ bookedByStudio, ...student }) => ({
      ...student,
      bookedByStudio: bookedByStudio !== null,
    })),
    waitlist,
  };
}
