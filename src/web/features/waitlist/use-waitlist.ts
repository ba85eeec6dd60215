import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";

export interface JoinedWaitlist {
  message: string;
  id: string;
  position: number;
}

/**
 * Joins or leaves a class's waitlist. Whatever the outcome, what it may have changed is fetched
 * again: the student's bookings and places, and the timetable.
 */
function useWaitlistChange<Answer>(change: (courseId: string) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["me"] }),
        queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
      ]),
  });
}

export function useJoinWaitlist() {
  return useWaitlistChange((courseId) =>
    api.post<JoinedWaitlist>(`/api/classes/${encodeURIComponent(courseId)}/waitlist`, {}),
  );
}

export function useLeaveWaitlist() {
  return useWaitlistChange((courseId) =>
    api.delete<{ message: string }>(`/api/classes/${encodeURIComponent(courseId)}/waitlist`),
  );
}

/** "1st in line", "2nd in line", "23rd in line". */
export function placeInLine(position: number): string {
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][position % 10] ?? "th");
  return `${position}${suffix} in line`;
}
