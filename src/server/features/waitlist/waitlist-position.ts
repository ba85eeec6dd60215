import { and, eq, lt, type SQLWrapper, sql } from "drizzle-orm";
import { waitlistEntry } from "../../db/schema/courses.ts";

/**
 * Where a place in a class's line stands, 1 for the first: those waiting ahead of it, plus one.
 * A column of the statement that writes the places (which cannot see those it writes: a caller
 * writing several of one class adds those of them ahead), so a join is answered without another
 * round trip.
 */
export function waitlistPosition(courseId: SQLWrapper | string, line: SQLWrapper) {
  const ahead = and(
    eq(waitlistEntry.courseId, courseId),
    eq(waitlistEntry.status, "waiting"),
    lt(waitlistEntry.line, line),
  );
  return sql<number>`1 + (select count(*) from ${waitlistEntry} where ${ahead})`.mapWith(Number);
}
