import { type SQL, sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { dayIndex, inRange, type RangeDays } from "./range-instants.ts";
import { refundSaleJoin } from "./refund-sale-join.ts";

/**
 * Bumped whenever what countDayFigures counts changes, so that figures kept by an earlier version
 * are counted again rather than read.
 */
export const DAY_FIGURES_VERSION = 1;

/** Credits of the day's ledger by reason and payment method. */
export interface LedgerLine {
  reason: string;
  paymentMethod: PaymentMethod | null;
  credits: number;
  entries: number;
}

/** The day's subscriptions sold, by package (its name is read with the report). */
export interface PackageLine {
  packageId: string;
  count: number;
  credits: number;
}

/** The classes that start in the day, by class type and tutor, and their bookings. */
export interface ClassLine {
  /** The class type as set, null when none is. */
  courseType: string | null;
  tutorId: string | null;
  classes: number;
  slots: number;
  /** The classes' filled slots. */
  filled: number;
  booked: number;
  cancelled: number;
  /** Booked places of classes that had ended by the count, and of those attended. */
  ended: number;
  attended: number;
}

/**
 * The counts of a class line, after its class type and tutor: what its lines of one type and
 * tutor add up to.
 */
export const CLASS_COUNTS = [
  "classes",
  "slots",
  "filled",
  "booked",
  "cancelled",
  "ended",
  "attended",
] as const satisfies (keyof ClassLine)[];

/** The day's sales and refunds (each refund under its sale's method and item). */
export interface RevenueLine {
  paymentMethod: PaymentMethod;
  item: string;
  credits: number;
  sales: number;
  grossSen: number;
  refunds: number;
  refundsSen: number;
}

/** What the sales report counts of one studio day. */
export interface DayFigures {
  /** From this instant on the figures no longer change with time: the day and its classes ended. */
  settledAt: string;
  ledger: LedgerLine[];
  packages: PackageLine[];
  classes: ClassLine[];
  revenue: RevenueLine[];
}

type DayRow<Line> = Line & { day: number };

/** The rows of each day of `days`, in the days' order, without their day. */
function byDay<Line>(rows: DayRow<Line>[], days: number): Line[][] {
  const lines: Line[][] = Array.from({ length: days }, () => []);
  for (const { day, ...line } of rows) lines[day]!.push(line as Line);
  return lines;
}

/**
 * Each source's rows of the day as one JSON array (empty when there are none). Sums of sen and
 * of credits are bigint: a day's sen pass 2^31 with 215 desk sales of RM 100 000, the most one
 * takes. JSON writes a bigint as a plain number, exact in JavaScript below 2^53.
 */
const lines = (query: SQL) => sql`(select coalesce(json_agg(line), '[]') from (${query}) line)`;

/**
 * Counts, from the ledger, the subscriptions, the classes, their bookings and the receipts and
 * credit notes themselves, the figures of each day of `range` (in its order), as they are at
 * `now`. One statement, each source's rows grouped by day: a round trip to the database cost the
 * app more than summing a few days' rows.
 */
export async function countDayFigures(
  db: Executor,
  range: RangeDays,
  now: Date,
): Promise<DayFigures[]> {
  const days = range.days.length;
  const [counted] = await queryRows<{
    ledger: DayRow<LedgerLine>[];
    packages: DayRow<PackageLine>[];
    classes: (DayRow<ClassLine> & { lastEnd: string })[];
    revenue: DayRow<RevenueLine>[];
  }>(
    db,
    sql`select ${lines(
      sql`select ${dayIndex("created_at", range)} as day, reason,
            payment_method as "paymentMethod", sum(delta)::bigint as credits, count(*)::int as entries
          from credit_entry
          where reason in ('credit_purchase', 'class_booking', 'class_cancellation')
            and ${inRange("created_at", range)}
          group by 1, 2, 3`,
    )} as ledger,
    ${lines(
      sql`select ${dayIndex("created_at", range)} as day, package_id as "packageId",
            count(*)::int as count, sum(credits_paid)::bigint as credits
          from user_subscription
          where ${inRange("created_at", range)}
          group by 1, 2`,
    )} as packages,
    ${lines(
      // Bookings counted class by class along booking_course_idx: a plain join read the whole
      // booking table once the range held a fifth of it (a year of five), so it grew with history.
      sql`select ${dayIndex("c.starts_at", range)} as day,
            nullif(c.course_type, '') as "courseType", c.tutor_id as "tutorId",
            count(*)::int as classes, sum(c.total_slots)::int as slots,
            sum(c.slots_filled)::int as filled,
            sum(own.booked)::int as booked, sum(own.cancelled)::int as cancelled,
            coalesce(sum(own.booked) filter (where c.ends_at <= ${now.toISOString()}), 0)::int as ended,
            coalesce(sum(own.attended) filter (where c.ends_at <= ${now.toISOString()}), 0)::int as attended,
            max(c.ends_at) as "lastEnd"
          from course c cross join lateral (
            select count(*) filter (where b.status = 'booked') as booked,
              count(*) filter (where b.status = 'cancelled') as cancelled,
              count(*) filter (where b.status = 'booked' and b.attended) as attended
            from booking b where b.course_id = c.id
          ) own
          where ${inRange("c.starts_at", range)}
          group by 1, 2, 3`,
    )} as classes,
    ${lines(
      sql`with movement as (
            select s.created_at as at, s.payment_method, s.item, s.credits,
              1 as sales, s.amount_sen as gross_sen, 0 as refunds, 0 as refunds_sen
            from sale s where ${inRange("s.created_at", range)}
            union all
            select r.created_at, s.payment_method, s.item, 0, 0, 0, 1, r.amount_sen
            from sale_refund r ${refundSaleJoin}
            where ${inRange("r.created_at", range)}
          )
          select ${dayIndex("at", range)} as day, payment_method as "paymentMethod", item,
            sum(credits)::bigint as credits, sum(sales)::int as sales,
            sum(gross_sen)::bigint as "grossSen", sum(refunds)::int as refunds,
            sum(refunds_sen)::bigint as "refundsSen"
          from movement group by 1, 2, 3`,
    )} as revenue`,
  );
  const { ledger, packages, classes, revenue } = counted!;

  const lastEnds = range.days.map(() => 0);
  const classRows: DayRow<ClassLine>[] = [];
  for (const { lastEnd, ...row } of classes) {
    lastEnds[row.day] = Math.max(lastEnds[row.day]!, new Date(lastEnd).getTime());
    classRows.push(row);
  }
  const classLines = byDay(classRows, days);
  const ledgerLines = byDay(ledger, days);
  const packageLines = byDay(packages, days);
  const revenueLines = byDay(revenue, days);
  return range.days.map((_, day) => {
    const dayEnd = (range.starts[day + 1] ?? range.end).getTime();
    return {
      settledAt: new Date(Math.max(dayEnd, lastEnds[day]!)).toISOString(),
      ledger: ledgerLines[day]!,
      packages: packageLines[day]!,
      classes: classLines[day]!,
      revenue: revenueLines[day]!,
    };
  });
}
