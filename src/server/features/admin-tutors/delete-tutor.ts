import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";

/** Removes a tutor; their classes stay, with no tutor ('TBA' on the timetable, by the schema). */
export async function deleteTutor(db: Executor, tutorId: string): Promise<void> {
  const deleted = await db.delete(tutor).where(eq(tutor.id, tutorId)).returning({ id: tutor.id });
  if (deleted.length === 0) throw new AppError("tutor_not_found", MESSAGES.tutorNotFound, 404);
}
