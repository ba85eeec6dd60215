import type { CancellationPolicy, CancellationTerms } from "./availability.ts";
import { UNLIMITED_CLASSES_PER_MONTH } from "./constants.ts";
import { formatCredits } from "./credits.ts";
import { formatInStudioZone } from "./studio-format.ts";

/**
 * `GET /api/classes/:id/booking-terms`: what booking one class means for the signed-in student
 * now, decided by the same rule a booking applies (issue #22), so the words shown before
 * confirming never disagree with the booking itself.
 */
export interface BookingTerms {
  courseId: string;
  /** How a booking made now would be paid. */
  payment: "subscription" | "credits";
  /** The credits a booking made now would take: 0 when the subscription pays. */
  credits: number;
  /** The student's active subscription, whether or not it pays for this class; null without one. */
  subscription: {
    packageName: string;
    /** Its monthly places used in the class's studio month (before this booking). */
    usedInClassMonth: number;
    /** 999 means unlimited. */
    maxClassesPerMonth: number;
  } | null;
  /** The student's credit balance. */
  balance: number;
  /** From this instant no booking is taken (the studio's policy). */
  bookingClosesAt: string;
  /** Until this instant a cancellation gives the credits back (the studio's policy). */
  freeCancellationUntil: string;
  /** The student's booking of this class while they hold one: what cancelling it means now. */
  booking: {
    id: string;
    paidWith: "credits" | "subscription" | "complimentary";
    creditsPaid: number;
    createdAt: string;
    cancellation: CancellationTerms;
    /** The studio's policies when it was made, which its cancellation keeps to. */
    cancellationPolicy: CancellationPolicy;
  } | null;
}

/** "this month" when the class is in the current studio month, else "in January". */
function monthPhrase(classStartsAt: string, now: Date, timeZone: string): string {
  const month = (instant: Date | string) =>
    formatInStudioZone(instant, timeZone, { month: "long", year: "numeric" });
  return month(classStartsAt) === month(now)
    ? "this month"
    : `in ${formatInStudioZone(classStartsAt, timeZone, { month: "long" })}`;
}

/**
 * How the class would be paid, in words, before the student confirms: "Covered by Monthly
 * Unlimited — 3 of 8 classes used this month", or its credits, with why an active subscription
 * does not pay for it.
 */
export function paymentInWords(
  terms: Pick<BookingTerms, "payment" | "credits" | "subscription">,
  classStartsAt: string,
  now: Date,
  timeZone: string,
): string {
  const { subscription } = terms;
  if (!subscription) return formatCredits(terms.credits);
  const { packageName, usedInClassMonth: used, maxClassesPerMonth: max } = subscription;
  const when = monthPhrase(classStartsAt, now, timeZone);
  if (terms.payment === "subscription") {
    return max >= UNLIMITED_CLASSES_PER_MONTH
      ? `Covered by ${packageName} — unlimited classes, ${used} used ${when}`
      : `Covered by ${packageName} — ${used} of ${max} classes used ${when}`;
  }
  const why =
    max < UNLIMITED_CLASSES_PER_MONTH && used >= max
      ? `all ${max} classes of ${packageName} are used ${when}`
      : `${packageName} does not cover this class`;
  return `${formatCredits(terms.credits)} — ${why}`;
}
