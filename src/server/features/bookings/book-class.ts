import { eq } from "drizzle-orm";
import { isBookingClosed, isBookingNotOpenYet } from "../../../shared/availability.ts";
import { isProfileComplete } from "../../../shared/identity.ts";
import { bookingClosedMessage, bookingNotOpenMessage, MESSAGES } from "../../../shared/messages.ts";
import { isWaitlistOpen } from "../../../shared/waitlist.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { findCoveringSubscription } from "../subscriptions/find-covering-subscription.ts";
import { hasWaitingLine } from "../waitlist/waitlist-position.ts";
import { findHeldBooking } from "./find-held-booking.ts";
import { type BookedClass, ownPayment, ownRefusals, placeBooking } from "./place-booking.ts";

/**
 * bookClass (DESIGN.md §5.1), inside the caller's transaction (so an idempotency record can share
 * it). The student's row is locked first: one student's bookings and cancellations run one after
 * another, which keeps the monthly cap exact and the lock order (student, then class) the same
 * everywhere. The slot is taken by a conditional update, so a class never overfills.
 */
export async function bookClass(
  tx: Transaction,
  input: { userId: string; courseId: string; now: Date; mail: BookingMailContext },
): Promise<BookedClass> {
  const { userId, courseId, now, mail } = input;
  const { timeZone } = mail;
  const [member] = await tx
    .select({ name: user.name, nickname: user.nickname, phone: user.phone, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!member || member.banned)
    throw new AppError("account_disabled", MESSAGES.accountDisabled, 403);
  if (!isProfileComplete(member)) {
    throw new AppError("profile_incomplete", MESSAGES.completeProfileFirst, 409);
  }

  const [item] = await tx.select().from(course).where(eq(course.id, courseId));
  if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
  if (item.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
  const existing = await findHeldBooking(tx, userId, courseId);
  if (existing) throw new AppError("already_booked", MESSAGES.alreadyBooked, 409);
  // The policies as saved now; a change made after this transaction began waits for its end.
  const policies = await readBookingPolicies(tx);
  if (isBookingClosed(item.startsAt, now, policies)) {
    throw new AppError("booking_closed", bookingClosedMessage(policies), 409);
  }
  if (isBookingNotOpenYet(item.startsAt, now, policies)) {
    throw new AppError("booking_not_open", bookingNotOpenMessage(policies), 409);
  }

  // A class seen full needs no lock: most of a burst for a popular class ends here, quickly.
  if (item.slotsFilled >= item.totalSlots) {
    throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
  }
  // A seat freed while students wait is theirs: its promotion follows the commit that freed it.
  if (isWaitlistOpen(item.startsAt, now, policies) && (await hasWaitingLine(tx, courseId))) {
    throw new AppError("waitlist_first", MESSAGES.waitlistFirst, 409);
  }

  const subscription = await findCoveringSubscription(tx, userId, item, now, timeZone);
  return placeBooking(tx, {
    userId,
    item,
    now,
    payment: ownPayment(subscription),
    bookedBy: null,
    reason: null,
    mail,
    refusals: ownRefusals(item),
  });
}
