import { and, eq, sql } from "drizzle-orm";
import { isCancellationAllowed } from "../../../shared/availability.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";

export interface CancelledBooking {
  message: string;
  courseId: string;
  creditsRefunded: number;
  /** The balance after the refund. */
  credits: number;
}

/**
 * cancelBooking (DESIGN.md §5.2): the student's own booking, at least 4 hours before the start.
 * The slot is freed and what was paid in credits comes back with a ledger entry. Locks the
 * student's row first, in the same order as bookClass.
 */
export async function cancelBooking(
  db: Database,
  input: { userId: string; bookingId: string; now: Date },
): Promise<CancelledBooking> {
  const { userId, bookingId, now } = input;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    const [found] = await tx
      .select({ booking, course })
      .from(booking)
      .innerJoin(course, eq(course.id, booking.courseId))
      .where(and(eq(booking.id, bookingId), eq(booking.userId, userId)));
    // Another student's booking answers exactly as a missing one: nothing to learn from the id.
    if (!member || !found) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
    const { booking: held, course: item } = found;
    if (held.status !== "booked") {
      throw new AppError("booking_cancelled", MESSAGES.bookingAlreadyCancelled, 409);
    }
    if (!isCancellationAllowed(item.startsAt, now)) {
      throw new AppError("cancel_too_late", MESSAGES.cancelTooLate, 409);
    }

    await tx
      .update(booking)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(booking.id, bookingId));
    await tx
      .update(course)
      .set({ slotsFilled: sql`${course.slotsFilled} - 1` })
      .where(eq(course.id, item.id));
    const credits =
      held.creditsPaid > 0
        ? await appendCreditEntry(tx, {
            userId,
            delta: held.creditsPaid,
            reason: "class_cancellation",
            bookingId,
            courseId: item.id,
          })
        : member.credits;
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "booking",
      description: `Cancelled ${item.title}`,
      metadata: {
        bookingId,
        courseId: item.id,
        courseTitle: item.title,
        startsAt: item.startsAt.toISOString(),
        creditsRefunded: held.creditsPaid,
        status: "cancelled",
      },
    });
    return {
      message: MESSAGES.bookingCancelled,
      courseId: item.id,
      creditsRefunded: held.creditsPaid,
      credits,
    };
  });
}
