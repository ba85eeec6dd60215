import { sql } from "drizzle-orm";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../shared/constants.ts";
import type { RevenueFigures, RevenueReport } from "../../../shared/reports.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { dayIndex, inRange, type RangeDays } from "./range-instants.ts";
import { refundSaleJoin } from "./refund-sale-join.ts";

/** Which grouping of the one query a row adds up. */
type Grouping = "day" | "method" | "item" | "total";

type Row = Omit<RevenueFigures, "netSen"> & {
  grouping: Grouping;
  /** The day's index in the range's days. */
  day: number | null;
  paymentMethod: PaymentMethod | null;
  item: string | null;
  credits: number;
};

const NOTHING: RevenueFigures = { sales: 0, grossSen: 0, refunds: 0, refundsSen: 0, netSen: 0 };

function figures(row: Row): RevenueFigures {
  const { sales, grossSen, refunds, refundsSen } = row;
  return { sales, grossSen, refunds, refundsSen, netSen: grossSen - refundsSen };
}

/**
 * Revenue over a range of studio days (issue #23), from the receipts and credit notes themselves:
 * the sales made in the range, and the refunds made in it (whenever their sale was), each refund
 * under its sale's payment method and item. One pass over both tables' rows in the range (their
 * created_at indexes) adds up the days, methods, items and total together.
 */
export async function getRevenueReport(db: Executor, range: RangeDays): Promise<RevenueReport> {
  // int4 sums hold RM 21 million: far beyond what a studio takes in the longest range. Over no
  // rows at all, the total's grouping still answers one row, of nulls: hence the coalesces.
  const rows = await queryRows<Row>(
    db,
    sql`with movement as (
          select s.created_at as at, s.payment_method, s.item, s.credits,
            1 as sales, s.amount_sen as gross_sen, 0 as refunds, 0 as refunds_sen
          from sale s where ${inRange("s.created_at", range)}
          union all
          select r.created_at, s.payment_method, s.item, 0, 0, 0, 1, r.amount_sen
          from sale_refund r ${refundSaleJoin}
          where ${inRange("r.created_at", range)}
        ), dated as (
          select *, ${dayIndex("at", range)} as day from movement
        )
        select
          case
            when grouping(day) = 0 then 'day'
            when grouping(payment_method) = 0 then 'method'
            when grouping(item) = 0 then 'item'
            else 'total'
          end as grouping,
          day, payment_method as "paymentMethod", item,
          coalesce(sum(credits), 0)::int as credits,
          coalesce(sum(sales), 0)::int as sales, coalesce(sum(gross_sen), 0)::int as "grossSen",
          coalesce(sum(refunds), 0)::int as refunds, coalesce(sum(refunds_sen), 0)::int as "refundsSen"
        from dated
        group by grouping sets ((day), (payment_method), (item), ())`,
  );
  const byDay = new Map(rows.filter((row) => row.grouping === "day").map((row) => [row.day, row]));
  const methods = rows.filter((row) => row.grouping === "method");
  return {
    totals: figures(rows.find((row) => row.grouping === "total")!),
    byDay: range.days.map((day, index) => {
      const row = byDay.get(index);
      return { day, ...(row ? figures(row) : NOTHING) };
    }),
    byPaymentMethod: PAYMENT_METHODS.flatMap((paymentMethod) => {
      const row = methods.find((method) => method.paymentMethod === paymentMethod);
      return row ? [{ paymentMethod, ...figures(row) }] : [];
    }),
    byProduct: rows
      .filter((row) => row.grouping === "item")
      .map((row) => ({ item: row.item!, credits: row.credits, ...figures(row) }))
      .sort((a, b) => b.netSen - a.netSen || b.sales - a.sales || a.item.localeCompare(b.item)),
  };
}
