import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingScope, MyBookingsPage } from "../../../shared/profile.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import type { CancelledBooking } from "./cancel-outcome.ts";

/** One page of the user's upcoming or past bookings; the last page stays shown while the next loads. */
export function useMyBookings(userId: string, scope: BookingScope, page: number, enabled = true) {
  return useQuery({
    queryKey: ["me", userId, "bookings", scope, page],
    queryFn: () => api.get<MyBookingsPage>(`/api/me/bookings?scope=${scope}&page=${String(page)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Cancels one of the user's bookings. Whatever the outcome, everything it may have changed is
 * fetched again: both booking lists, the balance and ledger, and the timetable's spots.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) =>
      api.post<CancelledBooking>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["me"] }),
        queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
      ]),
  });
}
