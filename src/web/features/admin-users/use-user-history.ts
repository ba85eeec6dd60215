import { useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryFilter, HistoryPage } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

/** A user's history under one chip, 30 at a time for as long as the server has more (spec §9). */
export function useUserHistory(userId: string, filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_USERS_KEY, "history", userId, filter],
    queryFn: ({ pageParam }) =>
      api.get<HistoryPage>(
        `/api/admin/users/${encodeURIComponent(userId)}/history?${new URLSearchParams({
          type: filter,
          page: String(pageParam),
        })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
