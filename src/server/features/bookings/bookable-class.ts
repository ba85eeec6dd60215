import { isBookingClosed, isBookingNotOpenYet } from "../../../shared/availability.ts";
import { isProfileComplete } from "../../../shared/identity.ts";
import { bookingClosedMessage, bookingNotOpenMessage, MESSAGES } from "../../../shared/messages.ts";
import { isWaitlistOpen } from "../../../shared/waitlist.ts";
import type { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import type { BookingState } from "./read-booking-state.ts";

/**
 * The class a student may act on by themselves, or why they may not, first reason first: their
 * account, their profile, the class missing or cancelled. Booking it and joining its line both
 * begin here.
 */
export function studentClass({
  member,
  item,
}: BookingState): typeof course.$inferSelect | AppError {
  if (!member || member.banned) {
    return new AppError("account_disabled", MESSAGES.accountDisabled, 403);
  }
  if (!isProfileComplete(member)) {
    return new AppError("profile_incomplete", MESSAGES.completeProfileFirst, 409);
  }
  if (!item) return new AppError("class_not_found", MESSAGES.classNotFound, 404);
  if (item.cancelledAt) return new AppError("class_cancelled", MESSAGES.classCancelled, 409);
  return item;
}

/**
 * The class a student may book on their own now, or the refusal, first reason first (spec §7
 * bookClass): their account, their profile, the class, their booking of it, the booking window,
 * its places, and the students already waiting for a freed one.
 */
export function bookableClass(state: BookingState, now: Date): typeof course.$inferSelect {
  const item = studentClass(state);
  if (item instanceof AppError) throw item;
  const { policies } = state;
  if (state.held) throw new AppError("already_booked", MESSAGES.alreadyBooked, 409);
  if (isBookingClosed(item.startsAt, now, policies)) {
    throw new AppError("booking_closed", bookingClosedMessage(policies), 409);
  }
  if (isBookingNotOpenYet(item.startsAt, now, policies)) {
    throw new AppError("booking_not_open", bookingNotOpenMessage(policies), 409);
  }
  if (item.slotsFilled >= item.totalSlots) {
    throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
  }
  // A seat freed while students wait is theirs: its promotion follows the commit that freed it.
  if (state.waitingLine && isWaitlistOpen(item.startsAt, now, policies)) {
    throw new AppError("waitlist_first", MESSAGES.waitlistFirst, 409);
  }
  return item;
}
