import { eq } from "drizzle-orm";
import type { BookingPayment } from "../../../shared/constants.ts";
import type { Transaction } from "../../db/client.ts";
import { booking, type course } from "../../db/schema/courses.ts";
import { bookingActivityDetails, recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";

/**
 * The writes of the studio cancelling one held booking, alone (the desk) or with its whole class,
 * inside the caller's transaction with the student's row locked: the booking cancelled with who
 * and why; refunded, all it cost given back (its credits with a ledger entry, a no-show fee, a
 * subscription's place by the booking's `refunded`); the activity; the student's e-mail, sent
 * whatever their e-mail setting. Lowering the class's filled places is the caller's. Answers the
 * credits given back.
 */
export async function cancelForStudio(
  tx: Transaction,
  input: {
    held: typeof booking.$inferSelect;
    item: typeof course.$inferSelect;
    refund: boolean;
    reason: string;
    /** The whole class is called off, rather than this one booking. */
    wholeClass: boolean;
    actorId: string;
    now: Date;
    mail: BookingMailContext;
  },
): Promise<number> {
  const { held, item, refund, reason, wholeClass, actorId, now, mail } = input;
  await tx
    .update(booking)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: actorId,
      cancellationReason: reason,
      refunded: refund,
      ...(refund ? { noShow: false, noShowFeeCredits: 0 } : {}),
    })
    .where(eq(booking.id, held.id));
  const given = { userId: held.userId, bookingId: held.id, courseId: item.id, actorId };
  if (refund && held.creditsPaid > 0) {
    await appendCreditEntry(
      tx,
      {
        ...given,
        delta: held.creditsPaid,
        reason: "class_cancellation",
        remark: reason,
      },
      { now },
    );
  }
  if (refund && held.noShowFeeCredits > 0) {
    await appendCreditEntry(
      tx,
      { ...given, delta: held.noShowFeeCredits, reason: "no_show_fee" },
      { now },
    );
  }
  const creditsRefunded = refund ? held.creditsPaid + held.noShowFeeCredits : 0;
  await recordActivity(tx, {
    userId: held.userId,
    actorId,
    type: "booking",
    description: wholeClass
      ? `${item.title} cancelled by the studio: ${reason}`
      : `Booking for ${item.title} cancelled by the studio${refund ? "" : " without refund"}: ${reason}`,
    metadata: {
      ...bookingActivityDetails(held.id, item),
      creditsRefunded,
      status: "cancelled",
    },
    createdAt: now,
  });
  // The table's check constraint holds it to these.
  const paidWith = held.paidWith as BookingPayment;
  await queueBookingMail(
    tx,
    mail,
    { userId: held.userId, courseId: item.id },
    wholeClass
      ? { kind: "class_cancelled", reason, creditsRefunded, paidWith }
      : { kind: "cancelled_by_studio", reason, creditsRefunded, paidWith, refunded: refund },
  );
  return creditsRefunded;
}
