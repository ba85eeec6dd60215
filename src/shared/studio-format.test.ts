import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatStudioDateTime,
  formatStudioDay,
  formatStudioMonth,
  formatStudioTime,
  formatStudioTimeRange,
  toStudioDateInput,
} from "./studio-format.ts";

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
