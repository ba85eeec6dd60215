import { and, eq, sql } from "drizzle-orm";
import type { BookingPayment } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";

export interface StudioCancellation {
  message: string;
  bookingId: string;
  courseId: string;
  refunded: boolean;
  creditsRefunded: number;
}

/**
 * The desk cancels a student's booking (issue #21), with a reason and with or without a refund:
 * refunded, the credits come back with a ledger entry, or a subscription's monthly place is free
 * again; without, they stay spent. Any time until the class ends, whatever the cancellation
 * deadline. The student is e-mailed either way. Locks the student's row first, as every booking
 * change does.
 */
export async function cancelStudentBooking(
  db: Database,
  input: {
    bookingId: string;
    refund: boolean;
    reason: string;
    actorId: string;
    now: Date;
    mail: BookingMailContext;
  },
): Promise<StudioCancellation> {
  const { bookingId, refund, reason, actorId, now, mail } = input;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: booking.userId })
      .from(booking)
      .where(eq(booking.id, bookingId));
    if (!owner) throw new AppError("booking_not_found", MESSAGES.bookingNotFound, 404);
    await tx.select({ id: user.id }).from(user).where(eq(user.id, owner.userId)).for("update");
    const [found] = await tx
      .select({ held: booking, item: course })
      .from(booking)
      .innerJoin(course, eq(course.id, booking.courseId))
      .where(eq(booking.id, bookingId))
      .for("update", { of: booking });
    const { held, item } = found!;
    if (held.status !== "booked") {
      throw new AppError("booking_cancelled", MESSAGES.bookingAlreadyCancelled, 409);
    }
    if (item.endsAt <= now) {
      throw new AppError("class_ended", MESSAGES.endedBookingCannotCancel, 409);
    }
    // The table's check constraint holds it to these.
    const paidWith = held.paidWith as BookingPayment;
    if (refund && paidWith === "complimentary") {
      throw new AppError("nothing_to_refund", MESSAGES.complimentaryNothingToRefund, 409);
    }

    await tx
      .update(booking)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelledBy: actorId,
        cancellationReason: reason,
        refunded: refund,
      })
      .where(and(eq(booking.id, bookingId), eq(booking.status, "booked")));
    await tx
      .update(course)
      .set({ slotsFilled: sql`${course.slotsFilled} - 1` })
      .where(eq(course.id, item.id));
    const creditsRefunded = refund ? held.creditsPaid : 0;
    if (creditsRefunded > 0) {
      await appendCreditEntry(tx, {
        userId: owner.userId,
        delta: creditsRefunded,
        reason: "class_cancellation",
        bookingId,
        courseId: item.id,
        actorId,
        remark: reason,
      });
    }
    await recordActivity(tx, {
      userId: owner.userId,
      actorId,
      type: "booking",
      description: `Booking for ${item.title} cancelled by the studio${refund ? "" : " without refund"}: ${reason}`,
      metadata: {
        bookingId,
        courseId: item.id,
        courseTitle: item.title,
        startsAt: item.startsAt.toISOString(),
        creditsRefunded,
        status: "cancelled",
      },
    });
    await queueBookingMail(
      tx,
      mail,
      { userId: owner.userId, courseId: item.id },
      { kind: "cancelled_by_studio", reason, creditsRefunded, paidWith, refunded: refund },
    );
    return {
      message: MESSAGES.studentBookingCancelled,
      bookingId,
      courseId: item.id,
      refunded: refund,
      creditsRefunded,
    };
  });
}
