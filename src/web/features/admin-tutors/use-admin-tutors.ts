import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Tutor } from "../../../shared/classes.ts";
import type { TutorInput } from "../../../shared/tutors.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import { TUTORS_QUERY_KEY } from "../marketing/use-tutors.ts";

const ADMIN_KEY = ["admin"] as const;
const TUTORS_KEY = [...ADMIN_KEY, "tutors"] as const;

/** The studio's tutors, by name, as the admin manages them. */
export function useAdminTutors() {
  return useQuery({
    queryKey: TUTORS_KEY,
    queryFn: () => api.get<Tutor[]>("/api/admin/tutors"),
  });
}

/**
 * A tutor's name and photo show in the admin lists and on the public pages (instructors, class
 * cards and their bios): after a change all of them ask again.
 */
function useRefreshTutors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
      queryClient.invalidateQueries({ queryKey: TUTORS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY }),
    ]);
}

/** Adds a tutor, or with an id saves the edit of one. */
export function useSaveTutor() {
  const refresh = useRefreshTutors();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TutorInput }) =>
      id
        ? api.put<Tutor>(`/api/admin/tutors/${encodeURIComponent(id)}`, input)
        : api.post<Tutor>("/api/admin/tutors", input),
    onSuccess: refresh,
  });
}

export function useDeleteTutor() {
  const refresh = useRefreshTutors();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/api/admin/tutors/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
