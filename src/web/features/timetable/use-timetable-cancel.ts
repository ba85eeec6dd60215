import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { BookingTerms } from "../../../shared/booking-terms.ts";
import type { StudioClass } from "../../../shared/classes.ts";
import { cancelTooLateMessage, MESSAGES } from "../../../shared/messages.ts";
import type { MyBooking } from "../../../shared/profile.ts";
import { serverMessageOr } from "../../lib/server-message.ts";
import { refundNote } from "../account/cancel-outcome.ts";
import { useCancelBooking } from "../account/use-my-bookings.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import { bookingTermsQuery } from "../booking/use-booking-terms.ts";

/** What a press of Cancel on a card led to, shown on that card. */
export interface CancelNote {
  classId: string;
  tone: "error" | "success";
  message: string;
}

/** The student's booking of a class shown on the timetable, as My Bookings' cancel dialog reads it. */
function heldBooking(item: StudioClass, held: NonNullable<BookingTerms["booking"]>): MyBooking {
  return {
    id: held.id,
    // Held and not yet started: a timetable class the student has booked.
    label: "Confirmed",
    course: {
      id: item.id,
      title: item.title,
      courseType: item.courseType,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      credits: item.credits,
      isPrivate: item.isPrivate,
      tutor: item.tutor && {
        id: item.tutor.id,
        name: item.tutor.name,
        photoUrl: item.tutor.photoUrl,
      },
    },
    paidWith: held.paidWith,
    creditsPaid: held.creditsPaid,
    createdAt: held.createdAt,
    cancelledAt: null,
    cancelledByStudio: false,
    cancellationReason: null,
    canCancel: held.cancellation !== "refused",
    cancellation: held.cancellation,
    cancellationPolicy: held.cancellationPolicy,
  };
}

/**
 * Cancel from a "Booked" card (issue #22), through My Bookings' dialog and mutation: the
 * booking and what cancelling it now means come from the server (booking terms), so a refusal
 * past the deadline is said on the card before any dialog, in the words My Bookings uses.
 */
export function useTimetableCancel(input: {
  userId: string | null;
  onNote: (note: CancelNote) => void;
}) {
  const { userId, onNote } = input;
  const queryClient = useQueryClient();
  const cancel = useCancelBooking();
  const [target, setTarget] = useState<{ booking: MyBooking; late: boolean } | null>(null);
  // Set at the press: a second press while the terms are on their way asks nothing more.
  const asking = useRef(false);

  async function ask(item: StudioClass) {
    if (asking.current) return;
    asking.current = true;
    try {
      const terms = await queryClient.fetchQuery(bookingTermsQuery(userId, item.id));
      const held = terms.booking;
      if (!held) {
        // Cancelled elsewhere since the timetable was loaded: show it as it is now.
        onNote({ classId: item.id, tone: "error", message: MESSAGES.bookingNotFound });
        void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY });
      } else if (held.cancellation === "refused") {
        onNote({
          classId: item.id,
          tone: "error",
          message: cancelTooLateMessage(held.cancellationPolicy),
        });
      } else {
        cancel.reset();
        setTarget({ booking: heldBooking(item, held), late: held.cancellation === "forfeit" });
      }
    } catch (error) {
      onNote({
        classId: item.id,
        tone: "error",
        message: serverMessageOr(error, MESSAGES.cancelFailed),
      });
    } finally {
      asking.current = false;
    }
  }

  function confirm() {
    if (!target || cancel.isPending) return;
    const classId = target.booking.course.id;
    cancel.mutate(target.booking.id, {
      onSuccess: (answer) => {
        setTarget(null);
        const message = [answer.message, refundNote(answer.creditsRefunded)];
        onNote({ classId, tone: "success", message: message.filter(Boolean).join(" ") });
      },
    });
  }

  function close() {
    if (!cancel.isPending) setTarget(null);
  }

  return {
    target,
    ask,
    confirm,
    close,
    cancelling: cancel.isPending,
    error: cancel.isError ? serverMessageOr(cancel.error, MESSAGES.cancelFailed) : null,
  };
}
