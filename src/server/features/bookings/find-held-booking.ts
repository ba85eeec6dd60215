import { and, eq, type SQLWrapper } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { constant } from "../../db/named-statement.ts";
import { booking } from "../../db/schema/courses.ts";

/** A booking of the class that the student holds (each a value, or the column of an outer row). */
export function heldBookingOf(userId: SQLWrapper | string, courseId: SQLWrapper | string) {
  return and(
    eq(booking.userId, userId),
    eq(booking.courseId, courseId),
    eq(booking.status, constant("booked")),
  );
}

/** The student's active booking of the class, if they hold one (at most one: a unique index). */
export async function findHeldBooking(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<typeof booking.$inferSelect | undefined> {
  const [held] = await db.select().from(booking).where(heldBookingOf(userId, courseId));
  return held;
}
