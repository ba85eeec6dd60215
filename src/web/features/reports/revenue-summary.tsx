import { formatRinggit } from "../../../shared/money.ts";
import type { RevenueReport } from "../../../shared/reports.ts";
import { ReportFigure } from "./report-figure.tsx";

const count = (amount: number, one: string, many: string) =>
  `${amount} ${amount === 1 ? one : many}`;

/** The money of the range: taken, given back, and what is left. */
export function RevenueSummary({ totals }: { totals: RevenueReport["totals"] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <ReportFigure
        label="Gross sales"
        value={formatRinggit(totals.grossSen)}
        detail={count(totals.sales, "sale", "sales")}
      />
      <ReportFigure
        label="Refunds"
        value={formatRinggit(totals.refundsSen)}
        detail={count(totals.refunds, "refund", "refunds")}
      />
      <ReportFigure
        label="Net revenue"
        value={formatRinggit(totals.netSen)}
        detail="gross sales less refunds"
      />
    </dl>
  );
}
