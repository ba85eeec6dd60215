import { useQuery } from "@tanstack/react-query";
import type { StudioClass, Tutor } from "../../../shared/classes.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";

/**
 * The classes starting in [from, to), each with the caller's status (GET /api/classes). The
 * statuses are the caller's own, so the signed-in user is part of the key: a sign-in never sees
 * a visitor's; every key starts with CLASSES_QUERY_KEY, so a booking can refresh them all.
 */
export function useClasses(
  range: { from: Date; to: Date },
  userId: string | null,
  enabled: boolean,
) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, userId, from, to],
    queryFn: () =>
      api.get<StudioClass[]>(
        `/api/classes?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    enabled,
    // Spots and statuses move as others book: a returning tab asks again.
    staleTime: 15_000,
  });
}

/** The studio's instructors, for the dropdown (GET /api/tutors). */
export function useTutors() {
  return useQuery({
    queryKey: ["tutors"],
    queryFn: () => api.get<Tutor[]>("/api/tutors"),
    staleTime: 5 * 60_000,
  });
}
