import { describe, expect, it } from "vitest";
import {
  type AvailabilityInput,
  CLASS_STATUS_LABELS,
  cancellationTerms,
  isBookingClosed as closedUnder,
  nextStatusChange as nextChangeUnder,
  signedInStatus,
  classStatus as statusUnder,
} from "./availability.ts";
import { type BookingPolicies, DEFAULT_BOOKING_POLICIES } from "./settings.ts";

/** The spec's rules are the default policies. */
const classStatus = (input: AvailabilityInput, now: Date) =>
  statusUnder(input, now, DEFAULT_BOOKING_POLICIES);
const isBookingClosed = (startsAt: Date, now: Date) =>
  closedUnder(startsAt, now, DEFAULT_BOOKING_POLICIES);
const isCancellationAllowed = (startsAt: Date, now: Date) =>
  cancellationTerms(startsAt, now, DEFAULT_BOOKING_POLICIES) === "refund";
const nextStatusChange = (input: AvailabilityInput, now: Date) =>
  nextChangeUnder(input, now, DEFAULT_BOOKING_POLICIES);

const START = new Date("2026-12-01T10:00:00Z");
const HOUR = 3_600_000;
const at = (hoursBeforeStart: number) => new Date(START.getTime() - hoursBeforeStart * HOUR);

const base: AvailabilityInput = {
  startsAt: START,
  endsAt: new Date(START.getTime() + HOUR),
  totalSlots: 10,
  slotsFilled: 3,
  cancelled: false,
  booking: null,
  signedIn: true,
};

describe("the 2-hour booking cut-off", () => {
  it("is open until 2 hours before the start, closed from that instant", () => {
    expect(isBookingClosed(START, new Date(at(2).getTime() - 1))).toBe(false);
    expect(isBookingClosed(START, at(2))).toBe(true);
    expect(isBookingClosed(START, at(1))).toBe(true);
  });
});

describe("the 4-hour cancellation rule", () => {
  it("allows cancelling at exactly 4 hours before, not a millisecond later", () => {
    expect(isCancellationAllowed(START, at(5))).toBe(true);
    expect(isCancellationAllowed(START, at(4))).toBe(true);
    expect(isCancellationAllowed(START, new Date(at(4).getTime() + 1))).toBe(false);
  });

  it("refuses a late cancellation by default", () => {
    expect(cancellationTerms(START, at(1), DEFAULT_BOOKING_POLICIES)).toBe("refused");
  });
});

describe("policies the owner sets", () => {
  const policies: BookingPolicies = {
    ...DEFAULT_BOOKING_POLICIES,
    bookingClosesMinutesBefore: 30,
    bookingHorizonDays: 7,
    cancellationDeadlineMinutes: 12 * 60,
    lateCancellation: "forfeit",
  };
  const DAY = 24 * HOUR;

  it("close booking when the owner says", () => {
    expect(closedUnder(START, at(1), policies)).toBe(false);
    expect(closedUnder(START, at(0.5), policies)).toBe(true);
    expect(statusUnder(base, at(1), policies)).toBe("available");
  });

  it("open booking only within the horizon, and say when it opens", () => {
    const sevenDaysBefore = new Date(START.getTime() - 7 * DAY);
    expect(statusUnder(base, new Date(sevenDaysBefore.getTime() - 1), policies)).toBe(
      "not_open_yet",
    );
    expect(statusUnder(base, sevenDaysBefore, policies)).toBe("available");
    expect(nextChangeUnder(base, at(8 * 24), policies)).toBe(sevenDaysBefore.getTime());
    expect(CLASS_STATUS_LABELS.not_open_yet).toBe("Not Yet Open");
  });

  it("refund until the deadline, then keep the credits until the class starts, then refuse", () => {
    expect(cancellationTerms(START, at(12), policies)).toBe("refund");
    expect(cancellationTerms(START, new Date(at(12).getTime() + 1), policies)).toBe("forfeit");
    expect(cancellationTerms(START, new Date(START.getTime() - 1), policies)).toBe("forfeit");
    expect(cancellationTerms(START, START, policies)).toBe("refused");
  });

  it("miss no change of status under them either", () => {
    let now = new Date(START.getTime() - 10 * DAY);
    const seen: string[] = [statusUnder(base, now, policies)];
    while (true) {
      const change = nextChangeUnder(base, now, policies);
      if (change === Infinity) break;
      expect(statusUnder(base, new Date(change - 1), policies)).toBe(
        statusUnder(base, now, policies),
      );
      now = new Date(change);
      seen.push(statusUnder(base, now, policies));
    }
    expect(seen).toContain("booking_closed");
  });
});

