import { and, eq, exists, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";

/**
 * Classes yet to start with a free seat and someone waiting: a promotion that a crash or a change
 * of the cutoff left undone (whether the waitlist is still open, fillFreedSeats decides).
 */
export async function findClassesToFill(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: course.id })
    .from(course)
    .where(
      and(
        gt(course.startsAt, now),
        isNull(course.cancelledAt),
        lt(course.slotsFilled, course.totalSlots),
        exists(
          db
            .select({ id: waitlistEntry.id })
            .from(waitlistEntry)
            .where(and(eq(waitlistEntry.courseId, course.id), eq(waitlistEntry.status, "waiting"))),
        ),
      ),
    );
  return rows.map(({ id }) => id);
}
