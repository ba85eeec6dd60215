import { describe, expect, it } from "vitest";
import {
  addStudioWeeks,
  studioDayBounds,
  studioDayRange,
  studioMonthRange,
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
