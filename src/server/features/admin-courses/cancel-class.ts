import { and, asc, eq, sql } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { cancelForStudio } from "../bookings/cancel-for-studio.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { lockBookedStudents } from "./lock-booked-students.ts";

export interface CancelledClass {
  message: string;
  courseId: string;
  bookingsCancelled: number;
  creditsRefunded: number;
}

/**
 * The studio calls a class off (issue #21), in one transaction: every booking is cancelled with
 * what it cost given back (credits to the balance, a subscription's monthly place by no longer
 * counting, a no-show fee with it), the class stays on the timetable as Cancelled, and each booked
 * student is e-mailed the reason. The booked students' rows, then the places of those waiting,
 * are locked before the class's, in the order bookings, cancellations and the waitlist's turns
 * take them, so a student acting at that moment waits or finishes first, and never deadlocks
 * with it.
 */
export async function cancelClass(
  db: Database,
  input: { courseId: string; reason: string; actorId: string; now: Date; mail: BookingMailContext },
): Promise<CancelledClass> {
  const { courseId, reason, actorId, now, mail } = input;
  return db.transaction(async (tx) => {
    await lockBookedStudents(tx, courseId);
    // The line's places before the class's row, in the order a waitlist turn takes them (its
    // place, then the class's row as it takes the seat).
    await tx
      .select({ id: waitlistEntry.id })
      .from(waitlistEntry)
      .where(and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, "waiting")))
      .orderBy(asc(waitlistEntry.id))
      .for("update");
    const [item] = await tx.select().from(course).where(eq(course.id, courseId)).for("update");
    if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
    if (item.cancelledAt) {
      throw new AppError("class_cancelled", MESSAGES.classAlreadyCancelled, 409);
    }
    if (item.endsAt <= now) {
      throw new AppError("class_ended", MESSAGES.classEndedCannotCancel, 409);
    }

    // Read under the class's lock: every booking here is committed, none can be added.
    const booked = await tx
      .select()
      .from(booking)
      .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")));
    let creditsRefunded = 0;
    for (const held of booked) {
      creditsRefunded += await cancelForStudio(tx, {
        held,
        item,
        refund: true,
        reason,
        wholeClass: true,
        actorId,
        now,
        mail,
      });
    }
    await tx
      .update(course)
      .set({
        cancelledAt: now,
        cancellationReason: reason,
        cancelledBy: actorId,
        slotsFilled: sql`${course.slotsFilled} - ${booked.length}`,
      })
      .where(eq(course.id, courseId));
    // Those waiting for a seat are told the class is off; their places end with it.
    const waiting = await tx
      .update(waitlistEntry)
      .set({ status: "closed", endedAt: now, outcomeReason: reason })
      .where(and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, "waiting")))
      .returning({ userId: waitlistEntry.userId });
    for (const { userId } of waiting) {
      await queueBookingMail(tx, mail, { userId, courseId }, { kind: "waitlist_closed", reason });
    }
    return {
      message: MESSAGES.classCancelledMessage,
      courseId,
      bookingsCancelled: booked.length,
      creditsRefunded,
    };
  });
}
