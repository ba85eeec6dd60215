import { and, eq, inArray, sql } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import { isWaitlistOpen } from "../../../shared/waitlist.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { course, waitlistEntry } from "../../db/schema/courses.ts";
import { batchedPerTurn } from "../../db/shared-fresh-read.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";
import { studentClass } from "../bookings/bookable-class.ts";
import { type BookingState, readBookingStatesWithin } from "../bookings/read-booking-state.ts";

export interface WaitlistJoin {
  userId: string;
  courseId: string;
  now: Date;
}

export interface JoinedWaitlist {
  message: string;
  id: string;
  position: number;
}

/** Students joining lines, as an instance runs them. */
export type WaitlistJoins = (join: WaitlistJoin) => Promise<JoinedWaitlist>;

/**
 * Runs the joins that arrive together in one transaction (joinWaitlists): those of an event-loop
 * turn, and while a batch runs, all that arrive meanwhile in the next. A crowd joining a popular
 * class's line costs a few transactions instead of one each (500 joins at once: 500
 * transactions of six statements made every join wait seconds in bench:waitlist).
 */
export function createWaitlistJoins(db: Database): WaitlistJoins {
  const joinTogether = batchedPerTurn((joins: WaitlistJoin[]) => joinWaitlists(db, joins), {
    oneAtATime: true,
  });
  return async (join) => {
    const answer = await joinTogether(join);
    if (answer instanceof AppError) throw answer;
    return answer;
  };
}

/** Why a student may not join a class's line, judged on the state read under the locks. */
function joinRefusal(state: BookingState, now: Date): AppError | null {
  const item = studentClass(state);
  if (item instanceof AppError) return item;
  if (item.isPrivate) return new AppError("waitlist_private", MESSAGES.waitlistPrivate, 409);
  if (!isWaitlistOpen(item.startsAt, now, state.policies)) {
    return new AppError("waitlist_closed", MESSAGES.waitlistClosed, 409);
  }
  if (state.held) return new AppError("already_booked", MESSAGES.alreadyBooked, 409);
  // A free seat with people waiting is theirs (its promotion follows the commit that freed it).
  if (item.slotsFilled < item.totalSlots && !state.waitingLine) {
    return new AppError("seat_free", MESSAGES.waitlistSeatFree, 409);
  }
  return null;
}

const alreadyWaiting = () => new AppError("already_waiting", MESSAGES.waitlistAlready, 409);

/**
 * Students join the lines of full classes (issue #22), in one transaction. The students' rows,
 * then the classes', are locked, in the order every booking takes them, each kind by id so that
 * two batches never wait on each other in a circle: a seat freed meanwhile either went to the
 * line already, or is seen free here and the student is told to book it. Each join is answered
 * on its own, with its place or why it was refused, and a refusal writes nothing. The place
 * answered is the line as the batch sees it (joins committing at the same moment may stand
 * ahead).
 */
export async function joinWaitlists(
  db: Database,
  joins: WaitlistJoin[],
): Promise<(JoinedWaitlist | AppError)[]> {
  return db.transaction(async (tx) => {
    const userIds = [...new Set(joins.map((join) => join.userId))];
    await tx
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, userIds))
      .orderBy(user.id)
      .for("update");
    // The classes shared: joins of one class go side by side, while a change to its seats waits
    // for them.
    const courseIds = [...new Set(joins.map((join) => join.courseId))];
    await tx
      .select({ id: course.id })
      .from(course)
      .where(inArray(course.id, courseIds))
      .orderBy(course.id)
      .for("share");
    const states = await readBookingStatesWithin(tx, joins);

    const answers: (JoinedWaitlist | AppError | null)[] = joins.map((join, index) =>
      joinRefusal(states[index]!, join.now),
    );
    const writing = new Map<string, number>();
    joins.forEach(({ userId, courseId }, index) => {
      if (answers[index]) return;
      const pair = `${userId} ${courseId}`;
      if (writing.has(pair)) answers[index] = alreadyWaiting();
      else writing.set(pair, index);
    });
    if (writing.size === 0) return answers.map((answer) => answer!);

    const newPlaces = [...writing.values()].map((index) => {
      const { userId, courseId, now } = joins[index]!;
      return { userId, courseId, joinedAt: now };
    });
    // One JSON parameter rather than three for each place: a batch of 499 took the app 10–22 ms
    // to build as 1 497 parameters (bench:waitlist). Lines are given in the batch's order. A
    // student already in the line is skipped (a join committed before this one took their row).
    const written = tx
      .$with("joined", {
        id: waitlistEntry.id,
        userId: waitlistEntry.userId,
        courseId: waitlistEntry.courseId,
        line: waitlistEntry.line,
      })
      .as(
        sql`insert into ${waitlistEntry} (user_id, course_id, joined_at)
          select place."userId", place."courseId", place."joinedAt"
          from jsonb_to_recordset(${JSON.stringify(newPlaces)}::jsonb)
            as place("userId" text, "courseId" uuid, "joinedAt" timestamptz)
          on conflict do nothing
          returning id, user_id, course_id, line`,
      );
    // Every place already waiting stands ahead of every new one (a new line number is past every
    // line given before; moving to the front goes below the head), so one count a class serves
    // the whole batch: counting those ahead of each place cost the square of the batch, the
    // index holding the batch's own places, invisible to the statement (bench:waitlist).
    const waiting = tx.$with("waiting").as(
      tx
        .select({
          courseId: waitlistEntry.courseId,
          count: sql<number>`count(*)`.mapWith(Number).as("count"),
        })
        .from(waitlistEntry)
        .where(and(inArray(waitlistEntry.courseId, courseIds), eq(waitlistEntry.status, "waiting")))
        .groupBy(waitlistEntry.courseId),
    );
    const places = await tx
      .with(written, waiting)
      .select({
        id: written.id,
        userId: written.userId,
        courseId: written.courseId,
        waitingBefore: sql<number>`coalesce(${waiting.count}, 0)`.mapWith(Number),
      })
      .from(written)
      .leftJoin(waiting, eq(waiting.courseId, written.courseId))
      .orderBy(written.line);
    const newInClass = new Map<string, number>();
    const joined = places.map(({ waitingBefore, ...place }) => {
      const ahead = newInClass.get(place.courseId) ?? 0;
      newInClass.set(place.courseId, ahead + 1);
      return {
        ...place,
        position: waitingBefore + ahead + 1,
        index: writing.get(`${place.userId} ${place.courseId}`)!,
      };
    });
    if (joined.length > 0) {
      await recordActivity(
        tx,
        ...joined.map(({ id, userId, position, index }) => {
          const item = states[index]!.item!;
          return {
            userId,
            actorId: userId,
            type: "booking" as const,
            description: `Joined the waitlist for ${item.title} (number ${position})`,
            metadata: waitlistActivityDetails(id, item),
            createdAt: joins[index]!.now,
          };
        }),
      );
    }
    for (const { id, position, index } of joined) {
      answers[index] = { message: MESSAGES.waitlistJoined, id, position };
    }
    return answers.map((answer) => answer ?? alreadyWaiting());
  });
}
