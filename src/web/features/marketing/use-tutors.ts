import { useQuery } from "@tanstack/react-query";
import type { Tutor } from "../../../shared/classes.ts";
import { api } from "../../lib/api-client.ts";

/** The studio's instructors, by name (GET /api/tutors, public). */
export function useTutors() {
  return useQuery({
    queryKey: ["tutors"],
    queryFn: () => api.get<Tutor[]>("/api/tutors"),
    staleTime: 5 * 60_000,
  });
}
