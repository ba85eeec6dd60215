import type { Database } from "../../db/client.ts";
import { inTurns } from "../../db/in-turns.ts";
import { bookableClass } from "./bookable-class.ts";
import { type BookingStateRequest, createBookingStateReader } from "./read-booking-state.ts";

/** Students' own booking attempts, as an instance runs them. */
export type BookingAttempts = <Result>(
  request: BookingStateRequest,
  now: Date,
  book: () => Promise<Result>,
) => Promise<Result>;

/**
 * Runs each booking attempt in its turn, in the order they came, and first judges it on a read
 * outside any transaction: a burst for a popular class is mostly refusals, and each then costs
 * a share of one statement (the attempts of an event-loop turn are read together) instead of a
 * transaction. In turns, an attempt's read comes after the attempts ahead of it committed, so a
 * full class is seen full. What passes is judged again by `book`, under the student's lock. A
 * request with an Idempotency-Key that is under way or answered is not judged early: `book`
 * waits for it, or replays its answer.
 *
 * `atOnce` attempts run together: the pool's connections. More would only wait for a connection,
 * and would read a class's state before the attempts ahead of them had taken its last places.
 */
export function createBookingAttempts(db: Database, atOnce: number): BookingAttempts {
  const inTurn = inTurns(atOnce);
  const readState = createBookingStateReader(db);
  return (request, now, book) =>
    inTurn(async () => {
      const state = await readState(request);
      if (state.keyUnused) bookableClass(state, now);
      return book();
    });
}
