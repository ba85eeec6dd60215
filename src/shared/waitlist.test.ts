import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_POLICIES } from "./settings.ts";
import { isWaitlistOpen, waitlistClosesAt } from "./waitlist.ts";

const startsAt = new Date("2026-12-01T02:00:00Z");
const minutesBefore = (minutes: number) => new Date(startsAt.getTime() - minutes * 60_000);

describe("the waitlist's cutoff", () => {
  it("is when booking closes while the studio sets none", () => {
    expect(waitlistClosesAt(startsAt, DEFAULT_BOOKING_POLICIES)).toBe(minutesBefore(120).getTime());
    expect(isWaitlistOpen(startsAt, minutesBefore(121), DEFAULT_BOOKING_POLICIES)).toBe(true);
    expect(isWaitlistOpen(startsAt, minutesBefore(120), DEFAULT_BOOKING_POLICIES)).toBe(false);
  });

  it("is the studio's own cutoff when it sets one, earlier or later than booking's close", () => {
    const early = { ...DEFAULT_BOOKING_POLICIES, waitlistCutoffMinutes: 24 * 60 };
    expect(isWaitlistOpen(startsAt, minutesBefore(24 * 60 + 1), early)).toBe(true);
    expect(isWaitlistOpen(startsAt, minutesBefore(23 * 60), early)).toBe(false);
    const late = { ...DEFAULT_BOOKING_POLICIES, waitlistCutoffMinutes: 30 };
    expect(isWaitlistOpen(startsAt, minutesBefore(31), late)).toBe(true);
    expect(isWaitlistOpen(startsAt, minutesBefore(0), late)).toBe(false);
  });
});
