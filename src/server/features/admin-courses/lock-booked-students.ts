import { and, asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking } from "../../db/schema/courses.ts";

/**
 * Locks the rows of the students booked in a class, before the studio writes the class's row and
 * its bookings (calling it off, moving it). A student's own booking, cancellation or attendance
 * locks their row first, then their booking, then the class's: taken in that same order here, a
 * student acting at that moment waits or finishes first, and never deadlocks with the studio.
 */
export async function lockBookedStudents(tx: Transaction, courseId: string): Promise<void> {
  const holders = await tx
    .select({ userId: booking.userId })
    .from(booking)
    .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")));
  if (holders.length === 0) return;
  await tx
    .select({ id: user.id })
    .from(user)
    .where(
      inArray(
        user.id,
        holders.map(({ userId }) => userId),
      ),
    )
    .orderBy(asc(user.id))
    .for("update");
}
