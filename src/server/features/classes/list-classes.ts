import { type AnyColumn, sql } from "drizzle-orm";
import { classStatus, nextStatusChange } from "../../../shared/availability.ts";
import { durationHours, type Tutor } from "../../../shared/classes.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { classJson, isoString } from "./class-json.ts";

/** One class with its tutor and the caller's booking, as the one query answers it. */
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
  tutorId: string | null;
  tutorName: string | null;
  tutorPhotoUrl: string | null;
  tutorBio: string | null;
  bookingId: string | null;
  attended: boolean | null;
}

/**
 * Milliseconds since the epoch as a double, rounded to whole ones (the app writes whole
 * milliseconds): `date_part` is a double already, cheaper than `extract`'s numeric.
 */
const epochMs = (column: AnyColumn) => sql`round(date_part('epoch', ${column}) * 1000)`;

export interface ClassListing {
  /** The JSON text of `StudioClass[]`. */
  json: string;
  /** When, in ms since the epoch, a status in it changes with time alone (Infinity: never). */
  changesAt: number;
}

/**
 * The timetable between `from` and `to`, each class with the caller's status (spec §4), soonest
 * first. It is the hottest read of the site, so it is one query (classes, tutors and the caller's
 * bookings) read as plain rows, and each tutor is written to JSON once however many classes they
 * teach.
 */
export async function listClassesJson(
  db: Executor,
  options: { from: Date; to: Date; userId: string | null; now: Date },
): Promise<ClassListing> {
  const { from, to, userId, now } = options;
  const rows = await queryRows<ClassRow>(
    db,
    sql`select ${course.id} as "id", ${course.title} as "title", ${course.courseType} as "courseType",
        ${epochMs(course.startsAt)} as "startsAt", ${epochMs(course.endsAt)} as "endsAt",
        ${course.credits} as "credits", ${course.totalSlots} as "totalSlots",
        ${course.slotsFilled} as "slotsFilled", ${course.isPrivate} as "isPrivate",
        ${tutor.id} as "tutorId", ${tutor.name} as "tutorName",
        ${tutor.photoUrl} as "tutorPhotoUrl", ${tutor.bio} as "tutorBio",
        ${userId ? sql`${booking.id}` : sql`null`} as "bookingId",
        ${userId ? sql`${booking.attended}` : sql`null`} as "attended"
      from ${course}
      left join ${tutor} on ${tutor.id} = ${course.tutorId}
      ${
        userId
          ? sql`left join ${booking} on ${booking.courseId} = ${course.id}
              and ${booking.userId} = ${userId} and ${booking.status} = 'booked'`
          : sql``
      }
      where ${course.startsAt} >= ${from} and ${course.startsAt} < ${to}
      order by ${course.startsAt}, ${course.title}`,
  );

  const tutorsJson = new Map<string, string>();
  const classes: string[] = [];
  let changesAt = Infinity;
  for (const row of rows) {
    const startsAt = new Date(row.startsAt);
    const endsAt = new Date(row.endsAt);
    changesAt = Math.min(changesAt, nextStatusChange({ startsAt, endsAt }, now));
    const status = classStatus(
      {
        startsAt,
        endsAt,
        totalSlots: row.totalSlots,
        slotsFilled: row.slotsFilled,
        booking: row.bookingId ? { attended: row.attended === true } : null,
        signedIn: userId !== null,
      },
      now,
    );
    classes.push(
      classJson({
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
        status,
        bookingId: row.bookingId,
      }),
    );
  }
  return { json: `[${classes.join(",")}]`, changesAt };
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
