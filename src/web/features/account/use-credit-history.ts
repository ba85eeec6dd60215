import { useInfiniteQuery } from "@tanstack/react-query";
import type { CreditHistory } from "../../../shared/profile.ts";
import { api } from "../../lib/api-client.ts";

/** The user's ledger, newest first, a page at a time for as long as the server says there is more. */
export function useCreditHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: ["me", userId, "credits"],
    queryFn: ({ pageParam }) => api.get<CreditHistory>(`/api/me/credits?page=${String(pageParam)}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
