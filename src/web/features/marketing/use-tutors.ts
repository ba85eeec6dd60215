import { useQuery } from "@tanstack/react-query";
import type { Tutor } from "../../../shared/classes.ts";
import { api } from "../../lib/api-client.ts";

export const TUTORS_QUERY_KEY = ["tutors"];

/** The studio's instructors, by name (GET /api/tutors, public): the About page's and the timetable's dropdown. */
export function useTutors() {
  return useQuery({
    queryKey: TUTORS_QUERY_KEY,
    queryFn: () => api.get<Tutor[]>("/api/tutors"),
    staleTime: 5 * 60_000,
  });
}
