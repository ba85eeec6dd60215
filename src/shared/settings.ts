import {
  ATTENDANCE_OPENS_MINUTES_BEFORE,
  BOOKING_CLOSES_HOURS_BEFORE_START,
  CANCELLATION_ALLOWED_HOURS_BEFORE_START,
  CLASS_REMINDER_LEAD_HOURS,
  FREE_TRIAL_CREDITS,
  USUAL_CLASS_CREDITS,
} from "./constants.ts";

/**
 * The studio's settings that the owner changes in the admin (issue #20): its identity, shown on
 * pages and in e-mails, and its booking policies, which the server enforces. The spec's numbers
 * are the policies' defaults; the identity's defaults are the environment's STUDIO_* values.
 */

const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** How a late cancellation (after the deadline) is treated. */
export const LATE_CANCELLATION_RULES = ["refuse", "forfeit"] as const;
export type LateCancellationRule = (typeof LATE_CANCELLATION_RULES)[number];

export interface BookingPolicies {
  /** Booking closes this many minutes before a class starts. */
  bookingClosesMinutesBefore: number;
  /** How many days ahead a class can be booked; null: no limit. */
  bookingHorizonDays: number | null;
  /** Cancelling with a refund is allowed until this many minutes before the start. */
  cancellationDeadlineMinutes: number;
  /** After the deadline: refused, or allowed with the credits kept by the studio. */
  lateCancellation: LateCancellationRule;
  freeTrialOffered: boolean;
  freeTrialCredits: number;
  /** Charged when attendance marks a booking as a no-show; 0: nothing follows. */
  noShowFeeCredits: number;
  /** What one class usually costs: the measure a package's savings are checked against. */
  usualClassCredits: number;
  /**
   * A freed seat goes to the waitlist until this many minutes before the class; after that it is
   * simply open. null: until booking closes.
   */
  waitlistCutoffMinutes: number | null;
  /** A booked student is reminded of a class this many hours before it starts. */
  reminderLeadHours: number;
  /** Students can be marked present from this many minutes before a class starts. */
  attendanceOpensMinutesBefore: number;
}

export const DEFAULT_BOOKING_POLICIES: BookingPolicies = {
  bookingClosesMinutesBefore: BOOKING_CLOSES_HOURS_BEFORE_START * MINUTES_PER_HOUR,
  bookingHorizonDays: null,
  cancellationDeadlineMinutes: CANCELLATION_ALLOWED_HOURS_BEFORE_START * MINUTES_PER_HOUR,
  lateCancellation: "refuse",
  freeTrialOffered: true,
  freeTrialCredits: FREE_TRIAL_CREDITS,
  noShowFeeCredits: 0,
  usualClassCredits: USUAL_CLASS_CREDITS,
  waitlistCutoffMinutes: null,
  reminderLeadHours: CLASS_REMINDER_LEAD_HOURS,
  attendanceOpensMinutesBefore: ATTENDANCE_OPENS_MINUTES_BEFORE,
};

export interface StudioIdentity {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  directionsUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  youtubeUrl: string;
  currency: string;
  established: number;
  /** The About page's story, paragraphs apart by a blank line; empty: the page's own text. */
  aboutText: string;
}

/** Each setting's name on the Settings page, in messages and in the activity record. */
export const SETTING_LABELS: Record<keyof StudioIdentity | keyof BookingPolicies, string> = {
  name: "Studio name",
  tagline: "Tagline",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  directionsUrl: "Directions link",
  instagramUrl: "Instagram link",
  facebookUrl: "Facebook link",
  youtubeUrl: "YouTube link",
  currency: "Currency label",
  established: "Year opened",
  aboutText: "About text",
  bookingClosesMinutesBefore: "Booking close",
  bookingHorizonDays: "Booking horizon",
  cancellationDeadlineMinutes: "Cancellation deadline",
  lateCancellation: "Late cancellation",
  freeTrialOffered: "Free trial offered",
  freeTrialCredits: "Free trial credits",
  noShowFeeCredits: "No-show fee",
  usualClassCredits: "Usual class price",
  waitlistCutoffMinutes: "Waitlist cutoff",
  reminderLeadHours: "Class reminder",
  attendanceOpensMinutesBefore: "Attendance opens",
};
/**
 * What no single field can say: a deadline to cancel that lies before anyone could book. Checked
 * on the settings as they would be once saved. Undefined when they agree.
 */
export function policyConflict(policies: BookingPolicies): string | undefined {
  const { bookingHorizonDays, cancellationDeadlineMinutes } = policies;
  if (
    bookingHorizonDays !== null &&
    cancellationDeadlineMinutes > bookingHorizonDays * MINUTES_PER_DAY
  ) {
    return "Cancellation deadline cannot be further ahead than the booking horizon";
  }
  return undefined;
}

/** The settings as `GET /api/admin/settings` answers them. */
export interface StudioSettings {
  identity: StudioIdentity;
  policies: BookingPolicies;
  /** When and by whom they were last changed; null while every value is its default. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** "2 hours", "30 minutes", "1 hour 30 minutes", "2 days": a span of minutes in words. */
export function formatMinutes(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes > 0 && minutes % MINUTES_PER_DAY === 0)
    return plural(minutes / MINUTES_PER_DAY, "day");
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return plural(rest, "minute");
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(rest, "minute")}`;
}
