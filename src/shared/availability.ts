import type { BookingPolicies } from "./settings.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const CLASS_STATUSES = [
  "cancelled",
  "attended",
  "already_booked",
  "booking_closed",
  "not_open_yet",
  "fully_booked",
  "available",
  "unavailable",
] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** The badge texts of spec §4, and Cancelled for a class the studio called off (issue #21). */
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  cancelled: "Cancelled",
  attended: "Attended",
  already_booked: "Already Booked",
  booking_closed: "Booking Closed",
  not_open_yet: "Not Yet Open",
  fully_booked: "Fully Booked",
  available: "Available",
  unavailable: "Login Required",
};

type Policies = Pick<
  BookingPolicies,
  | "bookingClosesMinutesBefore"
  | "bookingHorizonDays"
  | "cancellationDeadlineMinutes"
  | "lateCancellation"
>;

/** The instant booking closes (2 hours before the start by default): no new booking from then. */
export function bookingClosesAt(startsAt: Date, policies: Policies): number {
  return startsAt.getTime() - policies.bookingClosesMinutesBefore * MINUTE_MS;
}

export function isBookingClosed(startsAt: Date, now: Date, policies: Policies): boolean {
  return now.getTime() >= bookingClosesAt(startsAt, policies);
}

/** The instant a class comes within the booking horizon; -Infinity without one. */
function bookingOpensAt(startsAt: Date, policies: Policies): number {
  return policies.bookingHorizonDays === null
    ? -Infinity
    : startsAt.getTime() - policies.bookingHorizonDays * DAY_MS;
}

export function isBookingNotOpenYet(startsAt: Date, now: Date, policies: Policies): boolean {
  return now.getTime() < bookingOpensAt(startsAt, policies);
}

/** Whether a student can be marked present yet: from shortly before the start (30 minutes by default). */
export function isAttendanceOpen(
  startsAt: Date,
  now: Date,
  policies: Pick<BookingPolicies, "attendanceOpensMinutesBefore">,
): boolean {
  return now.getTime() >= startsAt.getTime() - policies.attendanceOpensMinutesBefore * MINUTE_MS;
}

/** The last instant a booking can be cancelled with its credits back (4 hours before by default). */
export function cancellationDeadline(startsAt: Date, policies: CancellationPolicy): number {
  return startsAt.getTime() - policies.cancellationDeadlineMinutes * MINUTE_MS;
}

/**
 * What cancelling now means: a refund until the deadline; after it, refused or, where the studio
 * allows late cancellations, the seat freed with the credits kept ("forfeit"). A class that has
 * started cannot be cancelled at all.
 */
export type CancellationTerms = "refund" | "forfeit" | "refused";

/** The policies that decide a booking's cancellation. */
export type CancellationPolicy = Pick<
  BookingPolicies,
  "cancellationDeadlineMinutes" | "lateCancellation"
>;

/**
 * The cancellation policy a booking was made under, kept with it; the studio's `current` for a
 * booking made before bookings kept theirs.
 */
export function bookingCancellationPolicy(
  held: {
    cancellationDeadlineMinutes: number | null;
    lateCancellation: BookingPolicies["lateCancellation"] | null;
  },
  current: CancellationPolicy,
): CancellationPolicy {
  return {
    cancellationDeadlineMinutes:
      held.cancellationDeadlineMinutes ?? current.cancellationDeadlineMinutes,
    lateCancellation: held.lateCancellation ?? current.lateCancellation,
  };
}

export function cancellationTerms(
  startsAt: Date,
  now: Date,
  policies: CancellationPolicy,
): CancellationTerms {
  if (now.getTime() <= cancellationDeadline(startsAt, policies)) return "refund";
  if (policies.lateCancellation === "forfeit" && now < startsAt) return "forfeit";
  return "refused";
}

export interface AvailabilityInput {
  startsAt: Date;
  endsAt: Date;
  totalSlots: number;
  slotsFilled: number;
  /** Called off by the studio: shown for its day, bookable by no one. */
  cancelled: boolean;
  /** The user's active booking of this class, if any. */
  booking: { attended: boolean } | null;
  signedIn: boolean;
}

/**
 * A class's status for one person, in the order of spec §4 "Class availability"; a class beyond
 * the studio's booking horizon, when it has one, is not open for booking yet.
 */
export function classStatus(input: AvailabilityInput, now: Date, policies: Policies): ClassStatus {
  if (input.cancelled) return "cancelled";
  if (input.booking) {
    return input.booking.attended && input.endsAt <= now ? "attended" : "already_booked";
  }
  if (isBookingClosed(input.startsAt, now, policies)) return "booking_closed";
  if (isBookingNotOpenYet(input.startsAt, now, policies)) return "not_open_yet";
  if (input.slotsFilled >= input.totalSlots) return "fully_booked";
  return input.signedIn ? signedInStatus("unavailable") : "unavailable";
}

/**
 * A class's status for a signed-in student who holds no booking of it, from its status for
 * visitors: the same, except that a class open for booking is theirs to book.
 */
export function signedInStatus(visitorStatus: ClassStatus): ClassStatus {
  return visitorStatus === "unavailable" ? "available" : visitorStatus;
}

/**
 * The first instant after `now` at which `classStatus` of this class can answer differently with
 * nothing written: booking opens (with a horizon) or closes, or the class ends (when an attended
 * booking shows). Infinity when none is still ahead.
 */
export function nextStatusChange(
  times: { startsAt: Date; endsAt: Date },
  now: Date,
  policies: Policies,
): number {
  const instants = [
    bookingOpensAt(times.startsAt, policies),
    bookingClosesAt(times.startsAt, policies),
    times.endsAt.getTime(),
  ];
  return Math.min(Infinity, ...instants.filter((instant) => instant > now.getTime()));
}
