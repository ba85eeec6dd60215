import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatInStudioZone,
  formatStudioDateTime,
  formatStudioDay,
  formatStudioMonth,
  formatStudioTime,
  formatStudioTimeRange,
  type StudioDateParts,
  toStudioDateInput,
} from "./studio-format.ts";
import { rememberZoneOffsets, zoneOffsetsAround } from "./studio-time.ts";

const KL = "Asia/Kuala_Lumpur";

// vitest runs in Los Angeles (vitest.config.ts): each of these is another day or month there.
describe("studio-time formatters for the timetable", () => {
  it("names the month and the day in studio time", () => {
    expect(formatStudioMonth("2026-11-30T16:30:00Z", KL)).toBe("December 2026");
    expect(formatStudioDay("2026-12-07T20:30:00Z", KL)).toBe("Tue 8 Dec");
  });

  it.each([
    ["2026-12-07T16:15:00Z", "12:15 am"],
    ["2026-12-08T04:15:00Z", "12:15 pm"],
    ["2026-12-08T15:45:00Z", "11:45 pm"],
  ])("writes %s on a twelve-hour clock as %s", (instant, time) => {
    expect(formatStudioTime(instant, KL)).toBe(time);
  });

  it("gives a class's time range in studio time", () => {
    expect(formatStudioTimeRange("2026-12-07T23:30:00Z", "2026-12-08T00:30:00Z", KL)).toBe(
      "7:30 am – 8:30 am",
    );
  });
});

// vitest runs in Los Angeles (vitest.config.ts), where each of these instants is the day before.
describe("studio-time values for the admin screens", () => {
  it("gives the studio day of an instant as a date input holds it", () => {
    expect(toStudioDateInput("2026-11-30T16:30:00Z", KL)).toBe("2026-12-01");
    expect(toStudioDateInput("2026-11-30T15:59:00Z", KL)).toBe("2026-11-30");
  });

  it("writes a date and time in studio time", () => {
    expect(formatStudioDateTime("2026-12-07T23:30:00Z", KL)).toBe("Tue, 8 Dec 2026, 7:30 am");
  });

  it("writes a calendar day in words, whatever the zone", () => {
    expect(formatCalendarDay("2026-12-01")).toBe("Tue, 1 Dec 2026");
  });
});

describe("written word for word as Intl writes them", () => {
  const zones = [KL, "Europe/London", "America/New_York", "Asia/Kathmandu", "UTC"];
  const widths = ["short", "long"] as const;
  const everyParts: StudioDateParts[] = [
    ...widths.map((weekday) => ({ weekday })),
    { day: "numeric" },
    ...widths.flatMap((month) => [{ month }, { month, year: "numeric" as const }]),
    ...[undefined, ...widths].flatMap((weekday) =>
      widths.flatMap((month) =>
        [undefined, "numeric" as const].map((year) => ({
          weekday,
          day: "numeric" as const,
          month,
          year,
        })),
      ),
    ),
  ];
  // Every 97 hours 13 minutes through 2026 and 2027: each weekday, month and hour in turn.
  const instants = Array.from(
    { length: 361 },
    (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 349_980_000),
  );

  /** What each formatter writes, and what Intl writes for it. */
  function differences(): string[] {
    const differing: string[] = [];
    const compare = (written: string, intl: string) => {
      if (written !== intl) differing.push(`${written} ≠ ${intl}`);
    };
    for (const timeZone of zones) {
      for (const instant of instants) {
        for (const parts of everyParts) {
          compare(
            formatInStudioZone(instant, timeZone, parts),
            new Intl.DateTimeFormat("en-GB", { timeZone, ...parts }).format(instant),
          );
        }
        compare(
          formatStudioTime(instant, timeZone),
          new Intl.DateTimeFormat("en-MY", {
            timeZone,
            hour: "numeric",
            minute: "2-digit",
            hour12: true,
          }).format(instant),
        );
        compare(
          toStudioDateInput(instant, timeZone),
          new Intl.DateTimeFormat("en-CA", {
            timeZone,
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
          }).format(instant),
        );
      }
    }
    return differing;
  }

  it("writes every date part, time and date input as Intl does, in every zone", () => {
    expect(everyParts).toHaveLength(19);
    expect(differences()).toEqual([]);
  });

  it("writes the same by the offsets a page is sent", () => {
    for (const zone of zones)
      rememberZoneOffsets(zoneOffsetsAround(zone, new Date("2026-11-27T10:00:00Z")));
    expect(differences()).toEqual([]);
  });
});
