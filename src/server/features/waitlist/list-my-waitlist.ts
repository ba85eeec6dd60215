import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { MyWaitlistPlace } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { myClass } from "../me/my-class.ts";

/** The student's places in the lines of classes yet to start, soonest class first. */
export async function listMyWaitlist(
  db: Executor,
  input: { userId: string; now: Date },
): Promise<MyWaitlistPlace[]> {
  const ahead = db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`${waitlistEntry} as other`)
    .where(
      sql`other.course_id = ${waitlistEntry.courseId} and other.status = 'waiting' and other.line <= ${waitlistEntry.line}`,
    );
  const rows = await db
    .select({
      id: waitlistEntry.id,
      joinedAt: waitlistEntry.joinedAt,
      position: sql<number>`(${ahead})`,
      item: course,
      teacher: tutor,
    })
    .from(waitlistEntry)
    .innerJoin(course, eq(course.id, waitlistEntry.courseId))
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(
      and(
        eq(waitlistEntry.userId, input.userId),
        eq(waitlistEntry.status, "waiting"),
        gt(course.startsAt, input.now),
      ),
    )
    .orderBy(asc(course.startsAt));
  return rows.map(({ id, joinedAt, position, item, teacher }) => ({
    id,
    position: Number(position),
    joinedAt: joinedAt.toISOString(),
    course: myClass(item, teacher),
  }));
}
