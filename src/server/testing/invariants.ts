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
 * The money-like invariants: every balance equals its ledger and is not negative; every class's
 * filled slots equal its active bookings and stay within its size. Answers the rows that break them.
 */
export async function brokenInvariants(db: Executor) {
  const balances = await queryRows<{ id: string; credits: number; ledger: number }>(
    db,
    sql`select u.id, u.credits, coalesce(sum(e.delta), 0)::int as ledger
        from "user" u left join credit_entry e on e.user_id = u.id
        group by u.id having u.credits <> coalesce(sum(e.delta), 0) or u.credits < 0`,
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
