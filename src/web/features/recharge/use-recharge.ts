import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Recharge } from "../../../shared/admin-users.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "../admin-users/admin-users-key.ts";

/** What `POST /api/admin/recharge` answers (docs/api.md). */
export interface RechargeAnswer {
  message: string;
  credits: number;
  email: string;
}

/** adminRecharge: adds credits; the key makes a retry of the same recharge count once. */
export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recharge, key }: { recharge: Recharge; key: string }) =>
      api.post<RechargeAnswer>("/api/admin/recharge", recharge, { "idempotency-key": key }),
    // The user's card (credits, recent activity) and the users list show the new balance.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
