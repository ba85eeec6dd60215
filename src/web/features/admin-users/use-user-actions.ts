import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserDetail, AdminUserUpdate, WalkIn } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "./admin-users-key.ts";

type UserChange = { message: string; user: AdminUserDetail };

/** After a change the list, the open card and the history all ask again. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
}

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** The desk registers a walk-in, who is then found, booked in and sold to like anyone. */
export function useRegisterWalkIn() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (walkIn: WalkIn) => api.post<UserChange>("/api/admin/users", walkIn),
    onSuccess: refresh,
  });
}

/** Edit User: name, phone and credits; a credit change is an admin adjustment in the ledger. */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, update }: { userId: string; update: AdminUserUpdate }) =>
      api.put<UserChange>(userPath(userId), update),
    onSuccess: refresh,
  });
}

/** Disable (sign-in refused, sessions ended) or enable an account. */
export function useSetUserStatus() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, isActive }: { userId: string; isActive: boolean }) =>
      api.post<UserChange>(`${userPath(userId)}/status`, { isActive }),
    onSuccess: refresh,
  });
}

/** Mails the user a link to choose a new password. */
export function useSendPasswordReset() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<{ message: string }>(`${userPath(userId)}/password-reset`, {}),
    // The mail is recorded in the user's history.
    onSuccess: refresh,
  });
}
