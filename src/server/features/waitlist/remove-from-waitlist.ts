import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";

/** The desk takes a student off a class's line, with a reason the student is e-mailed. */
export async function removeFromWaitlist(
  db: Database,
  input: { placeId: string; reason: string; actorId: string; now: Date; mail: BookingMailContext },
): Promise<{ message: string; courseId: string }> {
  const { placeId, reason, actorId, now, mail } = input;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .update(waitlistEntry)
      .set({ status: "removed", endedAt: now, endedBy: actorId, outcomeReason: reason })
      .where(and(eq(waitlistEntry.id, placeId), eq(waitlistEntry.status, "waiting")))
      .returning();
    if (!removed) {
      throw new AppError("waitlist_place_not_found", MESSAGES.waitlistEntryNotFound, 404);
    }
    const [item] = await tx.select().from(course).where(eq(course.id, removed.courseId));
    await recordActivity(tx, {
      userId: removed.userId,
      actorId,
      type: "booking",
      description: `Taken off the waitlist for ${item!.title} by the studio: ${reason}`,
      metadata: waitlistActivityDetails(removed.id, item!),
      createdAt: now,
    });
    await queueBookingMail(
      tx,
      mail,
      { userId: removed.userId, courseId: removed.courseId },
      { kind: "waitlist_removed", reason },
    );
    return { message: MESSAGES.waitlistRemoved, courseId: removed.courseId };
  });
}
