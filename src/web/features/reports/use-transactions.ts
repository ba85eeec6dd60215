import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TransactionPage } from "../../../shared/reports.ts";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { api } from "../../lib/api-client.ts";
import { transactionsUrl } from "./report-range.ts";

/** One page of the range's sales and refunds; the last page stays on screen while the next loads. */
export function useTransactions(range: DayRange, page: number) {
  return useQuery({
    queryKey: ["admin", "reports", "transactions", range.from, range.to, page],
    queryFn: () => api.get<TransactionPage>(transactionsUrl(range, page)),
    placeholderData: keepPreviousData,
  });
}
