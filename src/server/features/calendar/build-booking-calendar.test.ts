import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../testing/calendar-part.ts";
import {
  type BookingEntry,
  bookingUid,
  buildBookingCalendar,
  type CalendarStudio,
} from "./build-booking-calendar.ts";

const studio: CalendarStudio = {
  studioName: "Studio Sanctuary",
  studioAddress: "12 Jalan Bukit Bintang, 55100 Kuala Lumpur, Malaysia",
  studioEmail: "hello@studio.example",
  timeZone: "Asia/Kuala_Lumpur",
  appUrl: "https://yoga.example:8443",
};

// 12:15 to 13:45 on Wednesday 2 December 2026 in Kuala Lumpur (UTC+8); the tests run elsewhere.
const entry: BookingEntry = {
  bookingId: "7d1c1f0e-7a5b-4f54-9d7a-2d0f4c7f8e11",
  title: "Ashtanga; Primary, Series",
  courseType: "Ashtanga Yoga",
  tutorName: "Priya Nair",
  startsAt: new Date("2026-12-02T04:15:00Z"),
  endsAt: new Date("2026-12-02T05:45:00Z"),
  sequence: 2,
  cancelled: false,
};
const now = new Date("2026-11-24T08:00:00Z");

describe("a booking's calendar entry", () => {
  it("is an invitation in studio time, at the studio, with a UID made of the booking", () => {
    const text = buildBookingCalendar({
      method: "REQUEST",
      studio,
      entries: [entry],
      now,
      attendee: "mei@example.com",
    });
    const { method, events } = parseCalendar(text);
    expect(method).toBe("REQUEST");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `booking-${entry.bookingId}@yoga.example`,
      sequence: 2,
      status: "CONFIRMED",
      summary: "Ashtanga; Primary, Series",
      location: studio.studioAddress,
      startZone: "Asia/Kuala_Lumpur",
      startWallTime: "2026-12-02T12:15:00",
      stampIsUtc: true,
    });
    expect(event!.start).toEqual(entry.startsAt);
    expect(event!.end).toEqual(entry.endsAt);
    expect(event!.description).toContain("Ashtanga Yoga with Priya Nair at Studio Sanctuary.");
    expect(event!.description).toContain("https://yoga.example:8443/me?tab=bookings");
    expect(event!.organizer).toBe("mailto:hello@studio.example");
    expect(event!.attendees).toEqual(["mailto:mei@example.com"]);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kuala_Lumpur");
  });

  it("is cancelled by a CANCEL of the same UID", () => {
    const { method, events } = parseCalendar(
      buildBookingCalendar({
        method: "CANCEL",
        studio,
        entries: [{ ...entry, sequence: 3, cancelled: true }],
        now,
        attendee: "mei@example.com",
      }),
    );
    expect(method).toBe("CANCEL");
    expect(events[0]).toMatchObject({
      uid: bookingUid(entry.bookingId, studio.appUrl),
      sequence: 3,
      status: "CANCELLED",
    });
  });

  it("lists many in a named feed, with a teacher to be announced when there is none", () => {
    const text = buildBookingCalendar({
      method: "PUBLISH",
      studio,
      entries: [entry, { ...entry, bookingId: "another", tutorName: null }],
      now,
      name: "Studio Sanctuary, KL: my classes",
    });
    const { method, events } = parseCalendar(text);
    expect(method).toBe("PUBLISH");
    expect(events.map((event) => event.uid)).toEqual([
      `booking-${entry.bookingId}@yoga.example`,
      "booking-another@yoga.example",
    ]);
    expect(events[1]!.description).toContain("with a teacher to be announced");
    // TEXT, its comma escaped, as calendars read the feed's name.
    expect(text).toContain("\r\nNAME:Studio Sanctuary\\, KL: my classes\r\n");
    expect(text).toContain("X-WR-CALNAME:Studio Sanctuary\\, KL: my classes\r\n");
    expect(events[0]!.attendees).toEqual([]);
  });

  it("folds long lines at 75 octets, never inside a character, and quotes the organiser's name", () => {
    const title =
      "Yin & Restore — ยินดีต้อนรับ 日本語のクラス 🧘 with a title long enough to fold twice over";
    const quoted = { ...studio, studioName: 'Studio "Sanctuary"; KL, Malaysia' };
    const text = buildBookingCalendar({
      method: "REQUEST",
      studio: quoted,
      entries: [{ ...entry, title }],
      now,
      attendee: "mei@example.com",
    });
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThanOrEqual(2);
    const [event] = parseCalendar(text).events;
    expect(event!.summary).toBe(title);
    expect(event!.organizerName).toBe(quoted.studioName);
    expect(event!.description).toContain(`at ${quoted.studioName}.`);
  });

  it("writes its times in UTC for a zone whose VTIMEZONE is not known", () => {
    // A zone Intl knows (so a studio may be set to it) and @touch4it/ical-timezones does not.
    const text = buildBookingCalendar({
      method: "PUBLISH",
      studio: { ...studio, timeZone: "America/Ciudad_Juarez" },
      entries: [entry],
      now,
    });
    expect(text).not.toContain("BEGIN:VTIMEZONE");
    const [event] = parseCalendar(text).events;
    expect(event).toMatchObject({ startZone: null, start: entry.startsAt, end: entry.endsAt });
    expect(text).toContain("DTSTART:20261202T041500Z");
  });
});
