import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PackageOffer } from "../../../shared/packages.ts";
import type { SubscriptionSummary } from "../../../shared/profile.ts";
import type { CreditPackOffer } from "../../../shared/sales.ts";
import { api } from "../../lib/api-client.ts";

/** What `POST /api/me/free-trial` answers. */
export interface FreeTrialGrant {
  granted: number;
  /** The balance after the grant. */
  credits: number;
}

/** What `POST /api/me/subscriptions` answers. */
export interface PackagePurchase {
  subscription: SubscriptionSummary;
  /** The balance after the purchase. */
  credits: number;
}

/** The packages on sale: the key of their query, which the server's drawing of /plan fills too. */
export const PACKAGES_QUERY_KEY = ["packages"] as const;

/** The credit packs on sale: the key of their query, which the server's drawing of /plan fills too. */
export const CREDIT_PACKS_QUERY_KEY = ["credit-packs"] as const;

/** The packages on sale, cheapest first (public). */
export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_QUERY_KEY,
    queryFn: () => api.get<PackageOffer[]>("/api/packages"),
  });
}

/** The credit packs on sale (public): the Plans page shows them, the desk sells them. */
export function useCreditPackOffers() {
  return useQuery({
    queryKey: CREDIT_PACKS_QUERY_KEY,
    queryFn: () => api.get<CreditPackOffer[]>("/api/credit-packs"),
  });
}

/**
 * After a claim or a purchase the balance and subscription have changed: every query about the
 * signed-in user (the profile behind the navigation and /me, their credits) is fetched again.
 */
function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["me"] });
}

export function useClaimFreeTrial() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: () => api.post<FreeTrialGrant>("/api/me/free-trial", {}),
    onSuccess: refreshMe,
  });
}

export function useBuyPackage() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (packageId: string) =>
      api.post<PackagePurchase>("/api/me/subscriptions", { packageId }),
    onSuccess: refreshMe,
  });
}
