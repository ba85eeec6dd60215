import { and, eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";

/** The student leaves a class's line; those behind move up. */
export async function leaveWaitlist(
  db: Database,
  input: { userId: string; courseId: string; now: Date },
): Promise<{ message: string }> {
  const { userId, courseId, now } = input;
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(waitlistEntry)
      .set({ status: "left", endedAt: now })
      .where(
        and(
          eq(waitlistEntry.courseId, courseId),
          eq(waitlistEntry.userId, userId),
          eq(waitlistEntry.status, "waiting"),
        ),
      )
      .returning({ id: waitlistEntry.id });
    if (!left) throw new AppError("not_waiting", MESSAGES.waitlistNotOn, 404);
    const [item] = await tx.select().from(course).where(eq(course.id, courseId));
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "booking",
      description: `Left the waitlist for ${item!.title}`,
      metadata: waitlistActivityDetails(left.id, item!),
      createdAt: now,
    });
    return { message: MESSAGES.waitlistLeft };
  });
}
