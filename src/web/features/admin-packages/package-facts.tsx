import type { ReactNode } from "react";
import { formatCredits } from "../../../shared/credits.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Detail } from "../../components/ui/detail.tsx";
import { ringgitPriceLabel, savingsLabel } from "../plans/package-terms.ts";
import { maxClassesLabel, yogaTypeLabels } from "./package-labels.ts";

export interface PackageFact {
  term: string;
  value: ReactNode;
}

function YogaTypes({ types }: { types: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {yogaTypeLabels(types).map((label) => (
        <li key={label}>
          <Badge tone="sand">{label}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Its price in credits, and under it in ringgit, or that it is sold for credits only. */
function PackagePrice({ item }: { item: AdminPackage }) {
  const ringgit = ringgitPriceLabel(item.priceSen);
  return (
    <>
      {formatCredits(item.price)} <span className="block text-ink-muted">{ringgit}</span>
    </>
  );
}

/** What a package gives (spec §2 Admin Packages), in the list's order. */
export function packageInformation(item: AdminPackage): PackageFact[] {
  return [
    { term: "Yoga types", value: <YogaTypes types={item.validYogaTypes} /> },
    { term: "Price", value: <PackagePrice item={item} /> },
    { term: "Savings", value: savingsLabel(item) ?? "None" },
    {
      term: "Validity",
      value: `${item.validityDays} ${item.validityDays === 1 ? "day" : "days"}`,
    },
    { term: "Max classes per month", value: maxClassesLabel(item.maxClassesPerMonth) },
  ];
}

/** Who holds it now: subscribers whose subscription is active, and those ending within 20 days. */
export function packageUsage(item: AdminPackage): PackageFact[] {
  return [
    { term: "Active subscribers", value: item.activeSubscribers },
    { term: "Expiring in 20 days", value: item.expiringSoon },
  ];
}

export function PackageStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? <Badge tone="sage">Active</Badge> : <Badge tone="sand">Inactive</Badge>;
}

/** Facts as a term-and-value list, two to a row. */
export function FactList({ facts }: { facts: PackageFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(({ term, value }) => (
        <Detail
          key={term}
          term={term}
          className={term === "Yoga types" ? "col-span-2" : "tabular-nums"}
        >
          {value}
        </Detail>
      ))}
    </dl>
  );
}
