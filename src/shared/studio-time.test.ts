import { describe, expect, it } from "vitest";
import {
  addStudioWeeks,
  rememberZoneOffsets,
  studioDayAndTime,
  studioDayBounds,
  studioDayRange,
  studioInstant,
  studioMonthRange,
  studioWallClock,
  studioWallClocks,
  writtenDay,
  zoneOffsetsAround,
} from "./studio-time.ts";

const KL = "Asia/Kuala_Lumpur";

describe("studio time (this process runs in Los Angeles time)", () => {
  it("runs under a time zone that is not the studio's", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(KL);
  });

  it("puts a class at 00:30 on the 1st in Kuala Lumpur in that month", () => {
    // 00:30 on 1 March in KL is 16:30 on 28 February in UTC and 08:30 on 28 February in LA.
    const classStart = new Date("2026-02-28T16:30:00Z");
    const month = studioMonthRange(classStart, KL);
    expect(month.start.toISOString()).toBe("2026-02-28T16:00:00.000Z");
    expect(month.end.toISOString()).toBe("2026-03-31T16:00:00.000Z");
  });

  it("puts 23:59 on the last day in Kuala Lumpur in the month before", () => {
    const month = studioMonthRange(new Date("2026-02-28T15:59:00Z"), KL);
    expect(month.start.toISOString()).toBe("2026-01-31T16:00:00.000Z");
  });

  it("runs a studio day from midnight to midnight in Kuala Lumpur", () => {
    const day = studioDayRange(new Date("2026-12-01T17:00:00Z"), KL);
    expect(day.start.toISOString()).toBe("2026-12-01T16:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-12-02T16:00:00.000Z");
  });
});

describe("studio days and weeks", () => {
  it("reads a studio day as Kuala Lumpur's midnight to midnight", () => {
    const day = studioDayBounds("2026-12-01", KL);
    expect(day.start.toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(day.end.toISOString()).toBe("2026-12-01T16:00:00.000Z");
  });

  it("keeps the wall-clock time week after week, across another zone's clock change", () => {
    const berlin = "Europe/Berlin";
    // 18:00 in Berlin on Saturday 21 March 2026; summer time starts on 29 March.
    const first = new Date("2026-03-21T17:00:00Z");
    expect(addStudioWeeks(first, 1, berlin).toISOString()).toBe("2026-03-28T17:00:00.000Z");
    expect(addStudioWeeks(first, 2, berlin).toISOString()).toBe("2026-04-04T16:00:00.000Z");
  });
});

describe("the studio's wall clock and the instants it shows", () => {
  it("reads the wall clock in the studio's zone, not the machine's", () => {
    // 23:30:15 on 30 November in UTC and 15:30 in Los Angeles is already 1 December in KL.
    expect(studioWallClock("2026-11-30T23:30:15.900Z", KL)).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hours: 7,
      minutes: 30,
      seconds: 15,
    });
    expect(studioWallClock(Date.parse("2026-12-01T16:00:00Z"), KL)).toMatchObject({
      day: 2,
      hours: 0,
    });
  });

  it("finds the instant a wall-clock time names, carrying fields over as Date does", () => {
    expect(studioInstant({ year: 2026, month: 11, day: 1, hours: 7, minutes: 30 }, KL)).toEqual(
      new Date("2026-11-30T23:30:00Z"),
    );
    // Day 0 is the month before's last day; month 12 is the next year's January.
    expect(studioInstant({ year: 2026, month: 2, day: 0 }, KL)).toEqual(
      new Date("2026-02-27T16:00:00Z"),
    );
    expect(studioInstant({ year: 2026, month: 12, day: 1 }, KL)).toEqual(
      new Date("2026-12-31T16:00:00Z"),
    );
  });

  it("reads a time a clock change skips with the offset from before it", () => {
    // New York's clocks jump from 02:00 to 03:00 on 8 March 2026: 02:30 is read as 03:30 EDT.
    const skipped = { year: 2026, month: 2, day: 8, hours: 2, minutes: 30 };
    expect(studioInstant(skipped, "America/New_York")).toEqual(new Date("2026-03-08T07:30:00Z"));
    // Berlin's, on 29 March 2026: 02:30 is 03:30 CEST.
    expect(studioInstant({ ...skipped, month: 2, day: 29 }, "Europe/Berlin")).toEqual(
      new Date("2026-03-29T01:30:00Z"),
    );
  });

  it("reads a time a clock change repeats as its later instant", () => {
    // Berlin's clocks go back from 03:00 to 02:00 on 25 October 2026: 02:30 happens twice.
    const repeated = { year: 2026, month: 9, day: 25, hours: 2, minutes: 30 };
    expect(studioInstant(repeated, "Europe/Berlin")).toEqual(new Date("2026-10-25T01:30:00Z"));
  });

  it("gives back the instant it read on either side of a clock change", () => {
    for (const iso of ["2026-03-29T00:59:59Z", "2026-03-29T01:00:00Z", "2026-10-25T01:30:00Z"]) {
      const instant = new Date(iso);
      expect(studioInstant(studioWallClock(instant, "Europe/Berlin"), "Europe/Berlin")).toEqual(
        instant,
      );
    }
  });
});

