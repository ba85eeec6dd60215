import { and, asc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { ClassOverlaps } from "../../../shared/courses.ts";
import { addStudioWeeks } from "../../../shared/studio-time.ts";
import type { Executor } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";

/**
 * The classes (not cancelled) that a class being added or edited would overlap (issue #21): all
 * of them share the studio's one room, and those of the same tutor need them twice. A weekly
 * series is checked at each of its weeks, in studio time. A warning, not a rule: the owner may go
 * on.
 */
export async function findOverlappingClasses(
  db: Executor,
  input: {
    startsAt: Date;
    endsAt: Date;
    tutorId?: string;
    repeatWeeks: number;
    excludeId?: string;
    timeZone: string;
  },
): Promise<ClassOverlaps> {
  const { startsAt, endsAt, tutorId, repeatWeeks, excludeId, timeZone } = input;
  const weeks = Array.from({ length: repeatWeeks }, (_, week) =>
    and(
      lt(course.startsAt, addStudioWeeks(endsAt, week, timeZone)),
      gt(course.endsAt, addStudioWeeks(startsAt, week, timeZone)),
    ),
  );
  const rows = await db
    .select({
      id: course.id,
      title: course.title,
      startsAt: course.startsAt,
      endsAt: course.endsAt,
      tutorId: course.tutorId,
      tutorName: tutor.name,
    })
    .from(course)
    .leftJoin(tutor, eq(tutor.id, course.tutorId))
    .where(
      and(
        isNull(course.cancelledAt),
        excludeId ? ne(course.id, excludeId) : undefined,
        or(...weeks),
      ),
    )
    .orderBy(asc(course.startsAt), asc(course.title));
  const named = (row: (typeof rows)[number]) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    tutorName: row.tutorName,
  });
  return {
    room: rows.map(named),
    tutor: tutorId ? rows.filter((row) => row.tutorId === tutorId).map(named) : [],
  };
}
