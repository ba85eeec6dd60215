import { describe, expect, it } from "vitest";
import {
  formatDurationHours,
  formatStudioDay,
  formatStudioMonth,
  formatStudioTimeRange,
} from "./formatters.ts";

const KL = "Asia/Kuala_Lumpur";

// vitest runs in Los Angeles (vitest.config.ts): each of these is another day or month there.
describe("studio-time formatters for the timetable", () => {
  it("names the month and the day in studio time", () => {
    expect(formatStudioMonth("2026-11-30T16:30:00Z", KL)).toBe("December 2026");
    expect(formatStudioDay("2026-12-07T20:30:00Z", KL)).toBe("Tue 8 Dec");
  });

  it("gives a class's time range in studio time", () => {
    expect(formatStudioTimeRange("2026-12-07T23:30:00Z", "2026-12-08T00:30:00Z", KL)).toBe(
      "7:30 am – 8:30 am",
    );
  });

  it("gives durations in hours with one decimal", () => {
    expect(formatDurationHours(1)).toBe("1.0 hour");
    expect(formatDurationHours(1.5)).toBe("1.5 hours");
    expect(formatDurationHours(0.75)).toBe("0.8 hours");
  });
});
