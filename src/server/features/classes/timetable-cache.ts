import { and, eq, gte, lt, sql } from "drizzle-orm";
import { nextStatusChange } from "../../../shared/availability.ts";
import type { OwnClass } from "../../../shared/classes.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import type { ChangeVersions } from "../../db/change-versions.ts";
import type { Executor } from "../../db/client.ts";
import { keepNewest, keptAtVersion } from "../../db/kept-at-version.ts";
import { constant, named } from "../../db/named-statement.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { type ContentEncoding, compressBody } from "../../http/content-encoding.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import {
  type OwnBooking,
  type OwnBookings,
  readTimetable,
  type TimetableBytes,
  type TimetableClass,
  timetableBytes,
  timetableClassStatus,
  withOwnBookings,
} from "./list-classes.ts";

/** Ranges kept at once: the few that the timetable pages ask for (a month, from today). */
const KEPT_RANGES = 16;

/** Students' bookings in a range kept at once: every member of a busy studio looking at once. */
const KEPT_OWN_BOOKINGS = 10_000;

/** The visitors' answer, and each compression of it once one was asked for. */
interface VisitorAnswer extends TimetableBytes {
  compressed: Map<ContentEncoding, Promise<Buffer<ArrayBuffer>>>;
}

/** A range's classes, and the answers made from them until a status in them changes with time. */
interface KeptTimetable {
  version: number;
  classes: TimetableClass[];
  /** Each class's place in `classes`, by id. */
  positions: Map<string, number>;
  /** The booking policies of the same version: a change to them bumps it (migration 0007). */
  policies: BookingPolicies;
  visitor: VisitorAnswer | null;
  /** A signed-in student's answer before their own bookings are written in. */
  signedIn: TimetableBytes | null;
}

/** A student's bookings among a range's classes, and their own classes' JSON once it was asked for. */
interface KeptOwnBookings {
  byClass: Map<string, OwnBooking>;
  ownClasses: { json: string; changesAt: number } | null;
}

/**
 * The timetable, the site's hottest read, kept in this app instance per range. A kept timetable
 * is used only while the database's timetable version (bumped by every change to a class or a
 * tutor, in the changing transaction: migration 0004) is the one it was read at. The version is
 * read for every request (db/change-versions.ts), so a change made through any instance shows in
 * the very next answer of every instance.
 *
 * Visitors get one answer, made once and kept until a status in it changes with time. It is also
 * kept compressed, made once: about a twentieth of the bytes (100 kB of JSON to 5.5 kB of Brotli
 * for a month), which a phone gets sooner and the server sends for less. It is safe here, where
 * it is not for the API at large (web-app.ts), because the visitors' timetable holds no secret
 * and nothing the caller sent. A signed-in student's answer is the kept timetable with their own
 * bookings, which are kept too while both the timetable's version and the bookings' (migration
 * 0023) hold.
 */
