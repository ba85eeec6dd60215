import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { PaymentOrder } from "../../../shared/payments.ts";
import { api } from "../../lib/api-client.ts";

/**
 * One of the signed-in student's orders; `refetchInterval` says, from the order as last read,
 * when to ask again (while Stripe's webhook is awaited), or false.
 */
export function usePaymentOrder(
  userId: string,
  orderId: string,
  refetchInterval: (order: PaymentOrder | undefined) => number | false,
) {
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ["me", userId, "payments", "order", orderId],
    queryFn: () => api.get<PaymentOrder>(`/api/payments/orders/${encodeURIComponent(orderId)}`),
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
  const paid = order.data?.status === "paid";
  // The profile every page reads on arrival may predate the webhook: its balance is read again.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: ["me", userId], exact: true });
  }, [paid, queryClient, userId]);
  return order;
}

/** The student's payments their bank has not confirmed yet (FPX), newest first. */
export function usePendingPayments(userId: string) {
  return useQuery({
    queryKey: ["me", userId, "payments", "pending"],
    queryFn: async () =>
      (await api.get<{ items: PaymentOrder[] }>("/api/payments/orders?status=pending")).items,
  });
}
