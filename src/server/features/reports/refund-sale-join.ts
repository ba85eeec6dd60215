import { sql } from "drizzle-orm";

/**
 * Joins each refund `r` to its sale `s` (receipt number, item, payment method) by the sale's key.
 * As a plain join the planner hashed every sale of the studio's history to match a range's few
 * refunds, so the report and its transactions grew with history; a lateral read with `limit 1`
 * is not merged into a join, so each refund reads its one sale.
 */
export const refundSaleJoin = sql`cross join lateral (
  select s.receipt_number, s.item, s.payment_method from sale s where s.id = r.sale_id limit 1
) s`;
