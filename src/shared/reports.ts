import type { z } from "zod";
import type { PaymentMethod } from "./constants.ts";
import { dayRangeSchema } from "./day-range.ts";
import { ringgitFigure } from "./money.ts";
import { myCreditsQuerySchema } from "./profile.ts";
import { PAYMENT_METHOD_LABELS } from "./sales.ts";
import { studioDayAndTime } from "./studio-time.ts";

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

/** Transactions a page in the report's transaction list. */
export const TRANSACTIONS_PAGE_SIZE = 50;

/** `?from&to`: the studio days a report covers. */
export const reportRangeSchema = dayRangeSchema(REPORT_MAX_DAYS);

/** `?from&to&page`: one page of the transaction list over the report's days. */
export const transactionsQuerySchema = reportRangeSchema.safeExtend({
  page: myCreditsQuerySchema.shape.page,
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/**
 * Money taken and given back over part of a range, in sen. A refund counts on the day it was made,
 * under its sale's payment method and item; FOC sales count as sales of RM 0.
 */
export interface RevenueFigures {
  /** Sales made (receipts issued). */
  sales: number;
  grossSen: number;
  /** Refunds made (credit notes issued). */
  refunds: number;
  refundsSen: number;
  /** grossSen − refundsSen. */
  netSen: number;
}

/** The revenue part of the report: sales and refunds in ringgit, from receipts and credit notes. */
export interface RevenueReport {
  totals: RevenueFigures;
  /** Every studio day of the range, in order, with or without sales. */
  byDay: (RevenueFigures & { day: string })[];
  /** The methods with sales or refunds in the range, in the order of PAYMENT_METHODS. */
  byPaymentMethod: (RevenueFigures & { paymentMethod: PaymentMethod })[];
  /** Each item as it was sold (a pack's name then, or "Credits"), most taken first. */
  byProduct: (RevenueFigures & { item: string; credits: number })[];
}

/** One line of the transaction list: a sale (its receipt) or a refund (its credit note). */
export interface Transaction {
  kind: "sale" | "refund";
  /** The sale's or the refund's id. */
  id: string;
  /** The sale, or the sale refunded: its admin page is /admin/sales/:saleId. */
  saleId: string;
  /** The receipt's or the credit note's number. */
  number: string;
  /** The receipt number of the sale, also for a refund of it. */
  receiptNumber: string;
  at: string;
  /** The e-mail is null for a walk-in registered without one. */
  student: { id: string; name: string; email: string | null };
  item: string;
  /** Credits sold, or taken back by the refund. */
  credits: number;
  paymentMethod: PaymentMethod;
  /** Received (a sale) or given back (a refund, negative). */
  amountSen: number;
  /** The staff member who made it; null when no one is recorded. */
  staff: string | null;
  /** Why a refund was made; null for a sale. */
  reason: string | null;
}

/** `GET /api/admin/reports/transactions`: one page of the range's sales and refunds, newest first. */
export interface TransactionPage {
  from: string;
  to: string;
  page: number;
  pageSize: number;
  total: number;
  transactions: Transaction[];
}

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
  revenue: RevenueReport;
}

/** A rate as a whole percentage, "—" when there is nothing to divide. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/** A plain decimal number such as -10.50: a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** What a spreadsheet takes for a formula's start, full-width forms included. */
const FORMULA_START = "=+\\-@＝＋－＠";
/**
 * Where a cell could begin with a formula: the field's start, and after each separator that a
 * spreadsheet set to another one (`;` in much of Europe, a tab on paste) would split it at.
 */
const FORMULA = new RegExp(
  `^(?=[${FORMULA_START}\\t\\r])|(?<=[,;\\t\\r\\n]\\s*)(?=[${FORMULA_START}])`,
  "g",
);

/**
 * One CSV field. Quoted when it holds a separator of any spreadsheet's, a quote or a line break;
 * every formula start is defused with an apostrophe, so a student's or package's name cannot run
 * as a formula when the file is opened in a spreadsheet, whatever separator it splits on. A plain
 * number (a refund's -10.00) is left as it is, so it stays a number there.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && !PLAIN_NUMBER.test(text)) text = text.replace(FORMULA, "'");
  return /[",;\t\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as a CSV file: CRLF line ends, as spreadsheets expect, and a final one. */
function csvText(rows: (string | number)[][]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** The figures of a revenue row as CSV cells: counts, then ringgit as plain numbers. */
function revenueCells(row: RevenueFigures): (string | number)[] {
  return [
    row.sales,
    ringgitFigure(row.grossSen),
    row.refunds,
    ringgitFigure(row.refundsSen),
    ringgitFigure(row.netSen),
  ];
}

const REVENUE_COLUMNS = ["Sales", "Sales (RM)", "Refunds", "Refunds (RM)", "Net (RM)"];

/** The report as CSV: a section per table, with the same figures as the screen. */
export function salesReportCsv(report: SalesReport): string {
  const { revenue } = report;
  const rows: (string | number)[][] = [
    ["Sales report", `${report.from} to ${report.to}`],
    [],
    ["Revenue", "", ...REVENUE_COLUMNS],
    ["", "Total", ...revenueCells(revenue.totals)],
    [],
    ["Revenue by payment method", "Payment method", ...REVENUE_COLUMNS],
    ...revenue.byPaymentMethod.map((row) => [
      "",
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      ...revenueCells(row),
    ]),
    [],
    ["Revenue by product", "Item", "Credits", ...REVENUE_COLUMNS],
    ...revenue.byProduct.map((row) => ["", row.item, row.credits, ...revenueCells(row)]),
    [],
    ["Revenue by day", "Day", ...REVENUE_COLUMNS],
    ...revenue.byDay.map((row) => ["", row.day, ...revenueCells(row)]),
    [],
    ["Credits sold", "Payment method", "Sales", "Credits"],
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
    ["Fill rate by instructor", "Instructor", "Classes", "Slots", "Booked", "Fill rate"],
    ...report.fillRate.byTutor.map(fillRow),
    [],
    ["Daily", "Day", "Credits sold", "Credits spent"],
    ...report.daily.map((row) => ["", row.day, row.creditsSold, row.creditsSpent]),
  ];
  return csvText(rows);
}

const TRANSACTION_KIND_LABELS: Record<Transaction["kind"], string> = {
  sale: "Sale",
  refund: "Refund",
};

/**
 * The transaction list as CSV, one row a sale or refund under a header row: dates and times in
 * studio time, amounts in ringgit as plain numbers (negative for refunds), so a spreadsheet can
 * sort, filter and add them up.
 */
export function transactionsCsv(transactions: Transaction[], timeZone: string): string {
  const dayAndTime = studioDayAndTime(timeZone);
  return csvText([
    [
      "Date",
      "Time",
      "Type",
      "Number",
      "Receipt",
      "Student",
      "E-mail",
      "Item",
      "Credits",
      "Payment method",
      "Amount (RM)",
      "Staff",
      "Reason",
    ],
    ...transactions.map((row) => [
      ...dayAndTime(row.at),
      TRANSACTION_KIND_LABELS[row.kind],
      row.number,
      row.receiptNumber,
      row.student.name,
      row.student.email ?? "",
      row.item,
      row.credits,
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      ringgitFigure(row.amountSen),
      row.staff ?? "",
      row.reason ?? "",
    ]),
  ]);
}

function fillRow(row: FillRateRow): (string | number)[] {
  return ["", row.key, row.classes, row.slots, row.booked, formatRate(row.rate)];
}
