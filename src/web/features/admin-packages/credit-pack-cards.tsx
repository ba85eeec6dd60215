import type { AdminCreditPack } from "../../../shared/sales.ts";
import { creditPackFacts, OnSaleBadge } from "./credit-pack-facts.tsx";
import { EditCreditPackButton } from "./edit-credit-pack-button.tsx";
import { FactCard } from "./fact-card.tsx";

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
          <FactCard
            name={pack.name}
            badge={<OnSaleBadge onSale={pack.onSale} />}
            facts={creditPackFacts(pack)}
            actions={<EditCreditPackButton pack={pack} onEdit={onEdit} />}
          />
        </li>
      ))}
    </ul>
  );
}
