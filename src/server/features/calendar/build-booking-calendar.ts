import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { type StudioWallClock, studioWallClock } from "../../../shared/studio-time.ts";

/** What a calendar entry says of the studio: who holds the class, where, and in which zone. */
export interface CalendarStudio {
  studioName: string;
  studioAddress: string;
  studioEmail: string;
  timeZone: string;
  /** The app's public address: the entries' UIDs are made on its host, and they link back to it. */
  appUrl: string;
}

/** One booking as a calendar entry. */
export interface BookingEntry {
  bookingId: string;
  title: string;
  courseType: string;
  tutorName: string | null;
  startsAt: Date;
  endsAt: Date;
  /** Goes up with each version of the entry sent: a calendar keeps the highest it has seen. */
  sequence: number;
  /** The booking or its class was cancelled: the entry is to be removed. */
  cancelled: boolean;
}

/**
 * REQUEST and CANCEL are invitations to the student (RFC 5546), added, updated or removed by
 * their calendar; PUBLISH is a plain copy (a download, a subscribed feed).
 */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/**
 * The UID of every entry made of one booking (its e-mails, its download, the feed), so that a
 * calendar updates or removes the one entry it holds rather than adding another.
 */
export function bookingUid(bookingId: string, appUrl: string): string {
  return `booking-${bookingId}@${new URL(appUrl).hostname}`;
}

/** Where a student sees and cancels their bookings. */
export function myBookingsUrl(appUrl: string): string {
  return new URL("/me?tab=bookings", appUrl).toString();
}

const vtimezones = new Map<string, string[] | null>();

/**
 * A zone's VTIMEZONE as content lines, read once per zone: @touch4it/ical-timezones reads its
 * file synchronously at every call, which in every booking's request stalled every other request
 * for the read (~0.3 ms). Null for a zone it does not know (a few that Intl knows, such as
 * America/Ciudad_Juarez).
 */
function vtimezoneOf(timeZone: string): string[] | null {
  let vtimezone = vtimezones.get(timeZone);
  if (vtimezone === undefined) {
    vtimezone = getVtimezoneComponent(timeZone)?.split(/\r?\n/).filter(Boolean) ?? null;
    vtimezones.set(timeZone, vtimezone);
  }
  return vtimezone;
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line ends as `\n`. */
const text = (value: string) =>
  value.replace(/[\\;,]/g, (special) => `\\${special}`).replace(/\r\n|\r|\n/g, "\\n");

/** A parameter's value, quoted; a quote or line end in it written as RFC 6868 has it. */
const parameter = (value: string) =>
  `"${value
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n")}"`;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A DATE-TIME's digits (RFC 5545 §3.3.5): 20261202T121500. */
function dateTime({ year, month, day, hours, minutes, seconds }: StudioWallClock): string {
  const date = `${String(year).padStart(4, "0")}${twoDigits(month + 1)}${twoDigits(day)}`;
  return `${date}T${twoDigits(hours)}${twoDigits(minutes)}${twoDigits(seconds)}`;
}

const utc = (instant: Date) => `${dateTime(studioWallClock(instant, "UTC"))}Z`;

/** Octets of a code point in UTF-8. */
const octetsOf = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1), never inside a character: each further
 * line starts with a space. Counted by code point, where ical-generator 10 encoded each character
 * with a TextEncoder of its own (80 % of a calendar's cost: docs/performance.md).
 */
function folded(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  let written = "";
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character.codePointAt(0)!);
    if (octets + size > 75) {
      written += "\r\n ";
      octets = 1;
    }
    written += character;
    octets += size;
  }
  return written;
}

/**
 * An iCalendar object (RFC 5545) of the student's bookings, timed in the studio's zone with its
 * VTIMEZONE, so that any calendar places them right whatever its own zone (in UTC for a zone
 * with no VTIMEZONE known). An invitation names the student (`attendee`) and the studio as its
 * organiser, as RFC 5546 asks.
 */
export function buildBookingCalendar(input: {
  method: CalendarMethod;
  studio: CalendarStudio;
  entries: BookingEntry[];
  /** Stamped on every entry (DTSTAMP): when this version was made. */
  now: Date;
  attendee?: string;
  /** The calendar's name, for a subscribed feed. */
  name?: string;
}): string {
  const { method, studio, entries, now, attendee, name } = input;
  const vtimezone = entries.length > 0 ? vtimezoneOf(studio.timeZone) : null;
  const at = (instant: Date) =>
    vtimezone
      ? `;TZID=${studio.timeZone}:${dateTime(studioWallClock(instant, studio.timeZone))}`
      : `:${utc(instant)}`;
  const manage = myBookingsUrl(studio.appUrl);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(studio.studioName)}//Bookings//EN`,
    `METHOD:${method}`,
    ...(name ? [`NAME:${text(name)}`, `X-WR-CALNAME:${text(name)}`] : []),
    ...(vtimezone ?? []),
  ];
  for (const entry of entries) {
    const teacher = entry.tutorName ?? "a teacher to be announced";
    lines.push(
      "BEGIN:VEVENT",
      `UID:${text(bookingUid(entry.bookingId, studio.appUrl))}`,
      `SEQUENCE:${entry.sequence}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART${at(entry.startsAt)}`,
      `DTEND${at(entry.endsAt)}`,
      `SUMMARY:${text(entry.title)}`,
      `LOCATION:${text(studio.studioAddress)}`,
      `DESCRIPTION:${text(`${entry.courseType} with ${teacher} at ${studio.studioName}.\nSee or cancel your booking: ${manage}`)}`,
      `ORGANIZER;CN=${parameter(studio.studioName)}:mailto:${studio.studioEmail}`,
      // They booked it: nothing is asked of them.
      ...(attendee
        ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee}`]
        : []),
      `URL;VALUE=URI:${manage}`,
      `STATUS:${entry.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