describe("class status, in the order of spec §4", () => {
  it("is attended for an attended booking once the class has ended", () => {
    const input = { ...base, booking: { attended: true } };
    expect(classStatus(input, new Date(base.endsAt.getTime()))).toBe("attended");
    expect(classStatus(input, at(1))).toBe("already_booked");
  });

  it("is already booked before being closed or full", () => {
    const input = { ...base, slotsFilled: 10, booking: { attended: false } };
    expect(classStatus(input, at(1))).toBe("already_booked");
  });

  it("is booking closed before fully booked", () => {
    expect(classStatus({ ...base, slotsFilled: 10 }, at(1))).toBe("booking_closed");
  });

  it("is fully booked when every slot is taken", () => {
    expect(classStatus({ ...base, slotsFilled: 10 }, at(3))).toBe("fully_booked");
  });

  it("is available to a signed-in person, Login Required for a visitor", () => {
    expect(classStatus(base, at(3))).toBe("available");
    expect(classStatus({ ...base, signedIn: false }, at(3))).toBe("unavailable");
    expect(CLASS_STATUS_LABELS.unavailable).toBe("Login Required");
  });

  it("is for a signed-in person without a booking what it is for a visitor, an open class theirs to book", () => {
    const classes: AvailabilityInput[] = [
      base,
      { ...base, slotsFilled: 10 },
      { ...base, cancelled: true },
    ];
    for (const item of classes) {
      for (const hoursBefore of [-2, 1, 3, 24 * 40]) {
        const visitors = classStatus({ ...item, signedIn: false }, at(hoursBefore));
        expect(signedInStatus(visitors)).toBe(classStatus(item, at(hoursBefore)));
      }
    }
    expect(signedInStatus("unavailable")).toBe("available");
  });

  it("is cancelled, for everyone, once the studio has called the class off", () => {
    const cancelled = { ...base, cancelled: true };
    expect(classStatus(cancelled, at(24))).toBe("cancelled");
    expect(classStatus({ ...cancelled, signedIn: false }, at(1))).toBe("cancelled");
  });

  it("has the badge texts of the spec, and ones for a booking horizon and a cancelled class, which the spec has not", () => {
    expect(Object.values(CLASS_STATUS_LABELS)).toEqual([
      "Cancelled",
      "Attended",
      "Already Booked",
      "Booking Closed",
      "Not Yet Open",
      "Fully Booked",
      "Available",
      "Login Required",
    ]);
  });
});

describe("the next instant a class's status can change by itself", () => {
  const end = base.endsAt.getTime();
  it("is the booking cut-off while it is ahead, then the end, then never", () => {
    expect(nextStatusChange(base, at(5))).toBe(at(2).getTime());
    expect(nextStatusChange(base, at(2))).toBe(end);
    expect(nextStatusChange(base, new Date(end))).toBe(Infinity);
  });

  it("misses no change: classStatus holds from now until just before it", () => {
    const attendedBooking = { ...base, booking: { attended: true } };
    for (const input of [base, attendedBooking]) {
      let now = at(5);
      while (true) {
        const change = nextStatusChange(input, now);
        if (change === Infinity) break;
        expect(classStatus(input, new Date(change - 1))).toBe(classStatus(input, now));
        now = new Date(change);
      }
    }
    expect(classStatus(attendedBooking, new Date(end - 1))).toBe("already_booked");
    expect(classStatus(attendedBooking, new Date(end))).toBe("attended");
  });
});
