import { and, eq } from "drizzle-orm";
import { bookingCancellationPolicy, cancellationTerms } from "../../../shared/availability.ts";
import { cancelTooLateMessage, MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { bookingActivityDetails, recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { freeSlot } from "./free-slot.ts";

export interface CancelledBooking {
  message: string;
  courseId: string;
  creditsRefunded: number;
  /** Cancelled after the deadline where the studio allows it: what was paid stays paid. */
  late: boolean;
  /** The balance after the refund. */
  credits: number;
}

/**
 * cancelBooking (DESIGN.md §5.2): the student's own booking, up to the studio's cancellation
 * deadline (4 hours before the start by default). What was paid in credits comes back with a
 * ledger entry, and the slot is freed last (freeSlot). After the deadline it is refused or, where
 * the studio allows late cancellations, the slot is freed and nothing is refunded. Locks the
 * student's row first, in the same order as bookClass.
 */
export async function cancelBooking(
  db: Database,
  input: { userId: string; bookingId: string; now: Date; mail: BookingMailContext },
): Promise<CancelledBooking> {
  const { userId, bookingId, now, mail } = input;
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
    // Judged by the terms it was made under, not by a policy changed since.
    const policies = bookingCancellationPolicy(held, await readBookingPolicies(tx));
    const terms = cancellationTerms(item.startsAt, now, policies);
    if (terms === "refused") {
      throw new AppError("cancel_too_late", cancelTooLateMessage(policies), 409);
    }
    const late = terms === "forfeit";
    const creditsRefunded = late ? 0 : held.creditsPaid;

    await tx
      .update(booking)
      .set({ status: "cancelled", cancelledAt: now, cancelledLate: late, refunded: !late })
      .where(eq(booking.id, bookingId));
    const credits =
      creditsRefunded > 0
        ? await appendCreditEntry(
            tx,
            {
              userId,
              delta: creditsRefunded,
              reason: "class_cancellation",
              bookingId,
              courseId: item.id,
            },
            { now, lockedBalance: member.credits },
          )
        : member.credits;
    await recordActivity(tx, {
      userId,
      actorId: userId,
      type: "booking",
      description: late
        ? `Cancelled ${item.title} late: ${held.creditsPaid} credits not refunded`
        : `Cancelled ${item.title}`,
      metadata: {
        ...bookingActivityDetails(bookingId, item),
        creditsRefunded,
        status: late ? "late_cancelled" : "cancelled",
      },
      createdAt: now,
    });
    await queueBookingMail(
      tx,
      mail,
      { userId, courseId: item.id },
      { kind: "cancelled", creditsRefunded },
    );
    await freeSlot(tx, item.id);
    return {
      message: MESSAGES.bookingCancelled,
      courseId: item.id,
      creditsRefunded,
      late,
      credits,
    };
  });
}
