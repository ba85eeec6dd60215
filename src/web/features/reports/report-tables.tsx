import { type FillRateRow, formatRate, type SalesReport } from "../../../shared/reports.ts";
import { ReportTable } from "./report-table.tsx";

const fillColumns = ["Classes", "Slots", "Booked", "Fill rate"];
const fillRows = (rows: FillRateRow[]) =>
  rows.map((row) => ({
    key: row.key,
    cells: [row.key, row.classes, row.slots, row.booked, formatRate(row.rate)],
  }));

/** The report's tables: sales by method and package, bookings, and fill rates. */
export function ReportTables({ report }: { report: SalesReport }) {
  const { creditsSold, packageSales, bookings, fillRate } = report;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReportTable
        caption="Credits sold by payment method"
        columns={["Payment method", "Sales", "Credits"]}
        rows={creditsSold.byMethod.map((row) => ({
          key: row.paymentMethod,
          cells: [row.paymentMethod, row.recharges, row.credits],
        }))}
        footer={["Total paid", "", creditsSold.paid]}
        empty="No credits sold in this range."
      />
      <ReportTable
        caption="Package sales"
        columns={["Package", "Sold", "Credits"]}
        rows={packageSales.items.map((row) => ({
          key: row.packageId,
          cells: [row.name, row.count, row.credits],
        }))}
        footer={["Total", packageSales.count, packageSales.credits]}
        empty="No packages sold in this range."
      />
      <ReportTable
        caption="Bookings of classes in this range"
        columns={["", "Places"]}
        rows={[
          { key: "booked", cells: ["Booked", bookings.booked] },
          { key: "cancelled", cells: ["Cancelled", bookings.cancelled] },
          { key: "ended", cells: ["Booked, class ended", bookings.ended] },
          { key: "attended", cells: ["Attended", bookings.attended] },
          { key: "rate", cells: ["Attendance rate", formatRate(bookings.attendanceRate)] },
        ]}
        empty=""
      />
      <ReportTable
        caption="Fill rate by class type"
        columns={["Class type", ...fillColumns]}
        rows={fillRows(fillRate.byClassType)}
        empty="No classes in this range."
      />
      <ReportTable
        caption="Fill rate by instructor"
        columns={["Instructor", ...fillColumns]}
        rows={fillRows(fillRate.byTutor)}
        empty="No classes in this range."
      />
    </div>
  );
}
