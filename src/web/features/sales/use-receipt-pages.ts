import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReceiptSummary } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";

/** A page of `GET /api/me/receipts` or `GET /api/admin/sales?userId=`. */
export interface ReceiptPage {
  items: ReceiptSummary[];
  page: number;
  hasMore: boolean;
}

/** A student's receipts and credit notes, newest first, a page at a time. */
export function useReceiptPages(queryKey: readonly unknown[], path: (page: number) => string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => api.get<ReceiptPage>(path(pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
