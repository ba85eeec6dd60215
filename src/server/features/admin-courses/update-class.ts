import { and, eq, lte } from "drizzle-orm";
import type { ClassUpdate } from "../../../shared/courses.ts";
import type { Database } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { ensureFutureStart } from "./ensure-future-start.ts";
import { ensureTutorExists } from "./ensure-tutor-exists.ts";
import { getCourse } from "./get-course.ts";

/**
 * Edit Class. The size cannot drop below the places already booked; a class may keep its start
 * once it has begun (to fix a title or tutor), but cannot be moved to a time already gone.
 */
export async function updateClass(
  db: Database,
  courseId: string,
  update: ClassUpdate,
  options: { now: Date },
) {
  return db.transaction(async (tx) => {
    const current = await getCourse(tx, courseId);
    if (current.startsAt.getTime() !== update.startsAt.getTime()) {
      ensureFutureStart(update.startsAt, options.now);
    }
    await ensureTutorExists(tx, update.tutorId);
    // Checked in the update itself, so a booking arriving meanwhile cannot slip under the new size.
    const [saved] = await tx
      .update(course)
      .set(update)
      .where(and(eq(course.id, courseId), lte(course.slotsFilled, update.totalSlots)))
      .returning();
    if (!saved) {
      const { slotsFilled } = await getCourse(tx, courseId);
      throw new AppError(
        "slots_below_booked",
        `Total slots cannot be lower than the ${slotsFilled} places already booked.`,
        409,
      );
    }
    return saved;
  });
}
