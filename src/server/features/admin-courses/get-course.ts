import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { named } from "../../db/named-statement.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";

const courseStatement = builtPerConnection((db) =>
  named(
    db
      .select()
      .from(course)
      .where(eq(course.id, sql.placeholder("courseId"))),
    "class_by_id",
  ),
);

/** A class by its id, or the 404 the admin's screens answer. */
export async function getCourse(db: Executor, courseId: string) {
  const [item] = await courseStatement(db).execute({ courseId });
  if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
  return item;
}
