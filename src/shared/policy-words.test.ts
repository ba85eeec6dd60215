import { describe, expect, it } from "vitest";
import { bookingTermsInWords } from "./policy-words.ts";
import { DEFAULT_BOOKING_POLICIES } from "./settings.ts";

const KL = "Asia/Kuala_Lumpur";
/** 12:15 pm on Wednesday 2 December 2026 in Kuala Lumpur. */
const item = { startsAt: "2026-12-02T04:15:00Z", credits: 2 };

describe("the booking terms in words", () => {
  it("state the spec's rules by default, in studio time", () => {
    expect(bookingTermsInWords(item, DEFAULT_BOOKING_POLICIES, KL)).toEqual([
      "Booking closes 2 hours before class.",
      "Free cancellation until Wed 2 Dec, 8:15 am; after that it cannot be cancelled.",
    ]);
  });

  it("follow the owner's policies, late cancellations included", () => {
    const policies = {
      ...DEFAULT_BOOKING_POLICIES,
      bookingClosesMinutesBefore: 30,
      cancellationDeadlineMinutes: 24 * 60,
      lateCancellation: "forfeit" as const,
    };
    expect(bookingTermsInWords(item, policies, KL)).toEqual([
      "Booking closes 30 minutes before class.",
      "Free cancellation until Tue 1 Dec, 12:15 pm; after that the class's 2 credits are not refunded.",
    ]);
  });

  it("name the no-show fee where the studio charges one", () => {
    const policies = { ...DEFAULT_BOOKING_POLICIES, noShowFeeCredits: 1 };
    expect(bookingTermsInWords(item, policies, KL)).toContain(
      "Not coming without cancelling costs 1 credit more.",
    );
  });
});
