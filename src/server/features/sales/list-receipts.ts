import { sql } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import type { ReceiptSummary } from "../../../shared/sales.ts";
import { type Executor, queryRows } from "../../db/client.ts";

export const RECEIPTS_PAGE_SIZE = 20;

/** A student's receipts and credit notes, newest first, a page at a time. */
export async function listReceipts(
  db: Executor,
  input: { userId: string; page: number },
): Promise<{ items: ReceiptSummary[]; page: number; hasMore: boolean }> {
  const { userId, page } = input;
  const rows = await queryRows<Omit<ReceiptSummary, "issuedAt"> & { issuedAt: Date | string }>(
    db,
    sql`select * from (
          select id, 'receipt' as kind, id as "saleId", receipt_number as number,
            created_at as "issuedAt", item, credits, amount_sen as "amountSen",
            payment_method as "paymentMethod"
          from sale where user_id = ${userId}
          union all
          select r.id, 'credit_note', r.sale_id, r.credit_note_number, r.created_at, s.item,
            r.credits, r.amount_sen, s.payment_method
          from sale_refund r join sale s on s.id = r.sale_id where r.user_id = ${userId}
        ) documents
        order by "issuedAt" desc, number desc
        limit ${RECEIPTS_PAGE_SIZE + 1} offset ${(page - 1) * RECEIPTS_PAGE_SIZE}`,
  );
  return {
    items: rows.slice(0, RECEIPTS_PAGE_SIZE).map((row) => ({
      ...row,
      issuedAt: new Date(row.issuedAt).toISOString(),
      paymentMethod: row.paymentMethod as PaymentMethod,
    })),
    page,
    hasMore: rows.length > RECEIPTS_PAGE_SIZE,
  };
}
