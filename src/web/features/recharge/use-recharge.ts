import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RechargeInput, RechargeResult } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "../admin-users/admin-users-key.ts";
import { ADMIN_SALES_KEY } from "../sales/admin-sales-key.ts";

/** adminRecharge, a sale: adds credits; the key makes a retry of the same sale count once. */
export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recharge, key }: { recharge: RechargeInput; key: string }) =>
      api.post<RechargeResult>("/api/admin/recharge", recharge, { "idempotency-key": key }),
    // The user's card (credits, recent activity) and their receipts show the sale.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_SALES_KEY }),
      ]),
  });
}
