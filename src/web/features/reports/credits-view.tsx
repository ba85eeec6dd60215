import type { SalesReport } from "../../../shared/reports.ts";
import { DayChart } from "./day-chart.tsx";
import { ReportSummary } from "./report-summary.tsx";
import { ReportTables } from "./report-tables.tsx";

/** The Credits view: credits sold and spent, packages, bookings and how full the classes were. */
export function CreditsView({ report }: { report: SalesReport }) {
  return (
    <div className="space-y-6">
      <ReportSummary report={report} />
      <DayChart
        title="Credits by day"
        rows={report.daily}
        series={[
          { key: "creditsSold", label: "Sold", colour: "var(--color-sage-600)" },
          { key: "creditsSpent", label: "Spent on classes", colour: "var(--color-clay-600)" },
        ]}
        format={String}
        formatTick={String}
      />
      <ReportTables report={report} />
    </div>
  );
}
