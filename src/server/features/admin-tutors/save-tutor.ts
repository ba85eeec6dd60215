import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { TutorInput } from "../../../shared/tutors.ts";
import type { Executor } from "../../db/client.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";

/** Adds a tutor, or with `tutorId` saves the edit of one. */
export async function saveTutor(db: Executor, input: TutorInput, tutorId?: string) {
  if (!tutorId) {
    const [created] = await db.insert(tutor).values(input).returning();
    return created!;
  }
  const [saved] = await db.update(tutor).set(input).where(eq(tutor.id, tutorId)).returning();
  if (!saved) throw new AppError("tutor_not_found", MESSAGES.tutorNotFound, 404);
  return saved;
}
