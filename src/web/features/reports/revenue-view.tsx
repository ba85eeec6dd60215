import { formatRinggit, formatWholeRinggit } from "../../../shared/money.ts";
import type { RevenueReport } from "../../../shared/reports.ts";
import { Alert } from "../../components/ui/alert.tsx";
import type { DayRange } from "../../components/ui/day-range-form.tsx";
import { DayChart } from "./day-chart.tsx";
import { RevenueSummary } from "./revenue-summary.tsx";
import { RevenueTables } from "./revenue-tables.tsx";
import { TransactionList } from "./transaction-list.tsx";

/** The Revenue view: money taken and refunded over the range, and every transaction. */
export function RevenueView({
  revenue,
  range,
  timeZone,
}: {
  revenue: RevenueReport;
  range: DayRange;
  timeZone: string;
}) {
  const { totals } = revenue;
  return (
    <div className="space-y-6">
      <RevenueSummary totals={totals} />
      {totals.sales + totals.refunds === 0 ? (
        <Alert tone="info">No sales in this range.</Alert>
      ) : (
        <>
          <DayChart
            title="Revenue by day"
            rows={revenue.byDay}
            series={[
              { key: "grossSen", label: "Sales", colour: "var(--color-sage-600)" },
              { key: "refundsSen", label: "Refunds", colour: "var(--color-clay-600)" },
              { key: "netSen", label: "Net" },
            ]}
            format={formatRinggit}
            formatTick={formatWholeRinggit}
          />
          <RevenueTables revenue={revenue} />
          <TransactionList key={`${range.from}/${range.to}`} range={range} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
