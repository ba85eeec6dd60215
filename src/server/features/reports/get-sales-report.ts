import { sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { DEFAULT_COURSE_TYPE_LABEL, PAYMENT_METHODS } from "../../../shared/constants.ts";
import type { FillRateRow, RevenueReport, SalesReport } from "../../../shared/reports.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { keepNewest } from "../../db/kept-at-version.ts";
import {
  CLASS_COUNTS,
  type ClassLine,
  type DayFigures,
  type LedgerLine,
} from "./count-day-figures.ts";
import { createReportDays } from "./kept-day-figures.ts";
import { type RangeDays, rangeDays } from "./range-instants.ts";
import { revenueReport } from "./revenue-report.ts";
import { sumsUnder } from "./sums-under.ts";

const NO_TUTOR = "No instructor";
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Credits and entries of ledger lines added up. */
interface LedgerSums {
  credits: number;
  entries: number;
}

const noLedger = (): LedgerSums => ({ credits: 0, entries: 0 });

function addLedger(sums: LedgerSums, line: LedgerLine) {
  sums.credits += line.credits;
  sums.entries += line.entries;
}

type ClassCounts = Pick<ClassLine, (typeof CLASS_COUNTS)[number]>;

const noClasses = () => Object.fromEntries(CLASS_COUNTS.map((count) => [count, 0])) as ClassCounts;

/** The classes' fill rates under the key each line gives, in the key's order. */
function fillRates(lines: ClassLine[], key: (line: ClassLine) => string): FillRateRow[] {
  const sums = new Map<string, { classes: number; slots: number; booked: number }>();
  for (const line of lines) {
    const sum = sumsUnder(sums, key(line), () => ({ classes: 0, slots: 0, booked: 0 }));
    sum.classes += line.classes;
    sum.slots += line.slots;
    sum.booked += line.filled;
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, sum]) => ({ key: name, ...sum, rate: rate(sum.booked, sum.slots) }));
}

/** The names of the packages and tutors by id. */
interface Names {
  packages: Map<string, string>;
  tutors: Map<string, string>;
}

/**
 * The names of the packages and tutors the sums show, read with each report so that a rename
 * shows at once; in a fixed order, as the report is made again when they differ.
 */
async function namesOf(db: Executor, sums: ReportSums): Promise<Names> {
  const packageIds = [...sums.packages.keys()];
  const tutorIds = [...new Set(sums.classes.flatMap((line) => line.tutorId ?? []))];
  const rows = await queryRows<{ isPackage: boolean; id: string; name: string }>(
    db,
    sql`select true as "isPackage", id, name from package where id = any(${sql.param(packageIds)}::uuid[])
        union all
        select false, id, name from tutor where id = any(${sql.param(tutorIds)}::uuid[])
        order by 1, 2`,
  );
  const names: Names = { packages: new Map(), tutors: new Map() };
  for (const { isPackage, id, name } of rows) {
    (isPackage ? names.packages : names.tutors).set(id, name);
  }
  return names;
}

/** What a report sums over its days, before the names of the packages and tutors it shows. */
interface ReportSums {
  purchasesByMethod: Map<string, LedgerSums>;
  byReason: Map<string, LedgerSums>;
  daily: SalesReport["daily"];
  packages: Map<string, { count: number; credits: number }>;
  /** The classes' lines summed by class type and tutor. */
  classes: ClassLine[];
  revenue: RevenueReport;
}

/** One pass over the days' lines (a year holds ~7 700 of them). */
function sumDays(range: RangeDays, days: DayFigures[]): ReportSums {
  const purchasesByMethod = new Map<string, LedgerSums>();
  const byReason = new Map<string, LedgerSums>();
  const daily = range.days.map((day) => ({ day, creditsSold: 0, creditsSpent: 0 }));
  const packages = new Map<string, { count: number; credits: number }>();
  const classes = new Map<string, ClassLine>();
  for (const [index, figures] of days.entries()) {
    for (const line of figures.ledger) {
      addLedger(sumsUnder(byReason, line.reason, noLedger), line);
      if (line.reason === "credit_purchase") {
        addLedger(sumsUnder(purchasesByMethod, line.paymentMethod ?? "", noLedger), line);
        if (line.paymentMethod !== "FOC") daily[index]!.creditsSold += line.credits;
      } else if (line.reason === "class_booking") {
        daily[index]!.creditsSpent -= line.credits;
      }
    }
    for (const line of figures.packages) {
      const sums = sumsUnder(packages, line.packageId, () => ({ count: 0, credits: 0 }));
      sums.count += line.count;
      sums.credits += line.credits;
    }
    for (const line of figures.classes) {
      const { courseType, tutorId } = line;
      const sums = sumsUnder(classes, `${courseType ?? ""}\n${tutorId ?? ""}`, () => ({
        ...noClasses(),
        courseType,
        tutorId,
      }));
      for (const count of CLASS_COUNTS) sums[count] += line[count];
    }
  }
  return {
    purchasesByMethod,
    byReason,
    daily,
    packages,
    classes: [...classes.values()],
    revenue: revenueReport(range.days, days),
  };
}

