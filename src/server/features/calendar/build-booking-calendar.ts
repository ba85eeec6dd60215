import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";

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

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

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

const vtimezones = new Map<string, string | null>();

/**
 * A zone's VTIMEZONE, read once per zone: the library reads its file synchronously at every call,
 * which in every booking's request stalled every other request for the read (~0.3 ms).
 */
function vtimezoneOf(timeZone: string): string | null {
  let vtimezone = vtimezones.get(timeZone);
  if (vtimezone === undefined) {
    vtimezone = getVtimezoneComponent(timeZone);
    vtimezones.set(timeZone, vtimezone);
  }
  return vtimezone;
}

/**
 * An iCalendar object of the student's bookings, timed in the studio's zone (with its VTIMEZONE,
 * so that any calendar places them right whatever its own zone). An invitation names the student
 * (`attendee`) and the studio as its organiser, as RFC 5546 asks.
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
  const calendar = ical({
    prodId: { company: studio.studioName, product: "Bookings", language: "EN" },
    method: METHODS[method],
    // No zone of the calendar's own (it would write DTSTAMP in local time, which RFC 5545
    // forbids): only the generator, which adds the VTIMEZONE of each entry's zone.
    timezone: { name: null, generator: vtimezoneOf },
    ...(name && { name }),
  });
  const manage = myBookingsUrl(studio.appUrl);
  for (const entry of entries) {
    const teacher = entry.tutorName ?? "a teacher to be announced";
    calendar.createEvent({
      id: bookingUid(entry.bookingId, studio.appUrl),
      sequence: entry.sequence,
      stamp: now,
      // The library reads a TZDate's wall time in its zone; a plain Date it would read in the server's.
      start: new TZDate(entry.startsAt, studio.timeZone),
      end: new TZDate(entry.endsAt, studio.timeZone),
      timezone: studio.timeZone,
      summary: entry.title,
      description: `${entry.courseType} with ${teacher} at ${studio.studioName}.\nSee or cancel your booking: ${manage}`,
      location: studio.studioAddress,
      url: manage,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: studio.studioName, email: studio.studioEmail },
      attendees: attendee
        ? [
            {
              email: attendee,
              role: ICalAttendeeRole.REQ,
              // They booked it: nothing is asked of them.
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ]
        : [],
    });
  }
  return calendar.toString();
}
