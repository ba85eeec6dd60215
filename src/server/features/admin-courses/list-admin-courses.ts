import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import type { Executor } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * The admin course list (spec §2 Admin Courses): without days, every class that has not ended;
 * with days (one, or the week view's seven), the classes starting from the first studio day to
 * the end of the last. Soonest first.
 */
export async function listAdminCourses(
  db: Executor,
  options: { days: { from: string; to: string } | null; now: Date; timeZone: string },
) {
  const { days, now, timeZone } = options;
  const bounds = days
    ? {
        start: studioDayBounds(days.from, timeZone).start,
        end: studioDayBounds(days.to, timeZone).end,
      }
    : null;
  const rows = await db
    .select({ course, tutor: { id: tutor.id, name: tutor.name, photoUrl: tutor.photoUrl } })
    .from(course)
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(
      bounds
        ? and(gte(course.startsAt, bounds.start), lt(course.startsAt, bounds.end))
        : gt(course.endsAt, now),
    )
    .orderBy(asc(course.startsAt), asc(course.title));
  return rows.map(({ course: item, tutor: teacher }) => ({
    ...item,
    vacant: item.totalSlots - item.slotsFilled,
    tutor: teacher,
  }));
}
