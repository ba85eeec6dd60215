import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatStudioDateTime, toStudioDateInput } from "./formatters.ts";

const KL = "Asia/Kuala_Lumpur";

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
