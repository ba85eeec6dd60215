import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { named } from "../../db/named-statement.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * The classes within days, or those not ended, each built once for the pool and planned once by
 * each connection (named-statement.ts).
 */
const classesStatement = (within: "days" | "notEnded") =>
  builtPerConnection((db) =>
    named(
      db
        .select({ course, tutor: { id: tutor.id, name: tutor.name, photoUrl: tutor.photoUrl } })
        .from(course)
        .leftJoin(tutor, eq(tutor.id, course.tutorId))
        .where(
          within === "days"
            ? and(
                gte(course.startsAt, sql.placeholder("start")),
                lt(course.startsAt, sql.placeholder("end")),
              )
            : gt(course.endsAt, sql.placeholder("now")),
        )
        .orderBy(asc(course.startsAt), asc(course.title)),
      `admin_classes_${within}`,
    ),
  );

const WITHIN_DAYS = classesStatement("days");
const NOT_ENDED = classesStatement("notEnded");

/** The studio days a list covers, first and last; null for every class not ended. */
export type AdminClassDays = { from: string; to: string } | null;

/**
 * The admin course list (spec §2 Admin Courses): without days, every class that has not ended;
 * with days (one, or the week view's seven), the classes starting from the first studio day to
 * the end of the last. Soonest first.
 */
export async function listAdminCourses(
  db: Executor,
  options: { days: AdminClassDays; now: Date; timeZone: string },
) {
  const { days, now, timeZone } = options;
  const rows = days
    ? await WITHIN_DAYS(db).execute({
        start: studioDayBounds(days.from, timeZone).start,
        end: studioDayBounds(days.to, timeZone).end,
      })
    : await NOT_ENDED(db).execute({ now });
  return rows.map(({ course: item, tutor: teacher }) => ({
    ...item,
    vacant: item.totalSlots - item.slotsFilled,
    tutor: teacher,
  }));
}
