import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cancellationTerms } from "../../../shared/availability.ts";
import { cancelTooLateMessage, MESSAGES } from "../../../shared/messages.ts";
import type { MyBooking } from "../../../shared/profile.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { serverMessageOr } from "../../lib/server-message.ts";
import { CalendarFeedSection } from "../calendar/calendar-feed-section.tsx";
import { WaitlistPlaces } from "../waitlist/waitlist-places.tsx";
import { BookingList } from "./booking-list.tsx";
import { CancelBookingDialog } from "./cancel-booking-dialog.tsx";
import { refundNote } from "./cancel-outcome.ts";
import { useCancelBooking } from "./use-my-bookings.ts";

interface MyBookingsPanelProps {
  userId: string;
  timeZone: string;
}

/**
 * My Bookings (spec §2 Profile): Upcoming Classes and Class History, each paged on its own, and
 * cancelling an upcoming class after a confirmation (spec §5 Cancellation).
 */
export function MyBookingsPanel({ userId, timeZone }: MyBookingsPanelProps) {
  const [target, setTarget] = useState<MyBooking | null>(null);
  /** Past the deadline, where the studio allows a late cancellation: nothing comes back. */
  const [late, setLate] = useState(false);
  const [refusal, setRefusal] = useState<{ bookingId: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The cancelled booking's button is gone with it: the focus goes to what happened instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function askToCancel(booking: MyBooking) {
    setOutcome(null);
    // The same deadline the server applies; it still has the last word on confirm.
    const policy = booking.cancellationPolicy;
    const terms = cancellationTerms(new Date(booking.course.startsAt), new Date(), policy);
    if (terms === "refused") {
      setRefusal({ bookingId: booking.id, message: cancelTooLateMessage(policy) });
      return;
    }
    setLate(terms === "forfeit");
    setRefusal(null);
    cancel.reset();
    setTarget(booking);
  }

  function confirm() {
    if (!target || cancel.isPending) return;
    cancel.mutate(target.id, {
      onSuccess: (answer) => {
        setTarget(null);
        setOutcome([answer.message, refundNote(answer.creditsRefunded)].filter(Boolean).join(" "));
      },
    });
  }

  return (
    <div className="space-y-12">
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="rounded-xl">
          <Alert tone="success">{outcome}</Alert>
        </div>
      )}
      <BookingList
        userId={userId}
        scope="upcoming"
        title="Upcoming Classes"
        empty={
          <>
            No upcoming classes.{" "}
            <Link
              to="/timetable"
              className="font-medium text-sage-700 underline underline-offset-4 hover:text-sage-900"
            >
              Find your next class
            </Link>
          </>
        }
        timeZone={timeZone}
        onCancel={askToCancel}
        refusal={refusal}
      />
      <WaitlistPlaces userId={userId} timeZone={timeZone} />
      <BookingList
        userId={userId}
        scope="history"
        title="Class History"
        empty="No past classes yet."
        timeZone={timeZone}
      />
      <CalendarFeedSection userId={userId} />
      <CancelBookingDialog
        booking={target}
        late={late}
        timeZone={timeZone}
        cancelling={cancel.isPending}
        error={cancel.isError ? serverMessageOr(cancel.error, MESSAGES.cancelFailed) : null}
        onConfirm={confirm}
        onClose={() => {
          if (!cancel.isPending) setTarget(null);
        }}
      />
    </div>
  );
}
