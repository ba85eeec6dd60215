import type { Transaction } from "../../db/client.ts";
import { lockStudent } from "../credits/lock-student.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { findCoveringSubscription } from "../subscriptions/find-covering-subscription.ts";
import { bookableClass } from "./bookable-class.ts";
import { type BookedClass, ownPayment, ownRefusals, placeBooking } from "./place-booking.ts";
import { readBookingState } from "./read-booking-state.ts";

/**
 * bookClass (DESIGN.md §5.1), inside the caller's transaction (so an idempotency record can share
 * it); the request was judged once before it (BookingAttempts), where most of a burst for a
 * popular class is refused. The student's row is locked first: one student's bookings and
 * cancellations run one after another, which keeps the monthly cap exact and the lock order
 * (student, then class) the same everywhere. The state is judged after the lock, so it includes
 * whatever the student's previous request committed. The slot is taken by a conditional update,
 * so a class never overfills.
 */
export async function bookClass(
  tx: Transaction,
  input: { userId: string; courseId: string; now: Date; mail: BookingMailContext },
): Promise<BookedClass> {
  const { userId, courseId, now, mail } = input;
  const balance = await lockStudent(tx, userId);
  const state = await readBookingState(tx, { userId, courseId });
  const item = bookableClass(state, now);
  const subscription = await findCoveringSubscription(tx, userId, item, now, mail.timeZone);
  return placeBooking(tx, {
    userId,
    // bookableClass refused a student whose row is gone.
    balance: balance!,
    item,
    now,
    policies: state.policies,
    payment: ownPayment(subscription),
    bookedBy: null,
    reason: null,
    mail,
    refusals: ownRefusals(item),
    waitingLine: state.waitingLine,
  });
}
