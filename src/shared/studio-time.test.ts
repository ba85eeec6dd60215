import { describe, expect, it } from "vitest";
import { studioDayRange, studioMonthRange } from "./studio-time.ts";

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
