import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { AppError } from "../../errors.ts";

/** A class names a tutor who is still on the team. */
export async function ensureTutorExists(db: Executor, tutorId: string): Promise<void> {
  const [found] = await db.select({ id: tutor.id }).from(tutor).where(eq(tutor.id, tutorId));
  if (!found) {
    throw new AppError(
      "tutor_not_found",
      "This instructor no longer exists. Please choose another.",
      400,
    );
  }
}
