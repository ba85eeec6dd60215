import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";

/**
 * Deletes a class made by mistake, only while no one has ever booked it: a class with bookings,
 * even cancelled ones, keeps its history and is cancelled instead. The class's row is locked, so
 * a booking cannot arrive between the check and the delete.
 */
export async function deleteClass(db: Database, courseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: course.id })
      .from(course)
      .where(eq(course.id, courseId))
      .for("update");
    if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
    const [held] = await tx
      .select({ id: booking.id })
      .from(booking)
      .where(eq(booking.courseId, courseId))
      .limit(1);
    if (held) throw new AppError("class_has_bookings", MESSAGES.classHasBookings, 409);
    await tx.delete(course).where(eq(course.id, courseId));
  });
}
