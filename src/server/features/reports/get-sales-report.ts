import { sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { DEFAULT_COURSE_TYPE_LABEL, PAYMENT_METHODS } from "../../../shared/constants.ts";
import type { FillRateRow, SalesReport } from "../../../shared/reports.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { getRevenueReport } from "./get-revenue-report.ts";
import { dayIndex, rangeDays, inRange as rangeFilter } from "./range-instants.ts";

const NO_TUTOR = "No tutor";
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Credits of the range's ledger by studio day, reason and payment method. */
interface LedgerRow {
  /** The day's index in the range's days. */
  day: number;
  reason: string;
  paymentMethod: PaymentMethod | null;
  credits: number;
  entries: number;
}

/** The rows' credits and entries added up under the key each row gives. */
function sumBy<Key>(rows: LedgerRow[], key: (row: LedgerRow) => Key) {
  const sums = new Map<Key, { credits: number; entries: number }>();
  for (const row of rows) {
    const sum = sums.get(key(row)) ?? { credits: 0, entries: 0 };
    sum.credits += row.credits;
    sum.entries += row.entries;
    sums.set(key(row), sum);
  }
  return sums;
}

function fillRows(rows: Omit<FillRateRow, "rate">[]): FillRateRow[] {
  return rows.map((row) => ({ ...row, rate: rate(row.booked, row.slots) }));
}

/**
 * Sales Reports (DESIGN §5.6) over studio days `from`–`to`: revenue from the receipts and credit
 * notes of the range; credit figures from the ledger and the subscriptions sold in it; class
 * figures from the classes that start in it.
 */
export async function getSalesReport(
  db: Executor,
  options: { from: string; to: string; timeZone: string; now: Date },
): Promise<SalesReport> {
  const { from, to, timeZone, now } = options;
  const range = rangeDays({ from, to }, timeZone);
  const inRange = (column: string) => rangeFilter(column, range);

  const [ledger, packages, bookings, byType, byTutor, revenue] = await Promise.all([
    // The ledger's share of the report in one pass over the range's entries (a year of a busy
    // studio is ~70 000 of them): credits by day, reason and payment method, added up below.
    queryRows<LedgerRow>(
      db,
      sql`select ${dayIndex("created_at", range)} as day, reason,
            payment_method as "paymentMethod", sum(delta)::int as credits, count(*)::int as entries
          from credit_entry
          where reason in ('credit_purchase', 'class_booking', 'class_cancellation')
            and ${inRange("created_at")}
          group by 1, 2, 3`,
    ),
    queryRows<{ packageId: string; name: string; count: number; credits: number }>(
      db,
      sql`select p.id as "packageId", p.name, count(*)::int as count,
            sum(s.credits_paid)::int as credits
          from user_subscription s join package p on p.id = s.package_id
          where ${inRange("s.created_at")}
          group by p.id, p.name order by count(*) desc, p.name`,
    ),
    queryRows<{ booked: number; cancelled: number; ended: number; attended: number }>(
      db,
      // Counted class by class along booking_course_idx: a plain join reads the whole booking
      // table once the range holds a fifth of it (a year of five), so it grew with history.
      sql`select coalesce(sum(own.booked), 0)::int as booked,
            coalesce(sum(own.cancelled), 0)::int as cancelled,
            coalesce(sum(own.booked) filter (where c.ends_at <= ${now.toISOString()}), 0)::int as ended,
            coalesce(sum(own.attended) filter (where c.ends_at <= ${now.toISOString()}), 0)::int as attended
          from course c cross join lateral (
            select count(*) filter (where b.status = 'booked') as booked,
              count(*) filter (where b.status = 'cancelled') as cancelled,
              count(*) filter (where b.status = 'booked' and b.attended) as attended
            from booking b where b.course_id = c.id
          ) own
          where ${inRange("c.starts_at")}`,
    ),
    queryRows<Omit<FillRateRow, "rate">>(
      db,
      sql`select coalesce(nullif(course_type, ''), ${DEFAULT_COURSE_TYPE_LABEL}) as key,
            count(*)::int as classes, sum(total_slots)::int as slots,
            sum(slots_filled)::int as booked
          from course where ${inRange("starts_at")}
          group by 1 order by 1`,
    ),
    queryRows<Omit<FillRateRow, "rate">>(
      db,
      sql`select coalesce(t.name, ${NO_TUTOR}) as key, count(*)::int as classes,
            sum(c.total_slots)::int as slots, sum(c.slots_filled)::int as booked
          from course c left join tutor t on t.id = c.tutor_id
          where ${inRange("c.starts_at")}
          group by 1 order by 1`,
    ),
    getRevenueReport(db, range),
  ]);

  const purchases = ledger.filter((row) => row.reason === "credit_purchase");
  const byMethod = sumBy(purchases, (row) => row.paymentMethod ?? "");
  const paidMethods = PAYMENT_METHODS.filter(
    (method): method is Exclude<PaymentMethod, "FOC"> => method !== "FOC" && byMethod.has(method),
  )
    .sort()
    .map((paymentMethod) => {
      const { credits, entries } = byMethod.get(paymentMethod)!;
      return { paymentMethod, credits, recharges: entries };
    });
  const byReason = sumBy(ledger, (row) => row.reason);
  const soldByDay = sumBy(
    purchases.filter((row) => row.paymentMethod !== "FOC"),
    (row) => row.day,
  );
  const spentByDay = sumBy(
    ledger.filter((row) => row.reason === "class_booking"),
    (row) => row.day,
  );
  const [counts] = bookings;
  const ended = counts?.ended ?? 0;
  const attended = counts?.attended ?? 0;
  return {
    from,
    to,
    creditsSold: {
      byMethod: paidMethods,
      paid: paidMethods.reduce((sum, row) => sum + row.credits, 0),
      foc: byMethod.get("FOC")?.credits ?? 0,
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
      booked: counts?.booked ?? 0,
      cancelled: counts?.cancelled ?? 0,
      ended,
      attended,
      attendanceRate: rate(attended, ended),
    },
    fillRate: { byClassType: fillRows(byType), byTutor: fillRows(byTutor) },
    daily: range.days.map((day, index) => ({
      day,
      creditsSold: soldByDay.get(index)?.credits ?? 0,
      creditsSpent: -(spentByDay.get(index)?.credits ?? 0),
    })),
    revenue,
  };
}
