import { and, eq, exists, type SQLWrapper, sql } from "drizzle-orm";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Database, Executor } from "../../db/client.ts";
import { batchOf, constant, named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { batchedPerTurn } from "../../db/shared-fresh-read.ts";
import { savedPoliciesQuery, withDefaultPolicies } from "../settings/read-studio-settings.ts";
import { heldBookingOf } from "./find-held-booking.ts";

/** What a student's own booking of a class is judged on (bookableClass), as of one moment. */
export interface BookingState {
  /** The student's account; null when it no longer exists. */
  member: {
    banned: boolean;
    name: string;
    nickname: string | null;
    phone: string | null;
  } | null;
  /** The class; null when it does not exist. */
  item: typeof course.$inferSelect | null;
  /** Whether the student holds an active booking of the class. */
  held: boolean;
  /** Whether students are waiting in the class's line. */
  waitingLine: boolean;
  policies: BookingPolicies;
}

/** A student's booking of a class to judge, with the Idempotency-Key the request carries. */
export interface BookingStateRequest {
  userId: string;
  courseId: string;
  idempotencyKey: string | null;
}

/** The state, and whether the request's Idempotency-Key (if any) is neither under way nor answered. */
export interface EarlyBookingState extends BookingState {
  keyUnused: boolean;
}

const request = sql.raw("request");

/**
 * What else a student's booking of a class, or their place in its line, is judged on, as columns
 * of a statement that reads the class: whether they hold a booking of it, whether students wait
 * for it, and the studio's saved policies (withDefaultPolicies completes them).
 */
function classStandingFields(
  db: Executor,
  userId: SQLWrapper | string,
  courseId: SQLWrapper | string,
) {
  return {
    held: exists(
      db.select({ id: booking.id }).from(booking).where(heldBookingOf(userId, courseId)),
    ).mapWith(Boolean),
    waitingLine: exists(
      db
        .select({ id: waitlistEntry.id })
        .from(waitlistEntry)
        .where(
          and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, constant("waiting"))),
        ),
    ).mapWith(Boolean),
    savedPolicies: sql<Partial<BookingPolicies> | null>`(${savedPoliciesQuery(db)})`,
  };
}

/**
 * The states of several bookings read by one statement, in the order asked, so every part of
 * each is of the same moment. A named statement (named-statement.ts): each connection parses and
 * plans it once, its constants written into it and its batch read through `batchOf`; built once
 * for the pool and once for each connection a transaction holds.
 */
const bookingStatesQuery = builtPerConnection((db) => {
  const userId = sql`${request}.user_id`;
  const courseId = sql`${request}.course_id`;
  return named(
    db
      .select({
        member: {
          banned: user.banned,
          name: user.name,
          nickname: user.nickname,
          phone: user.phone,
        },
        item: course,
        ...classStandingFields(db, userId, courseId),
        keyUnused: sql<boolean>`${request}.idempotency_key is null
        or idempotency_key_unused(${userId}, ${request}.idempotency_key)`.mapWith(Boolean),
      })
      .from(
        sql`unnest(${batchOf("userIds", "text")}, ${batchOf("courseIds", "uuid")},
        ${batchOf("idempotencyKeys", "text")})
        with ordinality as ${request}(user_id, course_id, idempotency_key, position)`,
      )
      .leftJoin(user, eq(user.id, userId))
      .leftJoin(course, eq(course.id, courseId))
      .orderBy(sql`${request}.position`),
    "booking_states",
  );
});

async function readBookingStates(
  query: ReturnType<typeof bookingStatesQuery>,
  requests: BookingStateRequest[],
): Promise<EarlyBookingState[]> {
  const rows = await query.execute({
    userIds: requests.map((asked) => asked.userId),
    courseIds: requests.map((asked) => asked.courseId),
    idempotencyKeys: requests.map((asked) => asked.idempotencyKey),
  });
  return rows.map(({ savedPolicies, ...state }) => ({
    ...state,
    policies: withDefaultPolicies(savedPolicies),
  }));
}

/** The states of several bookings, read inside the caller's transaction by one statement. */
export function readBookingStatesWithin(
  tx: Executor,
  requests: { userId: string; courseId: string }[],
): Promise<BookingState[]> {
  return readBookingStates(
    bookingStatesQuery(tx),
    requests.map(({ userId, courseId }) => ({ userId, courseId, idempotencyKey: null })),
  );
}

/** The state of one booking, read inside the caller's transaction. */
export async function readBookingState(
  tx: Executor,
  input: { userId: string; courseId: string },
): Promise<BookingState> {
  const [state] = await readBookingStatesWithin(tx, [input]);
  if (!state) throw new Error("the booking state's statement answered no row");
  return state;
}

/**
 * Reads booking states outside any transaction, the requests of an event-loop turn together in
 * one statement: in a burst of bookings, a crowd of refusals costs a round trip a turn.
 */
export function createBookingStateReader(
  db: Database,
): (asked: BookingStateRequest) => Promise<EarlyBookingState> {
  const query = bookingStatesQuery(db);
  return batchedPerTurn((requests: BookingStateRequest[]) => readBookingStates(query, requests));
}
