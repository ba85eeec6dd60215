import { formatCredits } from "../../../shared/credits.ts";
import { formatRate, type SalesReport } from "../../../shared/reports.ts";

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-5">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-sage-900">{value}</dd>
      <dd className="mt-1 text-sm text-ink-muted">{detail}</dd>
    </div>
  );
}

/** The headline figures of the range. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const { creditsSold, packageSales, classCredits, bookings } = report;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure
        label="Credits sold"
        value={String(creditsSold.paid)}
        detail={`plus ${formatCredits(creditsSold.foc)} free of charge (FOC)`}
      />
      <Figure
        label="Package sales"
        value={String(packageSales.count)}
        detail={`paid with ${formatCredits(packageSales.credits)}`}
      />
      <Figure
        label="Credits spent on classes"
        value={String(classCredits.spent)}
        detail={`${formatCredits(classCredits.refunded)} refunded on cancelling`}
      />
      <Figure
        label="Attendance rate"
        value={formatRate(bookings.attendanceRate)}
        detail={`${bookings.attended} of ${bookings.ended} places in ended classes · ${bookings.booked} booked, ${bookings.cancelled} cancelled`}
      />
    </dl>
  );
}
