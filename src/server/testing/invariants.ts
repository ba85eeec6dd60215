import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client.ts";

/** Everything a booking can change, to show that a refused one changed nothing. */
export async function moneyState(db: Executor) {
  const [state] = await queryRows<{
    bookings: number;
    activeBookings: number;
    ledgerEntries: number;
    slotsFilled: number;
    credits: number;
    subscriptions: number;
  }>(
    db,
    sql`select
      (select count(*)::int from booking) as "bookings",
      (select count(*)::int from booking where status = 'booked') as "activeBookings",
      (select count(*)::int from credit_entry) as "ledgerEntries",
      (select coalesce(sum(slots_filled), 0)::int from course) as "slotsFilled",
      (select coalesce(sum(credits), 0)::int from "user") as "credits",
      (select count(*)::int from user_subscription) as "subscriptions"`,
  );
  return state!;
}

/**
 * The money-like invariants: every balance equals its ledger, the remaining credits of its
 * batches and the batch movements of its entries, and is not negative, the ledger's totals kept
 * by reason are its entries added up and the member's kept count of bookings is their bookings;
 * every class's filled slots equal its active bookings and stay within its size. Answers the rows
 * that break them.
 */
export async function brokenInvariants(db: Executor) {
  const balances = await queryRows<{
    id: string;
    credits: number;
    ledger: number;
    batches: number;
    movements: number;
    /** The member's reasons whose kept totals are not their entries added up. */
    totalsDiffering: number;
    bookings: number;
    keptBookings: number;
  }>(
    db,
    // Summed per member in one pass over each table: a lookup per member takes minutes on the
    // five-year history of bench/studio-history.ts.
    sql`select u.id, u.credits, coalesce(ledger.credits, 0)::int as ledger,
          coalesce(batches.credits, 0)::int as batches,
          coalesce(movements.credits, 0)::int as movements,
          coalesce(totals.differing, 0)::int as "totalsDiffering",
          coalesce(bookings.held, 0)::int as bookings,
          coalesce(kept.bookings, 0)::int as "keptBookings"
        from "user" u
        left join (select user_id, sum(delta) as credits from credit_entry group by user_id) ledger
          on ledger.user_id = u.id
        left join (select user_id, sum(remaining) as credits from credit_batch group by user_id)
          batches on batches.user_id = u.id
        left join (select b.user_id, sum(m.delta) as credits from credit_batch_movement m
            join credit_batch b on b.id = m.batch_id group by b.user_id) movements
          on movements.user_id = u.id
        left join (select coalesce(e.user_id, t.user_id) as user_id, count(*) as differing
            from (select user_id, reason, coalesce(sum(delta) filter (where delta > 0), 0) as gained,
                coalesce(-sum(delta) filter (where delta < 0), 0) as lost, count(*) as entries
              from credit_entry group by user_id, reason) e
            full join credit_reason_total t on t.user_id = e.user_id and t.reason = e.reason
            where (e.gained, e.lost, e.entries) is distinct from (t.gained, t.lost, t.entries)
            group by 1) totals
          on totals.user_id = u.id
        left join (select user_id, count(*) as held from booking group by user_id) bookings
          on bookings.user_id = u.id
        left join member_booking_count kept on kept.user_id = u.id`,
  ).then((rows) =>
    rows.filter(
      (row) =>
        row.credits < 0 ||
        row.credits !== row.ledger ||
        row.credits !== row.batches ||
        row.credits !== row.movements ||
        row.totalsDiffering > 0 ||
        row.bookings !== row.keptBookings,
    ),
  );
  const classes = await queryRows<{ id: string; slotsFilled: number; active: number }>(
    db,
    sql`select c.id, c.slots_filled as "slotsFilled", count(b.id)::int as active
        from course c left join booking b on b.course_id = c.id and b.status = 'booked'
        group by c.id having c.slots_filled <> count(b.id) or c.slots_filled > c.total_slots`,
  );
  return { balances, classes };
}

/**
 * The batches' own invariants: each ledger entry moved exactly its delta through batches, each
 * batch's remaining credits are what moved through it, and no batch past its expiry keeps credits
 * once the expiry has run (`now`). Answers the rows that break them.
 */
export async function brokenBatchInvariants(db: Executor, now: Date) {
  const entries = await queryRows<{ id: string; delta: number; moved: number }>(
    db,
    sql`select e.id, e.delta, coalesce(sum(m.delta), 0)::int as moved
        from credit_entry e left join credit_batch_movement m on m.entry_id = e.id
        group by e.id having e.delta <> coalesce(sum(m.delta), 0)`,
  );
  const batches = await queryRows<{ id: string; remaining: number; moved: number }>(
    db,
    sql`select b.id, b.remaining, coalesce(sum(m.delta), 0)::int as moved
        from credit_batch b left join credit_batch_movement m on m.batch_id = b.id
        group by b.id having b.remaining <> coalesce(sum(m.delta), 0)`,
  );
  const unexpired = await queryRows<{ id: string }>(
    db,
    sql`select id from credit_batch where remaining > 0 and expires_at <= ${now.toISOString()}`,
  );
  return { entries, batches, unexpired };
}

/**
 * The waitlist's invariants: no one waits for a class they are booked in, and every place that
 * ended booked holds a booking of its own student and class. Answers the places that break them.
 */
export async function brokenWaitlistInvariants(db: Executor) {
  const bookedAndWaiting = await queryRows<{ id: string }>(
    db,
    sql`select w.id from waitlist_entry w
        join booking b on b.course_id = w.course_id and b.user_id = w.user_id and b.status = 'booked'
        where w.status = 'waiting'`,
  );
  const bookedElsewhere = await queryRows<{ id: string }>(
    db,
    sql`select w.id from waitlist_entry w left join booking b on b.id = w.booking_id
        where w.status = 'booked'
          and (b.id is null or b.user_id <> w.user_id or b.course_id <> w.course_id)`,
  );
  return { bookedAndWaiting, bookedElsewhere };
}
