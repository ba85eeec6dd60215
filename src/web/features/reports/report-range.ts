import type { DayRange } from "../../components/ui/day-range-form.tsx";

/** What the screen reports before the admin chooses: this month so far (studio days). */
export function defaultReportRange(today: string): DayRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const rangeQuery = ({ from, to }: DayRange) => new URLSearchParams({ from, to });

/** The address of the report's CSV download: the summary, section by section. */
export function reportCsvUrl(range: DayRange): string {
  return `/api/admin/reports/csv?${rangeQuery(range)}`;
}

/** The address of the CSV download of every sale and refund in the range. */
export function transactionsCsvUrl(range: DayRange): string {
  return `/api/admin/reports/transactions/csv?${rangeQuery(range)}`;
}

/** The address of one page of the range's transaction list. */
export function transactionsUrl(range: DayRange, page: number): string {
  return `/api/admin/reports/transactions?${rangeQuery(range)}&page=${page}`;
}

/** "Showing 51–100 of 230": which lines of the transaction list a page holds. */
export function showingTransactions(page: number, pageSize: number, total: number): string {
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return `Showing ${first}–${last} of ${total}`;
}
