import { salePath } from "./document-paths.ts";
import { ReceiptsSection } from "./receipts-section.tsx";
import { useUserSales } from "./use-admin-sale.ts";

/** A found student's receipts and credit notes, each leading to its sale's page. */
export function UserSales({ userId, timeZone }: { userId: string; timeZone: string }) {
  return (
    <ReceiptsSection
      title="Receipts and credit notes"
      pages={useUserSales(userId)}
      timeZone={timeZone}
      hrefOf={(item) => salePath(item.saleId)}
      empty="No sales yet. Each sale gets a receipt, listed here."
    />
  );
}
