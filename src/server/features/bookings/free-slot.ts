import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";

/**
 * Gives a cancelled booking's place back to its class. The last write of a cancellation, as taking
 * a place is the last of a booking: the class's row, which every booking and cancellation of the
 * class waits for, is then held only for this statement and the commit, and twenty students
 * cancelling at once no longer wait for each other's refunds and e-mails.
 */
export async function freeSlot(tx: Transaction, courseId: string): Promise<void> {
  await tx
    .update(course)
    .set({ slotsFilled: sql`${course.slotsFilled} - 1` })
    .where(eq(course.id, courseId));
}
