import { and, eq, min } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";

/**
 * The desk puts a waiting student first in line: the next freed seat is theirs. The place is
 * locked, then the class's row (the order a waitlist turn takes them), so two moves at once cannot
 * both take the same place ahead of the line.
 */
export async function moveToFront(
  db: Database,
  input: { placeId: string; actorId: string; now: Date },
): Promise<{ message: string; courseId: string }> {
  const { placeId, actorId, now } = input;
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select()
      .from(waitlistEntry)
      .where(and(eq(waitlistEntry.id, placeId), eq(waitlistEntry.status, "waiting")))
      .for("update");
    if (!place) {
      throw new AppError("waitlist_place_not_found", MESSAGES.waitlistEntryNotFound, 404);
    }
    const [item] = await tx
      .select()
      .from(course)
      .where(eq(course.id, place.courseId))
      .for("update");
    const [first] = await tx
      .select({ line: min(waitlistEntry.line) })
      .from(waitlistEntry)
      .where(and(eq(waitlistEntry.courseId, place.courseId), eq(waitlistEntry.status, "waiting")));
    const head = Number(first!.line);
    if (head !== place.line) {
      const [moved] = await tx
        .update(waitlistEntry)
        .set({ line: head - 1 })
        .where(and(eq(waitlistEntry.id, placeId), eq(waitlistEntry.status, "waiting")))
        .returning({ id: waitlistEntry.id });
      if (!moved) {
        throw new AppError("waitlist_place_not_found", MESSAGES.waitlistEntryNotFound, 404);
      }
      await recordActivity(tx, {
        userId: place.userId,
        actorId,
        type: "booking",
        description: `Moved to the front of the waitlist for ${item!.title} by the studio`,
        metadata: waitlistActivityDetails(place.id, item!),
        createdAt: now,
      });
    }
    return { message: MESSAGES.waitlistMovedToFront, courseId: place.courseId };
  });
}
