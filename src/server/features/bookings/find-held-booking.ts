import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { booking } from "../../db/schema/courses.ts";

/** The student's active booking of the class, if they hold one (at most one: a unique index). */
export async function findHeldBooking(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<typeof booking.$inferSelect | undefined> {
  const [held] = await db
    .select()
    .from(booking)
    .where(
      and(eq(booking.userId, userId), eq(booking.courseId, courseId), eq(booking.status, "booked")),
    );
  return held;
}
