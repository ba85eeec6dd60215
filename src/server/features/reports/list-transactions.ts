import { sql } from "drizzle-orm";
import type { Transaction } from "../../../shared/reports.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { inRange, type RangeInstants } from "./range-instants.ts";
import { refundSaleJoin } from "./refund-sale-join.ts";

type Row = Omit<Transaction, "at" | "student"> & {
  at: Date | string;
  studentId: string;
  studentName: string;
  studentEmail: string | null;
};

/** Which lines of the range, counted from the newest, a page reads, and from which end. */
export function pageReach(
  total: number,
  page: { number: number; size: number },
): { newestFirst: boolean; perKind: number; offset: number; limit: number } {
  const skipped = (page.number - 1) * page.size;
  const after = Math.max(0, total - skipped - page.size);
  // From the nearer end, so the last page costs what the first does.
  if (skipped <= after) {
    return { newestFirst: true, perKind: skipped + page.size, offset: skipped, limit: page.size };
  }
  const reach = Math.max(0, total - skipped);
  return { newestFirst: false, perKind: reach, offset: after, limit: reach - after };
}

/**
 * Each line's student and staff member, looked up by key (`limit 1` keeps them lookups). Joined
 * plainly, the planner hashed the whole user table, twice, for a page of 50 lines: 6 ms of a
 * page's 6.3 at 10 000 members, a cost that grew with the members. For a year's CSV (~4 300
 * lines) the lookups cost what the hashing did.
 */
const linePeople = sql`cross join lateral (
  select u.id, u.name, u.email from "user" u where u.id = t.user_id limit 1
) student
left join lateral (select u.name from "user" u where u.id = t.actor_id limit 1) staff on true`;

/** The sales and refunds made in a range: what a page's direction and the list's pages depend on. */
export async function countTransactions(db: Executor, instants: RangeInstants): Promise<number> {
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select (select count(*) from sale where ${inRange("created_at", instants)})::int
          + (select count(*) from sale_refund where ${inRange("created_at", instants)})::int
          as total`,
  );
  return counted!.total;
}

/**
 * The sales and refunds made in a range (issue #23), newest first, as one list: a refund is its
 * own line, with its sale's item and payment method and a negative amount, so the list adds up
 * to the report's net. `page` takes one page of `size`, given the range's `total`
 * (countTransactions); without it, every line (the CSV). A page is read along each kind's
 * (created_at, number) index from the nearer end of the range, each kind only as far as the page
 * reaches: its cost does not grow with the range's lines.
 */
export async function listTransactions(
  db: Executor,
  options: { instants: RangeInstants; page?: { number: number; size: number; total: number } },
): Promise<{ total: number; transactions: Transaction[] }> {
  const { instants, page } = options;
  const reach = page ? pageReach(page.total, page) : null;
  const order = sql.raw(reach?.newestFirst === false ? "asc" : "desc");
  const perKind = reach ? sql`limit ${reach.perKind}` : sql``;
  const slice = reach ? sql`limit ${reach.limit} offset ${reach.offset}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select t.kind, t.id, t."saleId", t.number, t."receiptNumber", t.at, t.item, t.credits,
          t."paymentMethod", t."amountSen", t.reason, student.id as "studentId",
          student.name as "studentName", student.email as "studentEmail", staff.name as staff
        from (
          (select 'sale' as kind, s.id, s.id as "saleId", s.receipt_number as number,
            s.receipt_number as "receiptNumber", s.created_at as at, s.user_id, s.item,
            s.credits, s.payment_method as "paymentMethod", s.amount_sen as "amountSen",
            s.actor_id, null::text as reason
          from sale s where ${inRange("s.created_at", instants)}
          order by s.created_at ${order}, s.receipt_number ${order} ${perKind})
          union all
          (select 'refund', r.id, r.sale_id, r.credit_note_number, s.receipt_number, r.created_at,
            r.user_id, s.item, r.credits, s.payment_method, -r.amount_sen, r.actor_id, r.reason
          from sale_refund r ${refundSaleJoin}
          where ${inRange("r.created_at", instants)}
          order by r.created_at ${order}, r.credit_note_number ${order} ${perKind})
          order by at ${order}, number ${order}
          ${slice}
        ) t
        ${linePeople}
        -- Receipt and credit-note numbers never coincide, so the order is total and pages
        -- neither repeat nor skip a line.
        order by t.at ${order}, t.number ${order}`,
  );
  const newestFirst = reach?.newestFirst === false ? rows.reverse() : rows;
  return {
    total: page?.total ?? rows.length,
    // Each line written out field by field: a rest and a spread of each of a year's lines (the
    // CSV's 4 300) cost more than reading them from the database.
    transactions: newestFirst.map((row) => ({
      kind: row.kind,
      id: row.id,
      saleId: row.saleId,
      number: row.number,
      receiptNumber: row.receiptNumber,
      item: row.item,
      credits: row.credits,
      paymentMethod: row.paymentMethod,
      amountSen: row.amountSen,
      reason: row.reason,
      staff: row.staff,
      at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
      student: { id: row.studentId, name: row.studentName, email: row.studentEmail },
    })),
  };
}
