import {
  bookingClosesAt,
  type CancellationPolicy,
  type ClassStatus,
  cancellationDeadline,
} from "./availability.ts";
import { formatCredits } from "./credits.ts";
import { type BookingPolicies, formatMinutes } from "./settings.ts";
import { formatStudioDay, formatStudioTime } from "./studio-format.ts";

/** The last moment a booking of the class is cancelled with a refund: "Sat 5 Dec, 3:00 pm". */
export function cancellationDeadlineInWords(
  startsAt: Date | string,
  policies: CancellationPolicy,
  timeZone: string,
): string {
  const deadline = new Date(cancellationDeadline(new Date(startsAt), policies));
  return `${formatStudioDay(deadline, timeZone)}, ${formatStudioTime(deadline, timeZone)}`;
}

/** When a class's students can be marked present: "Attendance opens at 7:00 am, Wed 2 Dec." */
export function attendanceOpensInWords(
  startsAt: Date | string,
  policies: Pick<BookingPolicies, "attendanceOpensMinutesBefore">,
  timeZone: string,
): string {
  const opens = new Date(
    new Date(startsAt).getTime() - policies.attendanceOpensMinutesBefore * 60_000,
  );
  return `Attendance opens at ${formatStudioTime(opens, timeZone)}, ${formatStudioDay(opens, timeZone)}.`;
}

/**
 * The rules of booking and cancelling one class, in words, before the student confirms (issue
 * #20): when booking closes, until when cancelling gives the credits back (or, that moment past,
 * that it no longer does), what follows after, and what a no-show costs.
 */
export function bookingTermsInWords(
  item: { startsAt: Date | string; credits: number },
  policies: BookingPolicies,
  timeZone: string,
  now: Date,
): string[] {
  const until = cancellationDeadlineInWords(item.startsAt, policies, timeZone);
  const forfeit = policies.lateCancellation === "forfeit";
  const free = now.getTime() <= cancellationDeadline(new Date(item.startsAt), policies);
  const cancelling = free
    ? `Free cancellation until ${until}; ${forfeit ? `after that the class's ${formatCredits(item.credits)} are not refunded` : "after that it cannot be cancelled"}.`
    : `Free cancellation ended ${until}: ${forfeit ? `if you cancel, the class's ${formatCredits(item.credits)} are not refunded` : "once booked, it cannot be cancelled"}.`;
  const terms = [
    `Booking closes ${formatMinutes(policies.bookingClosesMinutesBefore)} before class.`,
    cancelling,
  ];
  if (policies.noShowFeeCredits > 0) {
    terms.push(
      `Not coming without cancelling costs ${formatCredits(policies.noShowFeeCredits)} more.`,
    );
  }
  return terms;
}

/** Statuses under which a class may still be booked, by someone or later on. */
const STILL_BOOKABLE: readonly ClassStatus[] = [
  "available",
  "fully_booked",
  "not_open_yet",
  "unavailable",
];

/**
 * The class card's terms, short (issue #20): when booking closes and, while it is ahead, until
 * when a booking is cancelled with its credits back; in studio time, with the day named where it
 * is not the class's own.
 */
export function classCardTerms(
  item: { startsAt: string; status: ClassStatus },
  policies: BookingPolicies,
  timeZone: string,
  now: Date,
): string[] {
  const classDay = formatStudioDay(item.startsAt, timeZone);
  const at = (instant: number) => {
    const time = formatStudioTime(new Date(instant), timeZone);
    const day = formatStudioDay(new Date(instant), timeZone);
    return day === classDay ? time : `${day}, ${time}`;
  };
  const startsAt = new Date(item.startsAt);
  const terms: string[] = [];
  if (STILL_BOOKABLE.includes(item.status)) {
    terms.push(`Booking closes ${at(bookingClosesAt(startsAt, policies))}`);
  }
  const deadline = cancellationDeadline(startsAt, policies);
  if (
    (STILL_BOOKABLE.includes(item.status) || item.status === "already_booked") &&
    deadline > now.getTime()
  ) {
    terms.push(`Free cancellation until ${at(deadline)}`);
  }
  return terms;
}
