import type { ReactNode } from "react";
import type { CreditPackOffer } from "../../../shared/sales.ts";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { CreditPackCard } from "./credit-pack-card.tsx";
import type { Viewer } from "./sign-in-first-link.tsx";
import { useCreditPackOffers } from "./use-plans.ts";

/**
 * The credit packs on sale, cheapest first, drawn by `children`; loading, failed or none on sale
 * said in words.
 */
export function CreditPackOffers({
  children,
}: {
  children: (packs: CreditPackOffer[]) => ReactNode;
}) {
  const packs = useCreditPackOffers();
  if (packs.isPending) return <LoadingState label="Loading credit packs…" />;
  if (packs.isError) {
    return (
      <LoadFailed className="max-w-xl" onRetry={() => void packs.refetch()}>
        We could not load the credit packs just now. {packs.error.message}
      </LoadFailed>
    );
  }
  if (packs.data.length === 0) {
    return (
      <p className="text-lg text-ink-muted">
        No credit packs are on sale right now. The front desk can still top up any number of
        credits.
      </p>
    );
  }
  return children(packs.data);
}

/** The credit packs on sale as the Plans page's cards. */
export function CreditPackList({
  viewer,
  onlinePayments,
}: {
  viewer: Viewer;
  onlinePayments: boolean;
}) {
  return (
    <CreditPackOffers>
      {(packs) => (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {packs.map((pack) => (
            <li key={pack.id}>
              <CreditPackCard pack={pack} viewer={viewer} onlinePayments={onlinePayments} />
            </li>
          ))}
        </ul>
      )}
    </CreditPackOffers>
  );
}
