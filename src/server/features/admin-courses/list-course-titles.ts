import { asc } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";

/** The distinct titles of every class, sorted: the source of the title suggestions. */
export async function listCourseTitles(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ title: course.title })
    .from(course)
    .orderBy(asc(course.title));
  return rows.map((row) => row.title);
}
