import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { lockStudent } from "../credits/lock-student.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { cancelForStudio } from "./cancel-for-studio.ts";
import { freeSlot } from "./free-slot.ts";

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
    await lockStudent(tx, owner.userId);
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
    if (refund && held.paidWith === "complimentary") {
      throw new AppError("nothing_to_refund", MESSAGES.complimentaryNothingToRefund, 409);
    }

    const creditsRefunded = await cancelForStudio(tx, {
      held,
      item,
      refund,
      reason,
      wholeClass: false,
      actorId,
      now,
      mail,
    });
    await freeSlot(tx, item.id);
    return {
      message: MESSAGES.studentBookingCancelled,
      bookingId,
      courseId: item.id,
      refunded: refund,
      creditsRefunded,
    };
  });
}
