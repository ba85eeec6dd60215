import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MemberSearchPage } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

const searchOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_KEY, "search", q],
    queryFn: ({ pageParam }) =>
      api.get<MemberSearchPage>(
        `/api/admin/users/search?${new URLSearchParams({ q, page: String(pageParam) })}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // The admin asked once: a failure says so at once, and Search asks again.
    retry: false,
  });

/**
 * The member search (`GET /api/admin/users/search?q=…`): `search(q)` asks afresh from the first
 * page, even for the text searched last, and answers that page (or throws); `results` holds the
 * pages of the latest search, `fetchNextPage` adding one while the server has more.
 */
export function useMemberSearch() {
  const queryClient = useQueryClient();
  const [searched, setSearched] = useState<string | null>(null);
  const results = useInfiniteQuery({
    ...searchOptions(searched ?? ""),
    enabled: searched !== null,
  });

  async function search(q: string): Promise<MemberSearchPage | undefined> {
    setSearched(q);
    const options = searchOptions(q);
    // Back to one page: a search again starts from the top, as the first one did.
    void queryClient.resetQueries({ queryKey: options.queryKey, exact: true });
    const answer = await queryClient.fetchInfiniteQuery({ ...options, staleTime: 0 });
    return answer.pages[0];
  }

  return { searched, results, search };
}
