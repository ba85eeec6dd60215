import ICAL from "ical.js";

/** One VEVENT of a parsed iCalendar object, with what the tests check of it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  location: string;
  description: string;
  /** The ORGANIZER's and ATTENDEEs' addresses ("mailto:…", lower case). */
  organizer: string | null;
  /** The ORGANIZER's CN. */
  organizerName: string | null;
  attendees: string[];
  /** DTSTART's TZID and its wall time there ("2026-12-02T12:15:00"). */
  startZone: string | null;
  startWallTime: string;
  start: Date;
  end: Date;
  /** DTSTAMP, which RFC 5545 holds to UTC. */
  stampIsUtc: boolean;
}

/**
 * An iCalendar text read by a real parser (ical.js): its METHOD and its events. The times are
 * placed by the VTIMEZONE the object carries, so a wrong zone shows as a wrong instant.
 */
export function parseCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  const root = new ICAL.Component(ICAL.parse(text));
  const events = root.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty("dtstart")!;
    const stamp = component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      summary: event.summary,
      location: event.location,
      description: event.description,
      organizer: event.organizer?.toLowerCase() ?? null,
      organizerName:
        (component.getFirstProperty("organizer")?.getParameter("cn") as string | undefined) ?? null,
      attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
      startZone: (dtstart.getParameter("tzid") as string | undefined) ?? null,
      startWallTime: event.startDate.toString(),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
    };
  });
  return { method: (root.getFirstPropertyValue("method") as string | null) ?? null, events };
}

/**
 * The calendar part of a raw e-mail as nodemailer writes it: the method of its text/calendar
 * alternative, and the iCalendar text of the .ics copy attached beside it (base64, so it is read
 * whole whatever the transfer did to line ends).
 */
export function calendarPartOf(raw: string): { method: string; text: string } | undefined {
  const method = raw.match(/Content-Type: text\/calendar;[^\r\n]*method=(\w+)/i)?.[1];
  const attached = raw.match(
    /Content-Type: application\/ics[\s\S]*?Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i,
  )?.[1];
  if (!method || !attached) return undefined;
  return { method, text: Buffer.from(attached.replace(/\s+/g, ""), "base64").toString("utf8") };
}
