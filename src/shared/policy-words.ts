import { cancellationDeadline } from "./availability.ts";
import { formatCredits } from "./credits.ts";
import { type BookingPolicies, formatMinutes } from "./settings.ts";
import { formatStudioDay, formatStudioTime } from "./studio-format.ts";

/**
 * The rules of booking and cancelling one class, in words, before the student confirms (issue
 * #20): when booking closes, until when cancelling gives the credits back, what follows after, and
 * what a no-show costs.
 */
export function bookingTermsInWords(
  item: { startsAt: Date | string; credits: number },
  policies: BookingPolicies,
  timeZone: string,
): string[] {
  const deadline = new Date(cancellationDeadline(new Date(item.startsAt), policies));
  const until = `${formatStudioDay(deadline, timeZone)}, ${formatStudioTime(deadline, timeZone)}`;
  const after =
    policies.lateCancellation === "forfeit"
      ? `after that the class's ${formatCredits(item.credits)} are not refunded`
      : "after that it cannot be cancelled";
  const terms = [
    `Booking closes ${formatMinutes(policies.bookingClosesMinutesBefore)} before class.`,
    `Free cancellation until ${until}; ${after}.`,
  ];
  if (policies.noShowFeeCredits > 0) {
    terms.push(
      `Not coming without cancelling costs ${formatCredits(policies.noShowFeeCredits)} more.`,
    );
  }
  return terms;
}
