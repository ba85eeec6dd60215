import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSale, SaleRefundInput, SaleRefundResult } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";
import { ADMIN_USERS_KEY } from "../admin-users/admin-users-key.ts";
import { ADMIN_SALES_KEY } from "./admin-sales-key.ts";
import { useReceiptPages } from "./use-receipt-pages.ts";

/** A sale's receipt, its credit notes and what can still be refunded. */
export function useAdminSale(id: string) {
  return useQuery({
    queryKey: [...ADMIN_SALES_KEY, "one", id],
    queryFn: () => api.get<AdminSale>(`/api/admin/sales/${encodeURIComponent(id)}`),
  });
}

/** A student's receipts and credit notes, as the desk sees them. */
export function useUserSales(userId: string) {
  return useReceiptPages([...ADMIN_SALES_KEY, "user", userId], (page) => {
    const query = new URLSearchParams({ userId, page: String(page) });
    return `/api/admin/sales?${query}`;
  });
}

/**
 * What a refund answers: the credit note at once, or for a sale paid online whose money Stripe is
 * still giving back (HTTP 202, issue #24) only words: its credit note follows when Stripe confirms.
 */
type RefundAnswer = SaleRefundResult | Pick<SaleRefundResult, "message">;

/** Refunds a sale; the key makes a retry of the same refund count once. */
export function useRefundSale(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refund, key }: { refund: SaleRefundInput; key: string }) =>
      api.post<RefundAnswer>(`/api/admin/sales/${encodeURIComponent(id)}/refunds`, refund, {
        "idempotency-key": key,
      }),
    // The sale shows its new credit note (or, online, the money on its way back), and the
    // student's card their new balance.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SALES_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      ]),
  });
}
