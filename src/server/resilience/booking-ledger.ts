import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client.ts";

/**
 * Credit-paid bookings whose ledger is not exactly what the booking says: one `class_booking`
 * entry of minus what was paid; for a refunded cancellation one `class_cancellation` entry giving
 * it back (none for an active one, nor for one cancelled late or by the studio without refund); and
 * no-show fee entries adding up to what the booking's no-show cost. A booking half-written by a
 * process killed mid-way shows here even when the balances still add up.
 */
export async function bookingsWithoutTheirLedger(db: Executor) {
  return queryRows<{
    id: string;
    status: string;
    paid: number;
    refunded: number;
    entries: number;
    noShowFees: number;
  }>(
    db,
    sql`select b.id, b.status,
          count(e.id) filter (where e.reason = 'class_booking' and e.delta = -b.credits_paid)::int as paid,
          count(e.id) filter (where e.reason = 'class_cancellation' and e.delta = b.credits_paid)::int as refunded,
          count(e.id) filter (where e.reason <> 'no_show_fee')::int as entries,
          coalesce(sum(e.delta) filter (where e.reason = 'no_show_fee'), 0)::int as "noShowFees"
        from booking b left join credit_entry e on e.booking_id = b.id
        where b.paid_with = 'credits' and b.credits_paid > 0
        group by b.id, b.status, b.refunded, b.no_show_fee_credits
        having count(e.id) filter (where e.reason = 'class_booking' and e.delta = -b.credits_paid) <> 1
          or count(e.id) filter (where e.reason = 'class_cancellation' and e.delta = b.credits_paid)
             <> (case when b.refunded then 1 else 0 end)
          or count(e.id) filter (where e.reason <> 'no_show_fee')
             <> (case when b.refunded then 2 else 1 end)
          or coalesce(sum(e.delta) filter (where e.reason = 'no_show_fee'), 0) <> -b.no_show_fee_credits`,
  );
}
