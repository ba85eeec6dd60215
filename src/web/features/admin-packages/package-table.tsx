import type { AdminPackage } from "../../../shared/packages.ts";
import { DataTable } from "../../components/ui/data-table.tsx";
import { PackageActions, PackageStatusButton } from "./package-actions.tsx";
import { PackageStatusBadge, packageInformation, packageUsage } from "./package-facts.tsx";

interface PackageTableProps {
  packages: AdminPackage[];
  onDetails: (item: AdminPackage) => void;
  onStatus: (item: AdminPackage) => void;
}

/** The package list on wide screens: one row a package, the facts as columns. */
export function PackageTable({ packages, onDetails, onStatus }: PackageTableProps) {
  const columns = packages[0]
    ? [...packageInformation(packages[0]), ...packageUsage(packages[0])].map(({ term }) => term)
    : [];
  const headers = ["Name", ...columns, "Status", "Actions"];
  return (
    <DataTable caption="Packages, on sale first" headers={headers}>
      {packages.map((item) => (
        <tr key={item.id} className="align-top">
          <th scope="row" className="px-3 py-3 text-start font-semibold text-ink">
            {item.name}
          </th>
          {[...packageInformation(item), ...packageUsage(item)].map(({ term, value }) => (
            <td key={term} className="px-3 py-3 tabular-nums">
              {value}
            </td>
          ))}
          <td className="px-3 py-3">
            <div className="flex flex-col items-start gap-1">
              <PackageStatusBadge isActive={item.isActive} />
              <PackageStatusButton item={item} onStatus={onStatus} />
            </div>
          </td>
          <td className="px-3 py-3">
            <div className="flex flex-col items-start gap-2">
              <PackageActions item={item} onDetails={onDetails} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
