import {
  BOOKING_CLOSES_HOURS_BEFORE_START,
  CANCELLATION_ALLOWED_HOURS_BEFORE_START,
} from "./constants.ts";

const HOUR_MS = 3_600_000;

export const CLASS_STATUSES = [
  "attended",
  "already_booked",
  "booking_closed",
  "fully_booked",
  "available",
  "unavailable",
] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** The badge texts of spec §4. */
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  attended: "Attended",
  already_booked: "Already Booked",
  booking_closed: "Booking Closed",
  fully_booked: "Fully Booked",
  available: "Available",
  unavailable: "Login Required",
};

/** Booking closes 2 hours before the start: from that instant on, no new booking. */
export function isBookingClosed(startsAt: Date, now: Date): boolean {
  return now.getTime() >= startsAt.getTime() - BOOKING_CLOSES_HOURS_BEFORE_START * HOUR_MS;
}

/** Cancelling is allowed at 4 hours or more before the start. */
export function isCancellationAllowed(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCELLATION_ALLOWED_HOURS_BEFORE_START * HOUR_MS;
}

export interface AvailabilityInput {
  startsAt: Date;
  endsAt: Date;
  totalSlots: number;
  slotsFilled: number;
  /** The user's active booking of this class, if any. */
  booking: { attended: boolean } | null;
  signedIn: boolean;
}

/** A class's status for one person, in the order of spec §4 "Class availability". */
export function classStatus(input: AvailabilityInput, now: Date): ClassStatus {
  if (input.booking) {
    return input.booking.attended && input.endsAt <= now ? "attended" : "already_booked";
  }
  if (isBookingClosed(input.startsAt, now)) return "booking_closed";
  if (input.slotsFilled >= input.totalSlots) return "fully_booked";
  return input.signedIn ? "available" : "unavailable";
}

/**
 * The first instant after `now` at which `classStatus` of this class can answer differently with
 * nothing written: booking closes, or the class ends (when an attended booking shows). Infinity
 * when neither is still ahead.
 */
export function nextStatusChange(times: { startsAt: Date; endsAt: Date }, now: Date): number {
  const closes = times.startsAt.getTime() - BOOKING_CLOSES_HOURS_BEFORE_START * HOUR_MS;
  const ahead = [closes, times.endsAt.getTime()].filter((instant) => instant > now.getTime());
  return Math.min(Infinity, ...ahead);
}
