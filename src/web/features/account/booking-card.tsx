import { useId } from "react";
import { formatCredits } from "../../../shared/credits.ts";
import type { MyBooking } from "../../../shared/profile.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PrivateBadge } from "../booking/class-status-badge.tsx";
import { AddToCalendar } from "../calendar/add-to-calendar.tsx";
import { BookingLabelBadge } from "./booking-label-badge.tsx";

interface BookingCardProps {
  booking: MyBooking;
  timeZone: string;
  /** Given for upcoming bookings: they can be cancelled. */
  onCancel?: (booking: MyBooking) => void;
  /** Why pressing Cancel was refused (the 4-hour rule). */
  refusal?: string | null;
}

function paymentText(booking: MyBooking): string {
  if (booking.paidWith === "subscription") return "Covered by your subscription";
  if (booking.paidWith === "complimentary") return "On the studio";
  return `Paid ${formatCredits(booking.creditsPaid)}`;
}

/** One booking: the class, its date and time in studio time, instructor, payment and state. */
export function BookingCard({ booking, timeZone, onCancel, refusal }: BookingCardProps) {
  const titleId = useId();
  const { course } = booking;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <BookingLabelBadge label={booking.label} />
            {course.isPrivate && <PrivateBadge />}
          </div>
          <h3 id={titleId} className="mt-2 text-lg leading-snug font-semibold">
            {course.title}
          </h3>
          <p className="mt-1 text-sm text-ink">
            <time dateTime={course.startsAt}>{formatStudioDate(course.startsAt, timeZone)}</time>
            {" · "}
            {formatStudioTimeRange(course.startsAt, course.endsAt, timeZone)}
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">
            {course.courseType} with {course.tutor?.name ?? "TBA"} · {paymentText(booking)}
          </p>
          {booking.cancelledByStudio && (
            <p className="mt-1 text-sm text-clay-700">
              Cancelled by the studio
              {booking.cancellationReason ? `: ${booking.cancellationReason}` : ""}
            </p>
          )}
        </div>
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => onCancel(booking)}
            className="shrink-0 self-start sm:self-center"
          >
            Cancel booking<span className="sr-only"> for {course.title}</span>
          </Button>
        )}
      </div>
      {booking.label === "Confirmed" && (
        <div className="mt-3 border-t border-sand-100 pt-2">
          <AddToCalendar booking={booking} />
        </div>
      )}
      {refusal && (
        <div className="mt-4">
          <Alert tone="error">{refusal}</Alert>
        </div>
      )}
    </article>
  );
}
