import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toStudioDateInput } from "../../../shared/studio-format.ts";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useStudio } from "./use-studio.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An admin screen over a range of studio days kept in the address (?from=&to=), so a reload or a
 * shared link shows the same days. Waits for the studio's time zone, which "today" depends on.
 */
export function StudioDayRangeScreen({
  defaultRange,
  children,
}: {
  /** The range before the admin chooses one, from today's studio day. */
  defaultRange: (today: string) => DayRange;
  children: (view: {
    range: DayRange;
    timeZone: string;
    choose: (range: DayRange) => void;
  }) => ReactNode;
}) {
  const studio = useStudio();
  const [params, setParams] = useSearchParams();
  const timeZone = studio.data?.timeZone;
  if (studio.isPending) return <LoadingState label="Loading…" />;
  if (studio.error || !timeZone) {
    return (
      <LoadFailed onRetry={() => void studio.refetch()}>
        {studio.error?.message ?? "The studio's settings could not be loaded."}
      </LoadFailed>
    );
  }
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const range =
    DAY.test(from) && DAY.test(to)
      ? { from, to }
      : defaultRange(toStudioDateInput(new Date(), timeZone));
  return children({
    range,
    timeZone,
    choose: (next) => setParams({ from: next.from, to: next.to }),
  });
}
