import type { DayRange } from "../../components/ui/day-range-form.tsx";

/** What the screen reports before the admin chooses: this month so far (studio days). */
export function defaultReportRange(today: string): DayRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The address of the report's CSV download. */
export function reportCsvUrl({ from, to }: DayRange): string {
  return `/api/admin/reports/csv?${new URLSearchParams({ from, to })}`;
}
