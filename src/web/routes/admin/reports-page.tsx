import { Download } from "lucide-react";
import { formatCalendarDay } from "../../../shared/studio-format.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { type DayRange, DayRangeForm } from "../../components/ui/day-range-form.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { DailyChart } from "../../features/reports/daily-chart.tsx";
import { defaultReportRange, reportCsvUrl } from "../../features/reports/report-range.ts";
import { ReportSummary } from "../../features/reports/report-summary.tsx";
import { ReportTables } from "../../features/reports/report-tables.tsx";
import { useSalesReport } from "../../features/reports/use-sales-report.ts";
import { StudioDayRangeScreen } from "../../features/studio/studio-day-range-screen.tsx";

function Report({ range }: { range: DayRange }) {
  const report = useSalesReport(range);
  if (report.isPending) return <LoadingState label="Adding up the figures…" />;
  if (report.error) {
    return <LoadFailed onRetry={() => void report.refetch()}>{report.error.message}</LoadFailed>;
  }
  return (
    <div className="space-y-6">
      <ReportSummary report={report.data} />
      <DailyChart daily={report.data.daily} />
      <ReportTables report={report.data} />
    </div>
  );
}

/** /admin/reports (DESIGN §5.6): sales and classes over a range of studio days, and a CSV. */
export function ReportsPage() {
  return (
    <AdminPage
      title="Sales Reports"
      description="Credits sold, packages, bookings, attendance and how full the classes were, over the studio days you choose."
    >
      <div className="mt-8">
        <StudioDayRangeScreen defaultRange={defaultReportRange}>
          {({ range, choose }) => (
            <>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <DayRangeForm
                  key={`${range.from}/${range.to}`}
                  label="Report dates"
                  submitLabel="Show report"
                  range={range}
                  onSubmit={choose}
                />
                <a href={reportCsvUrl(range)} download className={buttonClasses("secondary")}>
                  <Download aria-hidden="true" className="size-4" />
                  Download CSV
                </a>
              </div>
              <section aria-labelledby="report-heading" className="mt-8">
                <h2 id="report-heading" className="mb-4 text-2xl font-semibold">
                  {range.from === range.to
                    ? `Report for ${formatCalendarDay(range.from)}`
                    : `Report from ${formatCalendarDay(range.from)} to ${formatCalendarDay(range.to)}`}
                </h2>
                <Report range={range} />
              </section>
            </>
          )}
        </StudioDayRangeScreen>
      </div>
    </AdminPage>
  );
}