/** The report from its sums and the names of the packages and tutors it shows. */
function reportOf(
  { from, to }: { from: string; to: string },
  sums: ReportSums,
  names: Names,
): SalesReport {
  const { purchasesByMethod, byReason, classes } = sums;
  const packages = [...sums.packages]
    .map(([packageId, sum]) => ({ packageId, name: names.packages.get(packageId)!, ...sum }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const paidMethods = PAYMENT_METHODS.filter(
    (method): method is Exclude<PaymentMethod, "FOC"> =>
      method !== "FOC" && purchasesByMethod.has(method),
  )
    .sort()
    .map((paymentMethod) => {
      const { credits, entries } = purchasesByMethod.get(paymentMethod)!;
      return { paymentMethod, credits, recharges: entries };
    });
  const total = (count: (line: ClassLine) => number) =>
    classes.reduce((sum, line) => sum + count(line), 0);
  const ended = total((line) => line.ended);
  const attended = total((line) => line.attended);
  return {
    from,
    to,
    creditsSold: {
      byMethod: paidMethods,
      paid: paidMethods.reduce((sum, row) => sum + row.credits, 0),
      foc: purchasesByMethod.get("FOC")?.credits ?? 0,
    },
    packageSales: {
      items: packages,
      count: packages.reduce((sum, row) => sum + row.count, 0),
      credits: packages.reduce((sum, row) => sum + row.credits, 0),
    },
    classCredits: {
      spent: -(byReason.get("class_booking")?.credits ?? 0),
      refunded: byReason.get("class_cancellation")?.credits ?? 0,
    },
    bookings: {
      booked: total((line) => line.booked),
      cancelled: total((line) => line.cancelled),
      ended,
      attended,
      attendanceRate: rate(attended, ended),
    },
    fillRate: {
      byClassType: fillRates(classes, (line) => line.courseType ?? DEFAULT_COURSE_TYPE_LABEL),
      byTutor: fillRates(classes, (line) =>
        line.tutorId ? (names.tutors.get(line.tutorId) ?? NO_TUTOR) : NO_TUTOR,
      ),
    },
    daily: sums.daily,
    revenue: sums.revenue,
  };
}

/** A range's last report in this instance, with what it was made of. */
interface LastReport {
  range: RangeDays;
  /** The version of the days' figures it sums (ReportDayFigures). */
  version: string;
  sums: ReportSums;
  /** The names it shows, as one string to compare, and the report with them. */
  named?: { names: string } & SalesReportAnswer;
}

/** A sales report, and its JSON text (a year's is ~60 kB, written once for the requests it serves). */
export interface SalesReportAnswer {
  report: SalesReport;
  json: string;
}

/** Ranges whose last report an instance holds: the ranges admins are looking at. */
const RANGES_HELD = 20;

/**
 * Sales Reports (DESIGN §5.6) over studio days `from`–`to`: revenue from the receipts and credit
 * notes of the range; credit figures from the ledger and the subscriptions sold in it; class
 * figures from the classes that start in it.
 *
 * Each report reads its days' figures afresh (the kept days' version, and the last few days
 * counted) and the names it shows; this instance sums a range's days again only when their
 * figures changed since its last report of the range, and names it again only when a name did.
 */
export function createSalesReports(db: Executor) {
  const reportDays = createReportDays(db);
  const lastReports = new Map<string, LastReport>();

  return async function salesReport(options: {
    from: string;
    to: string;
    timeZone: string;
    now: Date;
  }): Promise<SalesReportAnswer> {
    const { timeZone, now } = options;
    const rangeKey = `${timeZone} ${options.from} ${options.to}`;
    let last = lastReports.get(rangeKey);
    const range = last?.range ?? rangeDays(options, timeZone);
    const days = await reportDays(range, timeZone, now);
    if (last?.version !== days.version) {
      last = { range, version: days.version, sums: sumDays(range, days.figures) };
    }
    const names = await namesOf(db, last.sums);
    const shownNames = JSON.stringify([...names.packages, ...names.tutors]);
    if (last.named?.names !== shownNames) {
      const report = reportOf(options, last.sums, names);
      last = { ...last, named: { names: shownNames, report, json: JSON.stringify(report) } };
    }
    keepNewest(lastReports, rangeKey, last, RANGES_HELD);
    return last.named!;
  };
}

export type SalesReports = ReturnType<typeof createSalesReports>;
