import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeskBookingInput } from "../../../shared/courses.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import type { DeskBooked, Roster } from "./roster.ts";

/** Under the admin course lists' key, so that any change to the classes refreshes it too. */
const rosterKey = (courseId: string) => ["admin", "courses", "roster", courseId] as const;

export function useRoster(courseId: string) {
  return useQuery({
    queryKey: rosterKey(courseId),
    queryFn: () => api.get<Roster>(`/api/admin/courses/${encodeURIComponent(courseId)}/roster`),
  });
}

/**
 * The desk books a student in. A booking changes the class's places (the roster and the course
 * lists), the student's credits (the user screens), the attendance lists and the public timetable:
 * all of them ask again. Not awaited: the roster showing the student takes the form's place, and
 * the form has to hear of its success first.
 */
export function useBookStudentIn(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: DeskBookingInput) =>
      api.post<DeskBooked>(`/api/admin/courses/${encodeURIComponent(courseId)}/bookings`, booking),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY });
    },
  });
}

/** The desk cancels one student's booking, refunded or not; the same screens ask again. */
export function useCancelStudentBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      ...cancellation
    }: {
      bookingId: string;
      refund: boolean;
      reason: string;
    }) =>
      api.post<{ message: string; creditsRefunded: number }>(
        `/api/admin/bookings/${encodeURIComponent(bookingId)}/cancel`,
        cancellation,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY });
    },
  });
}

/** The desk takes a student off the class's line, with a reason they are e-mailed. */
export function useRemoveFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ placeId, reason }: { placeId: string; reason: string }) =>
      api.post<{ message: string }>(`/api/admin/waitlist/${encodeURIComponent(placeId)}/remove`, {
        reason,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** The desk puts a student first in line; a free seat, if any, is theirs at once. */
export function useMoveToFront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) =>
      api.post<{ message: string }>(`/api/admin/waitlist/${encodeURIComponent(placeId)}/front`, {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
      ]),
  });
}
