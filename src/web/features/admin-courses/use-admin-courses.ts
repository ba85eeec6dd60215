import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClassUpdate, NewClass } from "../../../shared/courses.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import type { AdminCourse, CourseRecord } from "./admin-course.ts";

const COURSES_KEY = ["admin", "courses"] as const;

/**
 * The admin list: classes not yet ended, or with `day` (YYYY-MM-DD) those starting that studio
 * day; not asked for while `enabled` is false (the week view shows instead).
 */
export function useAdminCourses(day: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...COURSES_KEY, "list", day],
    queryFn: () =>
      api.get<AdminCourse[]>(
        day ? `/api/admin/courses?date=${encodeURIComponent(day)}` : "/api/admin/courses",
      ),
  });
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: [...COURSES_KEY, "one", id],
    queryFn: () => api.get<CourseRecord>(`/api/admin/courses/${encodeURIComponent(id)}`),
  });
}

/** Every title ever used, sorted: the source of the title suggestions. */
export function useCourseTitles() {
  return useQuery({
    queryKey: [...COURSES_KEY, "titles"],
    queryFn: () => api.get<string[]>("/api/admin/courses/titles"),
  });
}

/** After a change the admin lists and the public timetable both ask again. */
function useRefreshClasses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
      queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
    ]);
}

export function useAddClass() {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (input: NewClass) =>
      api.post<{ message: string; courses: CourseRecord[] }>("/api/admin/courses", input),
    onSuccess: refresh,
  });
}

export function useUpdateClass(id: string) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (update: ClassUpdate) =>
      api.put<{ message: string; course: CourseRecord }>(
        `/api/admin/courses/${encodeURIComponent(id)}`,
        update,
      ),
    onSuccess: refresh,
  });
}

/** Cancels a class with the owner's reason: its students are refunded and told. */
export function useCancelClass(id: string) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post<{ message: string; bookingsCancelled: number }>(
        `/api/admin/courses/${encodeURIComponent(id)}/cancel`,
        { reason },
      ),
    onSuccess: refresh,
  });
}

/** Deletes a class no one has booked. */
export function useDeleteClass(id: string) {
  const refresh = useRefreshClasses();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/api/admin/courses/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

/** The week view's classes: the seven studio days from `week` (a Monday, YYYY-MM-DD). */
export function useAdminWeek(week: string) {
  return useQuery({
    queryKey: [...COURSES_KEY, "week", week],
    queryFn: () => api.get<AdminCourse[]>(`/api/admin/courses?week=${encodeURIComponent(week)}`),
  });
}
