import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type OwnClass, type StudioClass, withOwnClasses } from "../../../shared/classes.ts";
import type { PageReads } from "../../../shared/studio.ts";
import { api } from "../../lib/api-client.ts";
import { CLASSES_QUERY_KEY } from "../booking/use-booking-flow.ts";
import { TUTORS_QUERY_KEY } from "../marketing/use-tutors.ts";
import { classesRange, studioMonthOf } from "./calendar.ts";

interface ClassRange {
  from: Date;
  to: Date;
}

const rangeQuery = (range: ClassRange) =>
  `from=${encodeURIComponent(range.from.toISOString())}&to=${encodeURIComponent(range.to.toISOString())}`;

/**
 * The statuses are the caller's own, so the signed-in user is part of the key: a sign-in never
 * sees a visitor's; every key starts with CLASSES_QUERY_KEY, so a booking can refresh them all.
 */
const classesQueryKey = (range: ClassRange, userId: string | null) => [
  ...CLASSES_QUERY_KEY,
  userId,
  rangeQuery(range),
];

/**
 * The classes starting in [from, to), each with the caller's status. A signed-in student's are
 * the visitors' timetable (GET /api/classes without the cookie: the studio keeps it compressed,
 * ~5 kB for a month where a student's own answer is ~100 kB) with their own classes written in
 * (GET /api/me/timetable). Until a student's own have come, the visitors' of the same range stand
 * in for them, if the page has them (the server's drawing came with them): `isPlaceholderData`.
 */
export function useClasses(range: ClassRange, userId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = rangeQuery(range);
  return useQuery({
    queryKey: classesQueryKey(range, userId),
    queryFn: async () => {
      const visitors = api.get<StudioClass[]>(`/api/classes?${query}`, { credentials: "omit" });
      if (userId === null) return visitors;
      const [classes, own] = await Promise.all([
        visitors,
        api.get<OwnClass[]>(`/api/me/timetable?${query}`),
      ]);
      return withOwnClasses(classes, own);
    },
    placeholderData: () =>
      userId === null
        ? undefined
        : queryClient.getQueryData<StudioClass[]>(classesQueryKey(range, null)),
    enabled,
    // Spots and statuses move as others book: a returning tab asks again.
    staleTime: 15_000,
  });
}

/**
 * What the timetable opens with for a visitor at `now`, read by the server for its drawing of the
 * page (prerender.tsx): the classes of the days the strip first shows, and the tutors.
 */
export async function readOpeningTimetable(
  queryClient: QueryClient,
  reads: PageReads,
  now: Date,
  timeZone: string,
): Promise<void> {
  const range = classesRange(studioMonthOf(now, timeZone), now, timeZone);
  const [classes, tutors] = await Promise.all([
    reads.visitorClasses(range.from, range.to),
    reads.tutors(),
  ]);
  const updatedAt = now.getTime();
  queryClient.setQueryData(classesQueryKey(range, null), classes, { updatedAt });
  queryClient.setQueryData(TUTORS_QUERY_KEY, tutors, { updatedAt });
}
