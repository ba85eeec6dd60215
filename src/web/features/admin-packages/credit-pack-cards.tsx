import type { AdminCreditPack } from "../../../shared/sales.ts";
import { creditPackFacts, OnSaleBadge } from "./credit-pack-facts.tsx";
import { EditCreditPackButton } from "./edit-credit-pack-button.tsx";
import { FactList } from "./package-facts.tsx";

interface CreditPackCardsProps {
  packs: AdminCreditPack[];
  onEdit: (pack: AdminCreditPack) => void;
}

/** The credit packs on narrow screens: one card a pack, with the same facts as the table. */
export function CreditPackCards({ packs, onEdit }: CreditPackCardsProps) {
  return (
    <ul className="space-y-4">
      {packs.map((pack) => (
        <li key={pack.id}>
          <article
            aria-label={pack.name}
            className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-xl font-semibold break-words">{pack.name}</h3>
              <OnSaleBadge onSale={pack.onSale} />
            </div>
            <div className="mt-4">
              <FactList facts={creditPackFacts(pack)} />
            </div>
            <div className="mt-4">
              <EditCreditPackButton pack={pack} onEdit={onEdit} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
