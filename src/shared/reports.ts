import type { PaymentMethod } from "./constants.ts";

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

export interface FillRateRow {
  /** A class type, or a tutor's name. */
  key: string;
  classes: number;
  slots: number;
  booked: number;
  /** booked / slots, 0–1; null without slots. */
  rate: number | null;
}

/** `GET /api/admin/reports?from&to`: the studio's sales and classes over a range of studio days. */
export interface SalesReport {
  from: string;
  to: string;
  creditsSold: {
    /** Credits recharged at the desk by payment method, FOC (free) apart. */
    byMethod: {
      paymentMethod: Exclude<PaymentMethod, "FOC">;
      credits: number;
      recharges: number;
    }[];
    paid: number;
    /** Credits given free of charge. */
    foc: number;
  };
  packageSales: {
    items: { packageId: string; name: string; count: number; credits: number }[];
    count: number;
    credits: number;
  };
  /** Credits paid for classes, and given back by cancellations, in the range. */
  classCredits: { spent: number; refunded: number };
  /** Bookings of the classes that start in the range. */
  bookings: {
    booked: number;
    cancelled: number;
    /** Of the booked, those whose class has ended, and of those, who came. */
    ended: number;
    attended: number;
    /** attended / ended, 0–1; null before any class has ended. */
    attendanceRate: number | null;
  };
  fillRate: { byClassType: FillRateRow[]; byTutor: FillRateRow[] };
  /** One entry a studio day, for the chart. */
  daily: { day: string; creditsSold: number; creditsSpent: number }[];
}

/** A rate as a whole percentage, "—" when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/**
 * One CSV field. Quoted when needed; a leading = + - @ is defused with an apostrophe, so a tutor
 * or package name cannot run as a formula when the file is opened in a spreadsheet.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV: a section per table, with the same figures as the screen. */
export function salesReportCsv(report: SalesReport): string {
  const rows: (string | number)[][] = [
    ["Sales report", `${report.from} to ${report.to}`],
    [],
    ["Credits sold", "Payment method", "Recharges", "Credits"],
    ...report.creditsSold.byMethod.map((row) => [
      "",
      row.paymentMethod,
      row.recharges,
      row.credits,
    ]),
    ["", "Total paid", "", report.creditsSold.paid],
    ["", "FOC (Free of Charge)", "", report.creditsSold.foc],
    [],
    ["Package sales", "Package", "Sold", "Credits"],
    ...report.packageSales.items.map((row) => ["", row.name, row.count, row.credits]),
    ["", "Total", report.packageSales.count, report.packageSales.credits],
    [],
    ["Class credits", "Spent", "Refunded"],
    ["", report.classCredits.spent, report.classCredits.refunded],
    [],
    ["Bookings", "Booked", "Cancelled", "Ended", "Attended", "Attendance rate"],
    [
      "",
      report.bookings.booked,
      report.bookings.cancelled,
      report.bookings.ended,
      report.bookings.attended,
      formatRate(report.bookings.attendanceRate),
    ],
    [],
    ["Fill rate by class type", "Class type", "Classes", "Slots", "Booked", "Fill rate"],
    ...report.fillRate.byClassType.map(fillRow),
    [],
    ["Fill rate by tutor", "Tutor", "Classes", "Slots", "Booked", "Fill rate"],
    ...report.fillRate.byTutor.map(fillRow),
    [],
    ["Daily", "Day", "Credits sold", "Credits spent"],
    ...report.daily.map((row) => ["", row.day, row.creditsSold, row.creditsSpent]),
  ];
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

function fillRow(row: FillRateRow): (string | number)[] {
  return ["", row.key, row.classes, row.slots, row.booked, formatRate(row.rate)];
}
