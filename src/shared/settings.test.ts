import { describe, expect, it } from "vitest";
import { bookingClosedMessage, cancelTooLateMessage, MESSAGES } from "./messages.ts";
import { DEFAULT_BOOKING_POLICIES, formatMinutes, policyConflict } from "./settings.ts";

describe("the booking policies' defaults", () => {
  it("word the refusals with the spec's own texts", () => {
    expect(bookingClosedMessage(DEFAULT_BOOKING_POLICIES)).toBe(MESSAGES.bookingClosed);
    expect(cancelTooLateMessage(DEFAULT_BOOKING_POLICIES)).toBe(MESSAGES.cancelTooLate);
  });

  it("agree with each other", () => {
    expect(policyConflict(DEFAULT_BOOKING_POLICIES)).toBeUndefined();
  });
});

describe("a span of minutes in words", () => {
  it.each([
    [0, "0 minutes"],
    [1, "1 minute"],
    [30, "30 minutes"],
    [60, "1 hour"],
    [90, "1 hour 30 minutes"],
    [121, "2 hours 1 minute"],
    [1440, "1 day"],
    [1500, "25 hours"],
    [2880, "2 days"],
  ])("%i is %s", (minutes, words) => {
    expect(formatMinutes(minutes)).toBe(words);
  });
});
