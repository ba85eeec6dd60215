import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCreditPack } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";
import { CREDIT_PACKS_QUERY_KEY } from "../plans/use-plans.ts";
import type { CreditPackRequest } from "./credit-pack-form-values.ts";

const CREDIT_PACKS_KEY = ["admin", "credit-packs"] as const;

/** What a create or an edit answers. */
export interface CreditPackSaved {
  message: string;
  pack: AdminCreditPack;
}

/** Every credit pack, on sale or not, with how often each has sold. */
export function useAdminCreditPacks() {
  return useQuery({
    queryKey: CREDIT_PACKS_KEY,
    queryFn: () => api.get<AdminCreditPack[]>("/api/admin/credit-packs"),
  });
}

/**
 * Creates a pack (no id) or saves one; then the admin list and the packs on sale (key
 * "credit-packs": /plan and the desk) are fetched again.
 */
export function useSaveCreditPack(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditPackRequest) =>
      id === null
        ? api.post<CreditPackSaved>("/api/admin/credit-packs", input)
        : api.put<CreditPackSaved>(`/api/admin/credit-packs/${encodeURIComponent(id)}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CREDIT_PACKS_KEY }),
        queryClient.invalidateQueries({ queryKey: CREDIT_PACKS_QUERY_KEY }),
      ]),
  });
}