export function createTimetableCache(db: Executor) {
  // Prepared: planned once per connection, not for every signed-in student's request.
  const ownBookingsQuery = named(
    db
      .select({ bookingId: booking.id, courseId: booking.courseId, attended: booking.attended })
      .from(booking)
      .innerJoin(course, eq(course.id, booking.courseId))
      .where(
        and(
          eq(booking.userId, sql.placeholder("userId")),
          eq(booking.status, constant("booked")),
          gte(course.startsAt, sql.placeholder("from")),
          lt(course.startsAt, sql.placeholder("to")),
        ),
      ),
    "own_bookings_in_range",
  );
  const keptOwnBookings = keptAtVersion<string, KeptOwnBookings>(KEPT_OWN_BOOKINGS);
  const kept = new Map<string, KeptTimetable>();

  /** The timetable of [from, to) as of `version`. */
  const timetableAt = async (version: number, from: Date, to: Date): Promise<KeptTimetable> => {
    const key = `${from.getTime()}/${to.getTime()}`;
    const entry = kept.get(key);
    if (entry && entry.version === version) return entry;
    // Read after the version was: if a change lands in between, the timetable is newer than its
    // version says, and the next request, reading the new version, reads it again.
    const [classes, policies] = await Promise.all([
      readTimetable(db, from, to),
      readBookingPolicies(db),
    ]);
    const made: KeptTimetable = {
      version,
      classes,
      positions: new Map(classes.map((item, index) => [item.id, index])),
      policies,
      visitor: null,
      signedIn: null,
    };
    keepNewest(kept, key, made, KEPT_RANGES);
    return made;
  };

  /** An answer kept in `timetable`, made again once a status in it has changed with time. */
  const fresh = <Answer extends { changesAt: number }>(
    answer: Answer | null,
    now: Date,
    make: () => Answer,
  ): Answer => (answer && now.getTime() < answer.changesAt ? answer : make());

  const visitorAnswerOf = (timetable: KeptTimetable, now: Date): VisitorAnswer => {
    timetable.visitor = fresh(timetable.visitor, now, () => ({
      ...timetableBytes(timetable.classes, false, now, timetable.policies),
      compressed: new Map(),
    }));
    return timetable.visitor;
  };

  /** A student's bookings among the classes of [from, to), by class, as of `versions`. */
  const ownBookingsAt = async (
    versions: ChangeVersions,
    userId: string,
    from: Date,
    to: Date,
  ): Promise<KeptOwnBookings> => {
    // Both versions only go up, so their sum goes up whenever either does: which classes fall in
    // the range changes with the timetable's, what the student holds in them with the bookings'.
    const version = versions.timetable + versions.bookings;
    return keptOwnBookings.read(
      `${userId}/${from.getTime()}/${to.getTime()}`,
      version,
      async () => {
        const byClass = new Map<string, OwnBooking>();
        for (const row of await ownBookingsQuery.execute({ userId, from, to })) {
          byClass.set(row.courseId, { id: row.bookingId, attended: row.attended === true });
        }
        return { byClass, ownClasses: null };
      },
    );
  };

  /** The kept timetable of [from, to) and a student's bookings among it, as of `versions`. */
  const withOwnBookingsOf = async (
    versions: ChangeVersions,
    userId: string,
    from: Date,
    to: Date,
  ) => {
    const [timetable, own] = await Promise.all([
      timetableAt(versions.timetable, from, to),
      ownBookingsAt(versions, userId, from, to),
    ]);
    return { timetable, own };
  };

  return {
    /**
     * The visitors' JSON for [from, to), compressed with `encoding` when one is given.
     * `versions` are the request's, read after it came (app.ts), as for the answers below.
     */
    async visitorAnswer(
      versions: ChangeVersions,
      from: Date,
      to: Date,
      now: Date,
      encoding: ContentEncoding | null,
    ): Promise<{
      body: Buffer<ArrayBuffer>;
      encoding: ContentEncoding | null;
      /** When a status in it changes with time alone (ms since the epoch). */
      changesAt: number;
    }> {
      const answer = visitorAnswerOf(await timetableAt(versions.timetable, from, to), now);
      const { changesAt } = answer;
      if (!encoding) return { body: answer.body, encoding, changesAt };
      let compressed = answer.compressed.get(encoding);
      if (!compressed) {
        compressed = compressBody(answer.body, encoding);
        answer.compressed.set(encoding, compressed);
        // A failed compression is not kept: the next request tries again.
        compressed.catch(() => answer.compressed.delete(encoding));
      }
      return { body: await compressed, encoding, changesAt };
    },

    /** A signed-in student's JSON for [from, to): each class with their own status and booking. */
    async studentAnswer(
      versions: ChangeVersions,
      userId: string,
      from: Date,
      to: Date,
      now: Date,
    ): Promise<Buffer<ArrayBuffer>> {
      const { timetable, own } = await withOwnBookingsOf(versions, userId, from, to);
      timetable.signedIn = fresh(timetable.signedIn, now, () =>
        timetableBytes(timetable.classes, true, now, timetable.policies),
      );
      return withOwnBookings(
        timetable.signedIn,
        timetable.classes,
        own.byClass,
        now,
        timetable.policies,
      );
    },

    /**
     * The JSON of the classes of [from, to) that a signed-in student holds a booking of, with
     * their status (`OwnClass[]`), kept until a status in it changes with time.
     */
    async ownClasses(
      versions: ChangeVersions,
      userId: string,
      from: Date,
      to: Date,
      now: Date,
    ): Promise<string> {
      const { timetable, own } = await withOwnBookingsOf(versions, userId, from, to);
      own.ownClasses = fresh(own.ownClasses, now, () => ownClassesOf(timetable, own.byClass, now));
      return own.ownClasses.json;
    },
  };
}

/** A student's own classes among `timetable`'s, in its order, as JSON of `OwnClass[]`. */
function ownClassesOf(timetable: KeptTimetable, own: OwnBookings, now: Date) {
  // A student holds a few of the range's classes: found by id, not by a walk through all.
  const held: number[] = [];
  for (const courseId of own.keys()) {
    const position = timetable.positions.get(courseId);
    if (position !== undefined) held.push(position);
  }
  let changesAt = Infinity;
  const ownClasses = held
    .sort((a, b) => a - b)
    .map((position): OwnClass => {
      const item = timetable.classes[position]!;
      const booking = own.get(item.id)!;
      changesAt = Math.min(changesAt, nextStatusChange(item, now, timetable.policies));
      const status = timetableClassStatus(item, true, booking, now, timetable.policies);
      return { id: item.id, status, bookingId: booking.id };
    });
  return { json: JSON.stringify(ownClasses), changesAt };
}

export type TimetableCache = ReturnType<typeof createTimetableCache>;
