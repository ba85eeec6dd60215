import { useQuery } from "@tanstack/react-query";
import type { ClassOverlaps, OverlappingClass } from "../../../shared/courses.ts";
import { formatStudioDate, formatStudioTimeRange } from "../../../shared/studio-format.ts";
import { api } from "../../lib/api-client.ts";
import type { CourseFormValues } from "./course-form-values.ts";
import { fromStudioDateTimeInput } from "./studio-date-time-input.ts";

/** The overlap question the form's times make, or null while they are not a time span yet. */
export function overlapQuery(
  values: Pick<CourseFormValues, "startsAt" | "endsAt" | "tutorId" | "repeatWeeks">,
  timeZone: string,
  excludeId: string | undefined,
): string | null {
  const startsAt = fromStudioDateTimeInput(values.startsAt, timeZone);
  const endsAt = fromStudioDateTimeInput(values.endsAt, timeZone);
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  const query = new URLSearchParams({
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    repeatWeeks: String(values.repeatWeeks),
  });
  if (values.tutorId) query.set("tutorId", values.tutorId);
  if (excludeId) query.set("excludeId", excludeId);
  return query.toString();
}

function named(item: OverlappingClass, timeZone: string): string {
  return `${item.title} (${formatStudioDate(item.startsAt, timeZone)}, ${formatStudioTimeRange(item.startsAt, item.endsAt, timeZone)})`;
}

/**
 * Warns, as the owner sets the time, of classes at the same time in the studio's one room and of
 * the same tutor (issue #21): a warning, not a refusal. Read out politely as it changes.
 */
export function OverlapWarning({
  values,
  timeZone,
  excludeId,
}: {
  values: CourseFormValues;
  timeZone: string;
  excludeId?: string;
}) {
  const query = overlapQuery(values, timeZone, excludeId);
  const overlaps = useQuery({
    queryKey: ["admin", "courses", "overlaps", query],
    queryFn: () => api.get<ClassOverlaps>(`/api/admin/courses/overlaps?${query}`),
    enabled: query !== null,
  });
  const room = overlaps.data?.room ?? [];
  const tutor = overlaps.data?.tutor ?? [];
  return (
    <div role="status" aria-live="polite">
      {query !== null && room.length > 0 && (
        <div className="rounded-2xl border border-clay-300 bg-clay-100/50 p-4 text-sm text-ink">
          <p className="font-medium">
            The room is taken then by {room.map((item) => named(item, timeZone)).join(", ")}.
          </p>
          {tutor.length > 0 && (
            <p className="mt-1">
              The tutor teaches {tutor.map((item) => named(item, timeZone)).join(", ")} at that
              time.
            </p>
          )}
          <p className="mt-1 text-ink-muted">You can still save.</p>
        </div>
      )}
    </div>
  );
}
