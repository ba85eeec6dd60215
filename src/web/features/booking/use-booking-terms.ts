import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BookingTerms } from "../../../shared/booking-terms.ts";
import { api } from "../../lib/api-client.ts";

/**
 * The signed-in student's terms for one class (GET /api/classes/:id/booking-terms). Under the
 * "me" key: a booking, a cancel or a purchase refreshes everything about the user, these too.
 */
export function bookingTermsQuery(userId: string | null, courseId: string) {
  return queryOptions({
    queryKey: ["me", userId ?? undefined, "booking-terms", courseId],
    queryFn: () =>
      api.get<BookingTerms>(`/api/classes/${encodeURIComponent(courseId)}/booking-terms`),
    // The monthly count and the balance move with every booking: asked again at each opening.
    staleTime: 0,
  });
}

/** The terms of the class being booked, while the booking dialog is open on it. */
export function useBookingTerms(userId: string | null, courseId: string | null) {
  return useQuery({
    ...bookingTermsQuery(userId, courseId ?? ""),
    enabled: userId !== null && courseId !== null,
  });
}
