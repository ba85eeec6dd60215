import { useQuery } from "@tanstack/react-query";
import {
  type OwnClass,
  type StudioClass,
  type Tutor,
  withOwnClasses,
} from "../../../shared/classes.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";

/**
 * The classes starting in [from, to), each with the caller's status. A signed-in student's are
 * the visitors' timetable (GET /api/classes without the cookie: the studio keeps it compressed,
 * ~5 kB for a month where a student's own answer is ~100 kB) with their own classes written in
 * (GET /api/me/timetable). The statuses are the caller's own, so the signed-in user is part of
 * the key: a sign-in never sees a visitor's; every key starts with CLASSES_QUERY_KEY, so a booking
 * can refresh them all.
 */
export function useClasses(
  range: { from: Date; to: Date },
  userId: string | null,
  enabled: boolean,
) {
  const query = `from=${encodeURIComponent(range.from.toISOString())}&to=${encodeURIComponent(range.to.toISOString())}`;
  return useQuery({
    queryKey: [...CLASSES_QUERY_KEY, userId, query],
    queryFn: async () => {
      const visitors = api.get<StudioClass[]>(`/api/classes?${query}`, { credentials: "omit" });
      if (userId === null) return visitors;
      const [classes, own] = await Promise.all([
        visitors,
        api.get<OwnClass[]>(`/api/me/timetable?${query}`),
      ]);
      return withOwnClasses(classes, own);
    },
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
