import { useState } from "react";
import type { AdminSale } from "../../../shared/sales.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { PrintButton } from "./print-button.tsx";
import { ReceiptView } from "./receipt-view.tsx";
import { RefundPanel } from "./refund-panel.tsx";

/** A sale as the desk sees it: the receipt with its credit notes, and the refund beside it. */
export function SaleDetails({ sale, timeZone }: { sale: AdminSale; timeZone: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="mt-6 space-y-6">
      <PrintButton />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <ReceiptView document={sale.receipt} timeZone={timeZone} />
        <RefundPanel sale={sale} onRefunded={setNotice} />
      </div>
    </div>
  );
}
