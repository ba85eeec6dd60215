import type { AdminPackage } from "../../../shared/packages.ts";
import { FactCard } from "./fact-card.tsx";
import { PackageActions, PackageStatusButton } from "./package-actions.tsx";
import { PackageStatusBadge, packageInformation, packageUsage } from "./package-facts.tsx";

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
          <FactCard
            name={item.name}
            badge={<PackageStatusBadge isActive={item.isActive} />}
            facts={[...packageInformation(item), ...packageUsage(item)]}
            actions={
              <>
                <PackageActions item={item} onDetails={onDetails} />
                <PackageStatusButton item={item} onStatus={onStatus} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
