import { and, count, eq, lte } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { waitlistEntry } from "../../db/schema/courses.ts";

/** Where a waiting place stands in its class's line: 1 for the first. */
export async function waitlistPosition(
  db: Executor,
  place: { courseId: string; line: number },
): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(waitlistEntry)
    .where(
      and(
        eq(waitlistEntry.courseId, place.courseId),
        eq(waitlistEntry.status, "waiting"),
        lte(waitlistEntry.line, place.line),
      ),
    );
  return ahead!.n;
}
