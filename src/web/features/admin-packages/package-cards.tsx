import type { AdminPackage } from "../../../shared/packages.ts";
import { PackageActions, PackageStatusButton } from "./package-actions.tsx";
import {
  FactList,
  PackageStatusBadge,
  packageInformation,
  packageUsage,
} from "./package-facts.tsx";

interface PackageCardsProps {
  packages: AdminPackage[];
  onDetails: (item: AdminPackage) => void;
  onStatus: (item: AdminPackage) => void;
}

/** The package list on narrow screens: one card a package, with the same facts as the table. */
export function PackageCards({ packages, onDetails, onStatus }: PackageCardsProps) {
  return (
    <ul className="space-y-4">
      {packages.map((item) => (
        <li key={item.id}>
          <article
            aria-label={item.name}
            className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-xl font-semibold break-words">{item.name}</h3>
              <PackageStatusBadge isActive={item.isActive} />
            </div>
            <div className="mt-4">
              <FactList facts={[...packageInformation(item), ...packageUsage(item)]} />
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <PackageActions item={item} onDetails={onDetails} />
              <PackageStatusButton item={item} onStatus={onStatus} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
