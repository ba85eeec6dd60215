import { PAYMENT_METHODS } from "../../../shared/constants.ts";
import type { RevenueFigures, RevenueReport } from "../../../shared/reports.ts";
import type { DayFigures, RevenueLine } from "./count-day-figures.ts";
import { sumsUnder } from "./sums-under.ts";

type Sums = Omit<RevenueFigures, "netSen">;

const nothing = (): Sums => ({ sales: 0, grossSen: 0, refunds: 0, refundsSen: 0 });

function add<S extends Sums>(sums: S, line: RevenueLine): S {
  sums.sales += line.sales;
  sums.grossSen += line.grossSen;
  sums.refunds += line.refunds;
  sums.refundsSen += line.refundsSen;
  return sums;
}

function withNet({ sales, grossSen, refunds, refundsSen }: Sums): RevenueFigures {
  return { sales, grossSen, refunds, refundsSen, netSen: grossSen - refundsSen };
}

/**
 * Revenue over a range of studio days (issue #23), from the receipts and credit notes themselves:
 * the sales made in the range, and the refunds made in it (whenever their sale was), each refund
 * under its sale's payment method and item; `figures` holds each of `days`' own.
 */
export function revenueReport(days: string[], figures: DayFigures[]): RevenueReport {
  const totals = nothing();
  const byMethod = new Map<string, Sums>();
  const byItem = new Map<string, Sums & { credits: number }>();
  const byDay = days.map((day, index) => {
    const sums = nothing();
    for (const line of figures[index]!.revenue) {
      add(sums, line);
      add(totals, line);
      add(sumsUnder(byMethod, line.paymentMethod, nothing), line);
      const item = sumsUnder(byItem, line.item, () => ({ ...nothing(), credits: 0 }));
      add(item, line).credits += line.credits;
    }
    return { day, ...withNet(sums) };
  });
  return {
    totals: withNet(totals),
    byDay,
    byPaymentMethod: PAYMENT_METHODS.flatMap((paymentMethod) => {
      const sums = byMethod.get(paymentMethod);
      return sums ? [{ paymentMethod, ...withNet(sums) }] : [];
    }),
    byProduct: [...byItem]
      .map(([item, sums]) => ({ item, credits: sums.credits, ...withNet(sums) }))
      .sort((a, b) => b.netSen - a.netSen || b.sales - a.sales || a.item.localeCompare(b.item)),
  };
}
