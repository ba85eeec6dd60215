import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { AdminCreditPack } from "../../../shared/sales.ts";
import { Badge } from "../../components/ui/badge.tsx";
import type { PackageFact } from "./package-facts.tsx";

/** What a credit pack gives and how it sells, in the list's order. */
export function creditPackFacts(pack: AdminCreditPack): PackageFact[] {
  return [
    { term: "Credits", value: formatCredits(pack.credits) },
    { term: "Price", value: formatRinggit(pack.priceSen) },
    { term: "Per credit", value: formatRinggit(pack.senPerCredit) },
    {
      term: "Validity",
      value:
        pack.validityDays === null
          ? "Never expire"
          : `${pack.validityDays} ${pack.validityDays === 1 ? "day" : "days"}`,
    },
    { term: "Times sold", value: pack.sold },
  ];
}

export function OnSaleBadge({ onSale }: { onSale: boolean }) {
  return onSale ? <Badge tone="sage">On sale</Badge> : <Badge tone="sand">Not on sale</Badge>;
}
