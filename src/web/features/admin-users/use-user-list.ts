import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UserListPage, UserListQuery } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

/** One page of the All Users list, filtered and paged by the server (spec §7 getUsersList). */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, "list", query],
    queryFn: () =>
      api.get<UserListPage>(
        `/api/admin/users?${new URLSearchParams({
          page: String(query.page),
          status: query.status,
          subscription: query.subscription,
        })}`,
      ),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
