import { inArray } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { DEFAULT_COURSE_TYPE_LABEL, PAYMENT_METHODS } from "../../../shared/constants.ts";
import type { FillRateRow, SalesReport } from "../../../shared/reports.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { tutor } from "../../db/schema/tutors.ts";
import type { ClassLine, LedgerLine } from "./count-day-figures.ts";
import type { ReportDays } from "./kept-day-figures.ts";
import { rangeDays } from "./range-instants.ts";
import { revenueReport } from "./revenue-report.ts";
import { sumsUnder } from "./sums-under.ts";

const NO_TUTOR = "No tutor";
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

/** The names of the packages and tutors by id (read with the report, so a rename shows at once). */
async function namesOf(db: Executor, packageIds: string[], tutorIds: string[]) {
  const [packages, tutors] = await Promise.all([
    packageIds.length === 0
      ? []
      : db
          .select({ id: studioPackage.id, name: studioPackage.name })
          .from(studioPackage)
          .where(inArray(studioPackage.id, packageIds)),
    tutorIds.length === 0
      ? []
      : db
          .select({ id: tutor.id, name: tutor.name })
          .from(tutor)
          .where(inArray(tutor.id, tutorIds)),
  ]);
  return {
    packages: new Map(packages.map((row) => [row.id, row.name])),
    tutors: new Map(tutors.map((row) => [row.id, row.name])),
  };
}

/**
 * Sales Reports (DESIGN §5.6) over studio days `from`–`to`: revenue from the receipts and credit
 * notes of the range; credit figures from the ledger and the subscriptions sold in it; class
 * figures from the classes that start in it.
 */
export async function getSalesReport(
  db: Executor,
  reportDays: ReportDays,
  options: { from: string; to: string; timeZone: string; now: Date },
): Promise<SalesReport> {
  const { from, to, timeZone, now } = options;
  const range = rangeDays({ from, to }, timeZone);
  const days = await reportDays(range, timeZone, now);
  // One pass over the days' lines (a year holds ~7 700 of them).
  const purchasesByMethod = new Map<string, LedgerSums>();
  const byReason = new Map<string, LedgerSums>();
  const daily = range.days.map((day) => ({ day, creditsSold: 0, creditsSpent: 0 }));
  const packageSums = new Map<string, { count: number; credits: number }>();
  const classes: ClassLine[] = [];
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
      const sums = sumsUnder(packageSums, line.packageId, () => ({ count: 0, credits: 0 }));
      sums.count += line.count;
      sums.credits += line.credits;
    }
    classes.push(...figures.classes);
  }
  const tutorIds = new Set(classes.flatMap((line) => (line.tutorId ? [line.tutorId] : [])));
  const names = await namesOf(db, [...packageSums.keys()], [...tutorIds]);
  const packages = [...packageSums]
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
    daily,
    revenue: revenueReport(range.days, days),
  };
}
