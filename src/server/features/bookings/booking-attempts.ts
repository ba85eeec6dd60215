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
 * An attempt that passes while the attempts of the same class already under way would take its
 * last places waits for one of them to end, then reads again: refused then, it costs a share of
 * a read instead of a transaction of its own (about half the transactions of a burst for one
 * class were such refusals).
 *
 * `atOnce` attempts run together: the pool's connections. More would only wait for a connection,
 * and would read a class's state before the attempts ahead of them had taken its last places.
 */
export function createBookingAttempts(db: Database, atOnce: number): BookingAttempts {
  const inTurn = inTurns(atOnce);
  const readState = createBookingStateReader(db);
  const underWay = attemptsUnderWay();
  return (request, now, book) =>
    inTurn(async () => {
      for (;;) {
        const state = await readState(request);
        if (!state.keyUnused) break;
        const item = bookableClass(state, now);
        const taking = underWay.count(item.id);
        if (taking === 0 || item.slotsFilled + taking < item.totalSlots) break;
        await underWay.nextEnd(item.id);
      }
      underWay.begin(request.courseId);
      try {
        return await book();
      } finally {
        underWay.end(request.courseId);
      }
    });
}

/** The attempts of each class that passed the early judge and have not ended yet. */
function attemptsUnderWay() {
  const classes = new Map<string, { count: number; waiting: (() => void)[] }>();
  return {
    count: (courseId: string) => classes.get(courseId)?.count ?? 0,
    begin(courseId: string) {
      const attempts = classes.get(courseId) ?? { count: 0, waiting: [] };
      attempts.count += 1;
      classes.set(courseId, attempts);
    },
    end(courseId: string) {
      const attempts = classes.get(courseId)!;
      attempts.count -= 1;
      for (const wake of attempts.waiting.splice(0)) wake();
      if (attempts.count === 0) classes.delete(courseId);
    },
    /** Resolves when the next attempt of the class under way ends. */
    nextEnd: (courseId: string) =>
      new Promise<void>((wake) => classes.get(courseId)!.waiting.push(wake)),
  };
}
