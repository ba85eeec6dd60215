import { eq } from "drizzle-orm";
import { isProfileComplete } from "../../../shared/identity.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { isWaitlistOpen } from "../../../shared/waitlist.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { user } from "../../db/schema/auth.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";
import { classStandingFields } from "../bookings/read-booking-state.ts";
import { withDefaultPolicies } from "../settings/read-studio-settings.ts";
import { waitlistPosition } from "./waitlist-position.ts";

export interface JoinedWaitlist {
  message: string;
  id: string;
  position: number;
}

/**
 * A student joins the line for a full class (issue #22). The student's row, then the class's, are
 * locked, in the order every booking takes them: a seat freed meanwhile either went to the line
 * already, or is seen free here and the student is told to book it. The place answered is the
 * line as this join sees it (joins committing at the same moment may stand ahead).
 */
export async function joinWaitlist(
  db: Database,
  input: { userId: string; courseId: string; now: Date },
): Promise<JoinedWaitlist> {
  const { userId, courseId, now } = input;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: user.name, nickname: user.nickname, phone: user.phone, banned: user.banned })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!member || member.banned) {
      throw new AppError("account_disabled", MESSAGES.accountDisabled, 403);
    }
    if (!isProfileComplete(member)) {
      throw new AppError("profile_incomplete", MESSAGES.completeProfileFirst, 409);
    }
    // The class shared: joins of one class go side by side, while a change to its seats waits
    // for them. What the join is judged on is read with it, in one statement.
    const [standing] = await tx
      .select({ item: course, ...classStandingFields(tx, userId, course.id) })
      .from(course)
      .where(eq(course.id, courseId))
      .for("share");
    if (!standing) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
    const { item } = standing;
    if (item.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
    if (item.isPrivate) throw new AppError("waitlist_private", MESSAGES.waitlistPrivate, 409);
    if (!isWaitlistOpen(item.startsAt, now, withDefaultPolicies(standing.savedPolicies))) {
      throw new AppError("waitlist_closed", MESSAGES.waitlistClosed, 409);
    }
    if (standing.held) throw new AppError("already_booked", MESSAGES.alreadyBooked, 409);
    // A free seat with people waiting is theirs (its promotion follows the commit that freed it).
    if (item.slotsFilled < item.totalSlots && !standing.waitingLine) {
      throw new AppError("seat_free", MESSAGES.waitlistSeatFree, 409);
    }

    const written = tx
      .$with("joined")
      .as(
        tx
          .insert(waitlistEntry)
          .values({ courseId, userId, joinedAt: now })
          .returning({ id: waitlistEntry.id, line: waitlistEntry.line }),
      );
    const [joined] = await tx
      .with(written)
      .select({ id: written.id, position: waitlistPosition(courseId, written.line) })
      .from(written)
      .catch((error: unknown) => {
        if (isUniqueViolation(error, "waitlist_one_waiting_per_user_course")) {
          throw new AppError("already_waiting", MESSAGES.waitlistAlready, 409);
        }
        throw error;
      });
    const { id, position } = joined!;
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "booking",
      description: `Joined the waitlist for ${item.title} (number ${position})`,
      metadata: waitlistActivityDetails(id, item),
    });
    return { message: MESSAGES.waitlistJoined, id, position };
  });
}
