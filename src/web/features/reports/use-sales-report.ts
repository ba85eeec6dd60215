import { useQuery } from "@tanstack/react-query";
import type { SalesReport } from "../../../shared/reports.ts";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { api } from "../../lib/api-client.ts";

export function useSalesReport({ from, to }: DayRange) {
  return useQuery({
    queryKey: ["admin", "reports", from, to],
    queryFn: () => api.get<SalesReport>(`/api/admin/reports?${new URLSearchParams({ from, to })}`),
  });
}
