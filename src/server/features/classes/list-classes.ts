import { type AnyColumn, sql } from "drizzle-orm";
import { type ClassStatus, classStatus, nextStatusChange } from "../../../shared/availability.ts";
import { durationHours, type Tutor } from "../../../shared/classes.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { callerClassJson, isoString, sharedClassJson } from "./class-json.ts";

/** One class with its tutor, as the one query answers it. */
interface ClassRow {
  id: string;
  title: string;
  courseType: string;
  /** Whole milliseconds since the epoch: a plain number from both drivers, no date parsing. */
  startsAt: number;
  endsAt: number;
  credits: number;
  totalSlots: number;
  slotsFilled: number;
  isPrivate: boolean;
  cancelled: boolean;
  tutorId: string | null;
  tutorName: string | null;
  tutorPhotoUrl: string | null;
  tutorBio: string | null;
}

/**
 * Milliseconds since the epoch as a double, rounded to whole ones (the app writes whole
 * milliseconds): `date_part` is a double already, cheaper than `extract`'s numeric.
 */
const epochMs = (column: AnyColumn) => sql`round(date_part('epoch', ${column}) * 1000)`;

/**
 * A class of the timetable: its JSON as far as it is the same for everyone, and what a caller's
 * status is made of.
 */
export interface TimetableClass {
  id: string;
  /** `sharedClassJson`: the class up to the caller's own fields. */
  sharedJson: string;
  startsAt: Date;
  endsAt: Date;
  totalSlots: number;
  slotsFilled: number;
  cancelled: boolean;
}

/** A caller's active booking of a class. */
export interface OwnBooking {
  id: string;
  attended: boolean;
}

/** A caller's active bookings, by the class's id. */
export type OwnBookings = ReadonlyMap<string, OwnBooking>;

/**
 * The classes starting between `from` and `to`, soonest first, each with its tutor. It is the
 * hottest read of the site, so it is one query read as plain rows, and each tutor is written to
 * JSON once however many classes they teach.
 */
export async function readTimetable(db: Executor, from: Date, to: Date): Promise<TimetableClass[]> {
  const rows = await queryRows<ClassRow>(
    db,
    sql`select ${course.id} as "id", ${course.title} as "title", ${course.courseType} as "courseType",
        ${epochMs(course.startsAt)} as "startsAt", ${epochMs(course.endsAt)} as "endsAt",
        ${course.credits} as "credits", ${course.totalSlots} as "totalSlots",
        ${course.slotsFilled} as "slotsFilled", ${course.isPrivate} as "isPrivate",
        ${course.cancelledAt} is not null as "cancelled",
        ${tutor.id} as "tutorId", ${tutor.name} as "tutorName",
        ${tutor.photoUrl} as "tutorPhotoUrl", ${tutor.bio} as "tutorBio"
      from ${course}
      left join ${tutor} on ${tutor.id} = ${course.tutorId}
      where ${course.startsAt} >= ${from} and ${course.startsAt} < ${to}
      order by ${course.startsAt}, ${course.title}`,
  );
  const tutorsJson = new Map<string, string>();
  return rows.map((row) => {
    const startsAt = new Date(row.startsAt);
    const endsAt = new Date(row.endsAt);
    return {
      id: row.id,
      sharedJson: sharedClassJson({
        id: row.id,
        title: row.title,
        courseType: row.courseType,
        startsAt: isoString(row.startsAt),
        endsAt: isoString(row.endsAt),
        durationHours: durationHours(startsAt, endsAt),
        credits: row.credits,
        totalSlots: row.totalSlots,
        slotsFilled: row.slotsFilled,
        spotsRemaining: Math.max(0, row.totalSlots - row.slotsFilled),
        isPrivate: row.isPrivate,
        tutorJson: tutorJson(tutorsJson, row),
      }),
      startsAt,
      endsAt,
      totalSlots: row.totalSlots,
      slotsFilled: row.slotsFilled,
      cancelled: row.cancelled,
    };
  });
}

/**
 * A kept class's status for a caller. Its fields are named one by one: a copy of the kept class
 * with `...` cost a signed-in student's own classes a tenth of their throughput.
 */
export function timetableClassStatus(
  item: TimetableClass,
  signedIn: boolean,
  booking: OwnBooking | null,
  now: Date,
  policies: BookingPolicies,
): ClassStatus {
  const { startsAt, endsAt, totalSlots, slotsFilled, cancelled } = item;
  return classStatus(
    { startsAt, endsAt, totalSlots, slotsFilled, cancelled, booking, signedIn },
    now,
    policies,
  );
}

/** One class's JSON for a caller: a visitor, or a signed-in student with or without a booking of it. */
function classJsonFor(
  item: TimetableClass,
  signedIn: boolean,
  booking: OwnBooking | null,
  now: Date,
  policies: BookingPolicies,
): string {
  const status = timetableClassStatus(item, signedIn, booking, now, policies);
  return item.sharedJson + callerClassJson(status, booking?.id ?? null);
}

/**
 * A timetable answer as UTF-8 bytes of `StudioClass[]`, with where each class lies in them, so
 * that a student's answer is this one with their few booked classes written anew.
 */
export interface TimetableBytes {
  body: Buffer<ArrayBuffer>;
  /** Byte offsets of each class's JSON in `body`: class i from `bounds[i]` to `bounds[i + 1] - 1`. */
  bounds: number[];
  /** When a status in it changes with time alone (ms since the epoch; Infinity: never). */
  changesAt: number;
}

/** The answer for a visitor, or for a signed-in student with no booking among these classes. */
export function timetableBytes(
  classes: readonly TimetableClass[],
  signedIn: boolean,
  now: Date,
  policies: BookingPolicies,
): TimetableBytes {
  const parts: string[] = [];
  const bounds: number[] = [];
  let offset = 1;
  let changesAt = Infinity;
  for (const item of classes) {
    const json = classJsonFor(item, signedIn, null, now, policies);
    parts.push(json);
    bounds.push(offset);
    offset += Buffer.byteLength(json) + 1;
    changesAt = Math.min(changesAt, nextStatusChange(item, now, policies));
  }
  bounds.push(offset);
  return { body: Buffer.from(`[${parts.join(",")}]`), bounds, changesAt };
}

/** A signed-in student's answer: `base` (timetableBytes, signed in) with their own bookings. */
export function withOwnBookings(
  base: TimetableBytes,
  classes: readonly TimetableClass[],
  own: OwnBookings,
  now: Date,
  policies: BookingPolicies,
): Buffer<ArrayBuffer> {
  if (own.size === 0) return base.body;
  const pieces: Buffer[] = [];
  let copiedTo = 0;
  classes.forEach((item, index) => {
    const booking = own.get(item.id);
    if (!booking) return;
    pieces.push(
      base.body.subarray(copiedTo, base.bounds[index]),
      Buffer.from(classJsonFor(item, true, booking, now, policies)),
    );
    copiedTo = base.bounds[index + 1]! - 1;
  });
  pieces.push(base.body.subarray(copiedTo));
  return Buffer.concat(pieces);
}

function tutorJson(written: Map<string, string>, row: ClassRow): string {
  if (row.tutorId === null) return "null";
  let json = written.get(row.tutorId);
  if (json === undefined) {
    const teacher: Tutor = {
      id: row.tutorId,
      name: row.tutorName!,
      photoUrl: row.tutorPhotoUrl,
      bio: row.tutorBio!,
    };
    json = JSON.stringify(teacher);
    written.set(row.tutorId, json);
  }
  return json;
}
