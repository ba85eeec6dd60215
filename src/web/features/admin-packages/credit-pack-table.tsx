import type { AdminCreditPack } from "../../../shared/sales.ts";
import { DataTable } from "../../components/ui/data-table.tsx";
import { creditPackFacts, OnSaleBadge } from "./credit-pack-facts.tsx";
import { EditCreditPackButton } from "./edit-credit-pack-button.tsx";

interface CreditPackTableProps {
  packs: AdminCreditPack[];
  onEdit: (pack: AdminCreditPack) => void;
}

/** The credit packs on wide screens: one row a pack, the facts as columns. */
export function CreditPackTable({ packs, onEdit }: CreditPackTableProps) {
  const columns = packs[0] ? creditPackFacts(packs[0]).map(({ term }) => term) : [];
  return (
    <DataTable caption="Credit packs" headers={["Name", ...columns, "Status", "Actions"]}>
      {packs.map((pack) => (
        <tr key={pack.id} className="align-top">
          <th scope="row" className="px-3 py-3 text-start font-semibold text-ink">
            {pack.name}
          </th>
          {creditPackFacts(pack).map(({ term, value }) => (
            <td key={term} className="px-3 py-3 tabular-nums">
              {value}
            </td>
          ))}
          <td className="px-3 py-3">
            <OnSaleBadge onSale={pack.onSale} />
          </td>
          <td className="px-3 py-3">
            <EditCreditPackButton pack={pack} onEdit={onEdit} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
