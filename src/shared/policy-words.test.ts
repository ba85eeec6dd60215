import { describe, expect, it } from "vitest";
import { bookingTermsInWords, classCardTerms } from "./policy-words.ts";
import { DEFAULT_BOOKING_POLICIES } from "./settings.ts";

const KL = "Asia/Kuala_Lumpur";
/** 12:15 pm on Wednesday 2 December 2026 in Kuala Lumpur. */
const item = { startsAt: "2026-12-02T04:15:00Z", credits: 2 };
/** A day before it, and an hour before it (past the 4-hour and the day's deadline). */
const BEFORE = new Date("2026-11-30T04:15:00Z");
const HOUR_BEFORE = new Date("2026-12-02T03:15:00Z");

describe("the booking terms in words", () => {
  it("state the spec's rules by default, in studio time", () => {
    expect(bookingTermsInWords(item, DEFAULT_BOOKING_POLICIES, KL, BEFORE)).toEqual([
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
    expect(bookingTermsInWords(item, policies, KL, BEFORE)).toEqual([
      "Booking closes 30 minutes before class.",
      "Free cancellation until Tue 1 Dec, 12:15 pm; after that the class's 2 credits are not refunded.",
    ]);
  });

  it("say plainly that free cancellation has ended once its moment is past", () => {
    expect(bookingTermsInWords(item, DEFAULT_BOOKING_POLICIES, KL, HOUR_BEFORE)).toEqual([
      "Booking closes 2 hours before class.",
      "Free cancellation ended Wed 2 Dec, 8:15 am: once booked, it cannot be cancelled.",
    ]);
    const forfeit = { ...DEFAULT_BOOKING_POLICIES, lateCancellation: "forfeit" as const };
    expect(bookingTermsInWords(item, forfeit, KL, HOUR_BEFORE)).toContain(
      "Free cancellation ended Wed 2 Dec, 8:15 am: if you cancel, the class's 2 credits are not refunded.",
    );
  });

  it("name the no-show fee where the studio charges one", () => {
    const policies = { ...DEFAULT_BOOKING_POLICIES, noShowFeeCredits: 1 };
    expect(bookingTermsInWords(item, policies, KL, BEFORE)).toContain(
      "Not coming without cancelling costs 1 credit more.",
    );
  });
});

describe("the class card's terms", () => {
  const card = (status: Parameters<typeof classCardTerms>[0]["status"]) => ({
    startsAt: item.startsAt,
    status,
  });
  const early = new Date("2026-12-01T00:00:00Z");

  it("give the times booking closes and free cancellation ends, in studio time", () => {
    expect(classCardTerms(card("available"), DEFAULT_BOOKING_POLICIES, KL, early)).toEqual([
      "Booking closes 10:15 am",
      "Free cancellation until 8:15 am",
    ]);
  });

  it("name the day when it is not the class's, and follow the owner's policies", () => {
    const policies = { ...DEFAULT_BOOKING_POLICIES, cancellationDeadlineMinutes: 24 * 60 };
    expect(classCardTerms(card("fully_booked"), policies, KL, early)).toEqual([
      "Booking closes 10:15 am",
      "Free cancellation until Tue 1 Dec, 12:15 pm",
    ]);
  });

  it("keep to what still applies", () => {
    expect(classCardTerms(card("already_booked"), DEFAULT_BOOKING_POLICIES, KL, early)).toEqual([
      "Free cancellation until 8:15 am",
    ]);
    const afterDeadline = new Date("2026-12-02T00:30:00Z");
    expect(
      classCardTerms(card("already_booked"), DEFAULT_BOOKING_POLICIES, KL, afterDeadline),
    ).toEqual([]);
    expect(classCardTerms(card("booking_closed"), DEFAULT_BOOKING_POLICIES, KL, early)).toEqual([]);
    expect(classCardTerms(card("attended"), DEFAULT_BOOKING_POLICIES, KL, early)).toEqual([]);
  });
});
