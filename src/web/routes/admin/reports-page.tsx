import Coins from "lucide-react/icons/coins";
import Download from "lucide-react/icons/download";
import Wallet from "lucide-react/icons/wallet";
import { useState } from "react";
import { formatCalendarDay } from "../../../shared/studio-format.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { type DayRange, DayRangeForm } from "../../components/ui/day-range-form.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { type TabItem, Tabs } from "../../components/ui/tabs.tsx";
import { AdminPage } from "../../features/admin-shell/admin-page.tsx";
import { CreditsView } from "../../features/reports/credits-view.tsx";
import { defaultReportRange, reportCsvUrl } from "../../features/reports/report-range.ts";
import { RevenueView } from "../../features/reports/revenue-view.tsx";
import { useSalesReport } from "../../features/reports/use-sales-report.ts";
import { StudioDayRangeScreen } from "../../features/studio/studio-day-range-screen.tsx";

type View = "revenue" | "credits";

const VIEWS: TabItem<View>[] = [
  { key: "revenue", label: "Revenue", icon: <Wallet aria-hidden="true" className="size-4" /> },
  {
    key: "credits",
    label: "Credits sold and used",
    icon: <Coins aria-hidden="true" className="size-4" />,
  },
];

function Report({ range, timeZone, view }: { range: DayRange; timeZone: string; view: View }) {
  const report = useSalesReport(range);
  if (report.isPending) return <LoadingState label="Adding up the figures…" />;
  if (report.error) {
    return <LoadFailed onRetry={() => void report.refetch()}>{report.error.message}</LoadFailed>;
  }
  return view === "revenue" ? (
    <RevenueView revenue={report.data.revenue} range={range} timeZone={timeZone} />
  ) : (
    <CreditsView report={report.data} />
  );
}

/**
 * /admin/reports (DESIGN §5.6, issue #23): revenue in ringgit with every transaction, and the
 * credits sold and used, over a range of studio days; both as CSV.
 */
export function ReportsPage() {
  // Kept while the dates change: someone comparing months stays on the view they are reading.
  const [view, setView] = useState<View>("revenue");
  return (
    <AdminPage
      title="Sales Reports"
      description="Revenue by day, payment method and product with every sale and refund; credits sold and used, bookings, attendance and how full the classes were, over the studio days you choose."
    >
      <div className="mt-8">
        <StudioDayRangeScreen defaultRange={defaultReportRange}>
          {({ range, timeZone, choose }) => (
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
                  Download summary CSV
                </a>
              </div>
              <section aria-labelledby="report-heading" className="mt-8">
                <h2 id="report-heading" className="mb-4 text-2xl font-semibold">
                  {range.from === range.to
                    ? `Report for ${formatCalendarDay(range.from)}`
                    : `Report from ${formatCalendarDay(range.from)} to ${formatCalendarDay(range.to)}`}
                </h2>
                <Tabs label="Report views" items={VIEWS} selected={view} onSelect={setView}>
                  <Report range={range} timeZone={timeZone} view={view} />
                </Tabs>
              </section>
            </>
          )}
        </StudioDayRangeScreen>
      </div>
    </AdminPage>
  );
}
