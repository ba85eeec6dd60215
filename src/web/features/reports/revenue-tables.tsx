import { formatRinggit } from "../../../shared/money.ts";
import type { RevenueFigures, RevenueReport } from "../../../shared/reports.ts";
import { PAYMENT_METHOD_LABELS } from "../../../shared/sales.ts";
import { ReportTable } from "./report-table.tsx";

const FIGURE_COLUMNS = ["Sales", "Gross", "Refunds", "Refunded", "Net"];

/** A row's figures as cells: counts, then ringgit, the net last. */
function figureCells(row: RevenueFigures) {
  return [
    row.sales,
    formatRinggit(row.grossSen),
    row.refunds,
    formatRinggit(row.refundsSen),
    formatRinggit(row.netSen),
  ];
}

/** Revenue by payment method and by product: refunds under their sale's, and netted. */
export function RevenueTables({ revenue }: { revenue: RevenueReport }) {
  const empty = "No sales in this range.";
  return (
    <div className="grid gap-6">
      <ReportTable
        caption="Revenue by payment method"
        columns={["Payment method", ...FIGURE_COLUMNS]}
        rows={revenue.byPaymentMethod.map((row) => ({
          key: row.paymentMethod,
          cells: [PAYMENT_METHOD_LABELS[row.paymentMethod], ...figureCells(row)],
        }))}
        footer={["Total", ...figureCells(revenue.totals)]}
        empty={empty}
      />
      <ReportTable
        caption="Revenue by product"
        columns={["Item", "Credits", ...FIGURE_COLUMNS]}
        rows={revenue.byProduct.map((row) => ({
          key: row.item,
          cells: [row.item, row.credits, ...figureCells(row)],
        }))}
        footer={[
          "Total",
          revenue.byProduct.reduce((sum, row) => sum + row.credits, 0),
          ...figureCells(revenue.totals),
        ]}
        empty={empty}
      />
    </div>
  );
}
