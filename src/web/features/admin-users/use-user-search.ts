import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUserDetail, UserSearchQuery } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

const detailKey = (userId: string) => [...ADMIN_USERS_KEY, "detail", userId] as const;

/**
 * Finds a user by e-mail or phone (spec §5 Search). The answer seeds the user's card, which from
 * then on follows the user by id: an edit of the phone searched by does not lose the card.
 */
export function useFindUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: UserSearchQuery) =>
      api.get<AdminUserDetail>(`/api/admin/users/search?${new URLSearchParams(query)}`),
    onSuccess: (found) => queryClient.setQueryData(detailKey(found.id), found),
  });
}

/** A user's card: profile, subscription and the 3 latest activities. */
export function useUserDetail(userId: string) {
  return useQuery({
    queryKey: detailKey(userId),
    queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`),
  });
}
