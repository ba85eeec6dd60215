import { describe, expect, it } from "vitest";
import { bookingClosedMessage, bookingNotOpenMessage, MESSAGES } from "../../../shared/messages.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import type { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { bookableClass } from "./bookable-class.ts";
import type { BookingState } from "./read-booking-state.ts";

const HOUR_MS = 3_600_000;
const now = new Date("2026-11-24T02:00:00Z");

const item: typeof course.$inferSelect = {
  id: "c0a80000-0000-4000-8000-000000000001",
  title: "Morning Flow",
  courseType: "Vinyasa Flow",
  startsAt: new Date(now.getTime() + 48 * HOUR_MS),
  endsAt: new Date(now.getTime() + 49 * HOUR_MS),
  tutorId: null,
  totalSlots: 20,
  slotsFilled: 19,
  credits: 1,
  isPrivate: false,
  createdAt: now,
  cancelledAt: null,
  cancellationReason: null,
  cancelledBy: null,
  revision: 1,
};

const open: BookingState = {
  member: { banned: false, name: "Aisyah Rahman", nickname: "Aisyah", phone: "+60 12-345 6789" },
  item,
  held: false,
  waitingLine: false,
  policies: DEFAULT_BOOKING_POLICIES,
};

/** The refusal's code and message, or "bookable". */
function judged(state: BookingState): { code: string; status: number; message: string } | string {
  try {
    bookableClass(state, now);
    return "bookable";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, status: error.status, message: error.message };
  }
}

describe("bookableClass", () => {
  it("answers the class when everything allows the booking", () => {
    expect(bookableClass(open, now)).toBe(item);
  });

  it("refuses a disabled or vanished account first", () => {
    const disabled = { code: "account_disabled", status: 403, message: MESSAGES.accountDisabled };
    expect(judged({ ...open, member: { ...open.member!, banned: true }, held: true })).toEqual(
      disabled,
    );
    expect(judged({ ...open, member: null, item: null })).toEqual(disabled);
  });

  it("asks for a complete profile before looking at the class", () => {
    expect(judged({ ...open, member: { ...open.member!, phone: " " }, item: null })).toEqual({
      code: "profile_incomplete",
      status: 409,
      message: MESSAGES.completeProfileFirst,
    });
  });

  it("refuses a missing or cancelled class", () => {
    expect(judged({ ...open, item: null })).toMatchObject({ code: "class_not_found", status: 404 });
    expect(judged({ ...open, item: { ...item, cancelledAt: now }, held: true })).toEqual({
      code: "class_cancelled",
      status: 409,
      message: MESSAGES.classCancelled,
    });
  });

  it("refuses a second booking of the same class before the class's state", () => {
    expect(judged({ ...open, held: true, item: { ...item, slotsFilled: 20 } })).toMatchObject({
      code: "already_booked",
      message: MESSAGES.alreadyBooked,
    });
  });

  it("keeps the booking window of the studio's policies", () => {
    const soon = { ...item, startsAt: new Date(now.getTime() + HOUR_MS), slotsFilled: 20 };
    expect(judged({ ...open, item: soon })).toEqual({
      code: "booking_closed",
      status: 409,
      message: bookingClosedMessage(DEFAULT_BOOKING_POLICIES),
    });
    const horizon = { ...DEFAULT_BOOKING_POLICIES, bookingHorizonDays: 1 };
    expect(judged({ ...open, policies: horizon })).toEqual({
      code: "booking_not_open",
      status: 409,
      message: bookingNotOpenMessage(horizon),
    });
  });

  it("refuses a full class", () => {
    expect(judged({ ...open, item: { ...item, slotsFilled: 20 } })).toEqual({
      code: "fully_booked",
      status: 409,
      message: MESSAGES.fullyBooked,
    });
  });

  it("keeps a freed seat for the waiting students while their line is open, not after", () => {
    expect(judged({ ...open, waitingLine: true })).toEqual({
      code: "waitlist_first",
      status: 409,
      message: MESSAGES.waitlistFirst,
    });
    const cutoff = { ...DEFAULT_BOOKING_POLICIES, waitlistCutoffMinutes: 72 * 60 };
    expect(judged({ ...open, waitingLine: true, policies: cutoff })).toBe("bookable");
  });
});