describe("the wall clock of many instants in turn", () => {
  const zones = [KL, "Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"];
  // Every 26 minutes 19 seconds through 2026: two or three instants in each hour of a clock change.
  const instants = Array.from(
    { length: 20_000 },
    (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 1_579_000),
  );

  it("reads what the zone's own formatting reads, in the hours of clock changes too", () => {
    const misread = zones.flatMap((zone) => {
      const wallClock = studioWallClocks(zone);
      return instants.filter(
        (instant) =>
          JSON.stringify(wallClock(instant)) !== JSON.stringify(studioWallClock(instant, zone)),
      );
    });
    expect(misread).toEqual([]);
  });

  it("writes the studio day and time as a spreadsheet reads them", () => {
    const dayAndTime = studioDayAndTime("Europe/London");
    expect(dayAndTime("2026-03-29T00:59:00Z")).toEqual(["2026-03-29", "00:59"]);
    expect(dayAndTime("2026-03-29T01:00:00Z")).toEqual(["2026-03-29", "02:00"]);
    expect(dayAndTime(new Date("2026-10-25T00:30:00Z"))).toEqual(["2026-10-25", "01:30"]);
    expect(dayAndTime(new Date("2026-10-25T01:30:00Z"))).toEqual(["2026-10-25", "01:30"]);
    expect(studioDayAndTime(KL)("2026-12-31T16:05:00Z")).toEqual(["2027-01-01", "00:05"]);
  });
});

describe("the zone's offsets sent with a page", () => {
  const zones = [
    KL,
    "Europe/London",
    "America/New_York",
    "Australia/Lord_Howe",
    "America/Santiago",
    "Asia/Kathmandu",
  ];
  const now = new Date("2026-11-27T10:00:00Z");
  /** The wall clock as Intl itself reads it: Swedish writes "2026-12-01 08:30:00". */
  const intlReading = (instant: number, zone: string) =>
    new Date(instant).toLocaleString("sv-SE", { timeZone: zone });
  const reading = (instant: number, zone: string) => {
    const wall = studioWallClock(instant, zone);
    const two = (value: number) => String(value).padStart(2, "0");
    return `${writtenDay(wall)} ${two(wall.hours)}:${two(wall.minutes)}:${two(wall.seconds)}`;
  };

  it("holds each clock change to the second, two years either side of today", () => {
    const london = zoneOffsetsAround("Europe/London", now);
    expect(london.from).toBeLessThan(Date.parse("2024-11-28T00:00:00Z"));
    expect(london.to).toBeGreaterThan(Date.parse("2028-11-26T00:00:00Z"));
    const hour = 60 * 60 * 1000;
    expect(london.changes).toContainEqual([Date.parse("2026-03-29T01:00:00Z"), hour]);
    expect(london.changes).toContainEqual([Date.parse("2026-10-25T01:00:00Z"), 0]);
    expect(london.changes).toHaveLength(9);
    expect(zoneOffsetsAround(KL, now).changes).toEqual([[expect.any(Number), 8 * hour]]);
  });

  it("reads the wall clock by them as Intl reads it, around every change and in between", () => {
    const misread: string[] = [];
    for (const zone of zones) {
      const offsets = zoneOffsetsAround(zone, now);
      rememberZoneOffsets(offsets);
      const instants = [
        offsets.from,
        offsets.to - 1,
        ...offsets.changes.flatMap(([since]) => [since - 1001, since - 1, since, since + 999]),
        // Every 7 hours 13 minutes 17.3 seconds through the span: each hour of the day in turn.
        ...Array.from(
          { length: Math.floor((offsets.to - offsets.from) / 25_997_300) },
          (_, index) => offsets.from + index * 25_997_300,
        ),
      ];
      for (const instant of instants) {
        if (reading(instant, zone) !== intlReading(instant, zone))
          misread.push(`${zone} ${instant}`);
      }
    }
    expect(misread).toEqual([]);
  });

  it("reads a time beyond them with Intl", () => {
    rememberZoneOffsets(zoneOffsetsAround("Europe/London", now));
    // Summer time, five years later: an hour ahead of UTC, as only Intl could tell.
    const later = Date.parse("2031-07-01T12:00:00Z");
    expect(reading(later, "Europe/London")).toBe("2031-07-01 13:00:00");
    expect(reading(later, "Europe/London")).toBe(intlReading(later, "Europe/London"));
  });
});
