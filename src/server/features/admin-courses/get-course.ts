import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";

export async function getCourse(db: Executor, courseId: string) {
  const [item] = await db.select().from(course).where(eq(course.id, courseId));
  if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
  return item;
}
