import { and, asc, eq, gt, gte, lt } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";
import type { Executor } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * The admin course list (spec §2 Admin Courses): without a day, every class that has not ended;
 * with a day, the classes starting that studio day. Soonest first.
 */
export async function listAdminCourses(
  db: Executor,
  options: { day: string | undefined; now: Date; timeZone: string },
) {
  const { day, now, timeZone } = options;
  const bounds = day ? studioDayBounds(day, timeZone) : null;
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
