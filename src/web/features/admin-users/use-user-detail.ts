import { useQuery } from "@tanstack/react-query";
import type { AdminUserDetail } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

/**
 * A user's card: profile, subscription and the 3 latest activities. It follows the user by id,
 * so an edit of the phone they were found by does not lose the card.
 */
export function useUserDetail(userId: string) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "detail", userId],
    queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`),
  });
}
