import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { api } from "../../lib/api-client.ts";
import type { AttendanceClass, AttendanceMark } from "./attendance-class.ts";
import { withAttendance } from "./attendance-rules.ts";

const ATTENDANCE_KEY = ["admin", "attendance"] as const;

/** The classes starting in the range (studio days), with their booked students. */
export function useAttendance({ from, to }: DayRange) {
  return useQuery({
    queryKey: [...ATTENDANCE_KEY, from, to],
    queryFn: () =>
      api.get<AttendanceClass[]>(
        `/api/admin/attendance?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
  });
}

/** One student's mark (attended, a no-show, or neither); every search on screen shows it at once. */
export function useSetAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      ...mark
    }: {
      bookingId: string;
      attended: boolean;
      noShow: boolean;
    }) => api.put<AttendanceMark>(`/api/admin/attendance/${encodeURIComponent(bookingId)}`, mark),
    onSuccess: (mark) => {
      queryClient.setQueriesData<AttendanceClass[]>({ queryKey: ATTENDANCE_KEY }, (classes) =>
        classes ? withAttendance(classes, mark) : classes,
      );
    },
  });
}

/** Marks of one class's students changed at once; the search on screen shows them at once. */
function useClassMarks<Body>(path: string, body: (input: Body) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Body) => api.post<AttendanceMark[]>(path, body(input)),
    onSuccess: (marks) => {
      queryClient.setQueriesData<AttendanceClass[]>({ queryKey: ATTENDANCE_KEY }, (classes) =>
        classes ? marks.reduce(withAttendance, classes) : classes,
      );
    },
  });
}

/** Every booked student of one class marked present. */
export function useMarkAllPresent(courseId: string) {
  return useClassMarks<void>(
    `/api/admin/attendance/courses/${encodeURIComponent(courseId)}/present`,
    () => ({}),
  );
}

/** A "Mark all present" taken back: the bookings its answer named. */
export function useUndoMarkAll(courseId: string) {
  return useClassMarks<string[]>(
    `/api/admin/attendance/courses/${encodeURIComponent(courseId)}/present/undo`,
    (bookingIds) => ({ bookingIds }),
  );
}
