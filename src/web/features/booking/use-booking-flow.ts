import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StudioClass } from "../../../shared/classes.ts";
import { BOOKING_SUCCESS_CLOSE_MS } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Profile } from "../../../shared/profile.ts";
import { ApiError } from "../../lib/api-client.ts";
import { type BookingAnswer, newIdempotencyKey, postBooking } from "./post-booking.ts";

/** Spec §4 "Booking flow": idle, then booking, then booked or error (and from error, again). */
export type BookingPhase = "idle" | "booking" | "booked" | "error";

/** The queries a booking changes: the timetable, and the user's profile and bookings. */
export const CLASSES_QUERY_KEY = ["classes"] as const;
const MY_DATA_KEY = ["me"];

/**
 * The booking confirmation: which class is being booked and how far it got. One attempt, one
 * Idempotency-Key: a retry after an error (say, the network dropped the answer) sends the same
 * key, so the server books at most once; opening the modal again starts a new attempt.
 */
export function useBookingFlow(
  userId: string | null,
  /** Told of each booking made, once the server has it. */
  onBooked?: (answer: BookingAnswer, courseId: string) => void,
) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<StudioClass | null>(null);
  const attemptKey = useRef("");
  // Set at the press itself: the pending state renders a moment later, after a double click's
  // second press has already arrived.
  const inFlight = useRef(false);

  const mutation = useMutation<BookingAnswer, Error, { courseId: string; key: string }>({
    mutationFn: ({ courseId, key }) => postBooking(courseId, key),
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (answer, { courseId }) => {
      // The class is in the user's booked list at once; the reload on close confirms it. Only
      // in their own answers: the visitors' kept beside them (the page's drawing) stay a visitor's.
      queryClient.setQueriesData<StudioClass[]>(
        { queryKey: [...CLASSES_QUERY_KEY, userId] },
        (classes) =>
          classes?.map((item) =>
            item.id === courseId
              ? {
                  ...item,
                  status: "already_booked",
                  bookingId: answer.bookingId,
                  slotsFilled: item.slotsFilled + 1,
                  spotsRemaining: Math.max(0, item.spotsRemaining - 1),
                }
              : item,
          ),
      );
      queryClient.setQueryData<Profile>([...MY_DATA_KEY, userId ?? undefined], (profile) =>
        profile ? { ...profile, credits: answer.credits } : profile,
      );
      onBooked?.(answer, courseId);
    },
  });

  const phase: BookingPhase = mutation.isPending
    ? "booking"
    : mutation.isSuccess
      ? "booked"
      : mutation.isError
        ? "error"
        : "idle";

  const { reset, mutate } = mutation;

  const open = useCallback(
    (item: StudioClass) => {
      attemptKey.current = newIdempotencyKey();
      reset();
      setTarget(item);
    },
    [reset],
  );

  const close = useCallback(() => {
    if (phase === "booking") return;
    setTarget(null);
    reset();
    if (phase === "booked" || phase === "error") {
      // After a success, or a refusal that says the list was out of date: reload both.
      void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_DATA_KEY });
    }
  }, [phase, queryClient, reset]);

  const confirm = useCallback(() => {
    if (!target || inFlight.current || phase === "booking" || phase === "booked") return;
    inFlight.current = true;
    mutate({ courseId: target.id, key: attemptKey.current });
  }, [target, phase, mutate]);

  // Spec §9: the success box shows for 1.2 seconds, then the modal closes.
  useEffect(() => {
    if (phase !== "booked") return;
    const timer = window.setTimeout(close, BOOKING_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, close]);

  const error =
    phase === "error"
      ? mutation.error instanceof ApiError && mutation.error.message
        ? mutation.error.message
        : MESSAGES.bookingFailed
      : null;

  return { target, phase, error, answer: mutation.data ?? null, open, close, confirm };
}
