import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ICAL from "ical.js";
import { studioWallClock } from "../../../shared/studio-time.ts";

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

/** A parsed component as ical.js holds it (jCal), shared read-only by the calendars built. */
type ParsedComponent = ReturnType<ICAL.Component["toJSON"]>;

const vtimezones = new Map<string, ParsedComponent | null>();

/**
 * A zone's VTIMEZONE, read and parsed once per zone: @touch4it/ical-timezones reads its file
 * synchronously at every call, which in every booking's request stalled every other request for
 * the read (~0.3 ms). Null for a zone it does not know (a few that Intl knows, such as
 * America/Ciudad_Juarez).
 */
function vtimezoneOf(timeZone: string): ParsedComponent | null {
  let vtimezone = vtimezones.get(timeZone);
  if (vtimezone === undefined) {
    const text = getVtimezoneComponent(timeZone);
    vtimezone = text === null ? null : ICAL.Component.fromString(text).toJSON();
    vtimezones.set(timeZone, vtimezone);
  }
  return vtimezone;
}

// ical.js folds a line at `foldLength` octets and starts each further one with a space: at 74,
// every line keeps within RFC 5545's 75.
ICAL.foldLength = 74;
// The feed's name is TEXT (RFC 7986's NAME, and the X-WR-CALNAME calendars read), escaped as
// such; ical.js knows neither property and would write the value as it is.
ICAL.design.icalendar.property.name ??= { defaultType: "text" };
ICAL.design.icalendar.property["x-wr-calname"] ??= { defaultType: "text" };

/**
 * `instant` as the value of `property`: the wall time in `timeZone` (`DTSTART;TZID=…`, placed by
 * the zone's VTIMEZONE written beside it), or in UTC where there is none.
 */
function addTime(
  event: ICAL.Component,
  property: string,
  instant: Date,
  timeZone: string | null,
): void {
  if (timeZone === null) {
    event.addPropertyWithValue(property, ICAL.Time.fromJSDate(instant, true));
    return;
  }
  const wall = studioWallClock(instant, timeZone);
  const time = ICAL.Time.fromData({
    year: wall.year,
    month: wall.month + 1,
    day: wall.day,
    hour: wall.hours,
    minute: wall.minutes,
    second: wall.seconds,
    isDate: false,
  });
  event.addPropertyWithValue(property, time).setParameter("tzid", timeZone);
}

/**
 * An iCalendar object (RFC 5545) of the student's bookings, written by ical.js, timed in the
 * studio's zone with its VTIMEZONE, so that any calendar places them right whatever its own zone
 * (in UTC for a zone with no VTIMEZONE known). An invitation names the student (`attendee`) and
 * the studio as its organiser, as RFC 5546 asks. (ical-generator 10, which wrote it before,
 * encoded each character with a TextEncoder of its own to fold lines, a fifth of a burst's
 * e-mail work in a profile.)
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
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", `-//${studio.studioName}//Bookings//EN`);
  calendar.addPropertyWithValue("method", method);
  if (name) {
    calendar.addPropertyWithValue("name", name);
    calendar.addPropertyWithValue("x-wr-calname", name);
  }
  const vtimezone = entries.length > 0 ? vtimezoneOf(studio.timeZone) : null;
  if (vtimezone) calendar.addSubcomponent(new ICAL.Component(vtimezone));
  const zone = vtimezone ? studio.timeZone : null;
  const manage = myBookingsUrl(studio.appUrl);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const entry of entries) {
    const event = new ICAL.Component("vevent");
    const teacher = entry.tutorName ?? "a teacher to be announced";
    event.addPropertyWithValue("uid", bookingUid(entry.bookingId, studio.appUrl));
    event.addPropertyWithValue("sequence", entry.sequence);
    event.addPropertyWithValue("dtstamp", stamp);
    addTime(event, "dtstart", entry.startsAt, zone);
    addTime(event, "dtend", entry.endsAt, zone);
    event.addPropertyWithValue("summary", entry.title);
    event.addPropertyWithValue("location", studio.studioAddress);
    event.addPropertyWithValue(
      "description",
      `${entry.courseType} with ${teacher} at ${studio.studioName}.\nSee or cancel your booking: ${manage}`,
    );
    event
      .addPropertyWithValue("organizer", `mailto:${studio.studioEmail}`)
      .setParameter("cn", studio.studioName);
    if (attendee) {
      const invited = event.addPropertyWithValue("attendee", `mailto:${attendee}`);
      invited.setParameter("role", "REQ-PARTICIPANT");
      // They booked it: nothing is asked of them.
      invited.setParameter("partstat", "ACCEPTED");
      invited.setParameter("rsvp", "FALSE");
    }
    event.addPropertyWithValue("url", manage);
    event.addPropertyWithValue("status", entry.cancelled ? "CANCELLED" : "CONFIRMED");
    calendar.addSubcomponent(event);
  }
  // Every content line ends with a line break (RFC 5545 §3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
