import { sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { DEFAULT_COURSE_TYPE_LABEL } from "../../../shared/constants.ts";
import { daysBetween } from "../../../shared/day-range.ts";
import type { FillRateRow, SalesReport } from "../../../shared/reports.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { getRevenueReport } from "./get-revenue-report.ts";
import { inRange as rangeFilter, rangeInstants } from "./range-instants.ts";

const NO_TUTOR = "No tutor";
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

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
  const instants = rangeInstants({ from, to }, timeZone);
  const inRange = (column: string) => rangeFilter(column, instants);

  const [purchases, packages, classCredits, bookings, byType, byTutor, daily, revenue] =
    await Promise.all([
      queryRows<{ paymentMethod: PaymentMethod | null; credits: number; recharges: number }>(
        db,
        sql`select payment_method as "paymentMethod", sum(delta)::int as credits,
            count(*)::int as recharges
          from credit_entry where reason = 'credit_purchase' and ${inRange("created_at")}
          group by payment_method order by payment_method`,
      ),
      queryRows<{ packageId: string; name: string; count: number; credits: number }>(
        db,
        sql`select p.id as "packageId", p.name, count(*)::int as count,
            sum(s.credits_paid)::int as credits
          from user_subscription s join package p on p.id = s.package_id
          where ${inRange("s.created_at")}
          group by p.id, p.name order by count(*) desc, p.name`,
      ),
      queryRows<{ reason: string; credits: number }>(
        db,
        sql`select reason, sum(delta)::int as credits from credit_entry
          where reason in ('class_booking', 'class_cancellation') and ${inRange("created_at")}
          group by reason`,
      ),
      queryRows<{ booked: number; cancelled: number; ended: number; attended: number }>(
        db,
        sql`select
            count(*) filter (where b.status = 'booked')::int as booked,
            count(*) filter (where b.status = 'cancelled')::int as cancelled,
            count(*) filter (where b.status = 'booked' and c.ends_at <= ${now.toISOString()})::int as ended,
            count(*) filter (where b.status = 'booked' and c.ends_at <= ${now.toISOString()} and b.attended)::int as attended
          from booking b join course c on c.id = b.course_id
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
      queryRows<{ day: string; creditsSold: number; creditsSpent: number }>(
        db,
        sql`select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
            coalesce(sum(delta) filter (where reason = 'credit_purchase'
              and payment_method is distinct from 'FOC'), 0)::int as "creditsSold",
            coalesce(-sum(delta) filter (where reason = 'class_booking'), 0)::int as "creditsSpent"
          from credit_entry where ${inRange("created_at")}
          group by 1`,
      ),
      getRevenueReport(db, { from, to, timeZone, instants }),
    ]);

  const paidMethods = purchases.filter(
    (row): row is typeof row & { paymentMethod: Exclude<PaymentMethod, "FOC"> } =>
      row.paymentMethod !== "FOC" && row.paymentMethod !== null,
  );
  const dailyByDay = new Map(daily.map((row) => [row.day, row]));
  const [counts] = bookings;
  const ended = counts?.ended ?? 0;
  const attended = counts?.attended ?? 0;
  return {
    from,
    to,
    creditsSold: {
      byMethod: paidMethods,
      paid: paidMethods.reduce((sum, row) => sum + row.credits, 0),
      foc: purchases.find((row) => row.paymentMethod === "FOC")?.credits ?? 0,
    },
    packageSales: {
      items: packages,
      count: packages.reduce((sum, row) => sum + row.count, 0),
      credits: packages.reduce((sum, row) => sum + row.credits, 0),
    },
    classCredits: {
      spent: -(classCredits.find((row) => row.reason === "class_booking")?.credits ?? 0),
      refunded: classCredits.find((row) => row.reason === "class_cancellation")?.credits ?? 0,
    },
    bookings: {
      booked: counts?.booked ?? 0,
      cancelled: counts?.cancelled ?? 0,
      ended,
      attended,
      attendanceRate: rate(attended, ended),
    },
    fillRate: { byClassType: fillRows(byType), byTutor: fillRows(byTutor) },
    daily: daysBetween(from, to).map((day) => ({
      day,
      creditsSold: dailyByDay.get(day)?.creditsSold ?? 0,
      creditsSpent: dailyByDay.get(day)?.creditsSpent ?? 0,
    })),
    revenue,
  };
}
