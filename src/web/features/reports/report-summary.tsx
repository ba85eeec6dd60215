import { formatCredits } from "../../../shared/credits.ts";
import { formatRate, type SalesReport } from "../../../shared/reports.ts";
import { ReportFigure } from "./report-figure.tsx";

/** The headline figures of the credits sold and used over the range. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const { creditsSold, packageSales, classCredits, bookings } = report;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <ReportFigure
        label="Credits sold"
        value={String(creditsSold.paid)}
        detail={`plus ${formatCredits(creditsSold.foc)} free of charge (FOC)`}
      />
      <ReportFigure
        label="Package sales"
        value={String(packageSales.count)}
        detail={`paid with ${formatCredits(packageSales.credits)}`}
      />
      <ReportFigure
        label="Credits spent on classes"
        value={String(classCredits.spent)}
        detail={`${formatCredits(classCredits.refunded)} refunded on cancelling`}
      />
      <ReportFigure
        label="Attendance rate"
        value={formatRate(bookings.attendanceRate)}
        detail={`${bookings.attended} of ${bookings.ended} places in ended classes · ${bookings.booked} booked, ${bookings.cancelled} cancelled`}
      />
    </dl>
  );
}
