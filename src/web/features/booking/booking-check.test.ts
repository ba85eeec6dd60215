import { describe, expect, it } from "vitest";
import { CLASS_STATUSES } from "../../../shared/availability.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { type BookingCheckInput, checkBooking } from "./booking-check.ts";

const ready: BookingCheckInput = {
  signedIn: true,
  status: "available",
  classCredits: 2,
  credits: 20,
  hasActiveSubscription: false,
  policies: DEFAULT_BOOKING_POLICIES,
};

describe("checkBooking (spec §5, client-side booking check)", () => {
  it("words a closed or not yet open class by the studio's own policies", () => {
    const policies = {
      ...DEFAULT_BOOKING_POLICIES,
      bookingClosesMinutesBefore: 90,
      bookingHorizonDays: 14,
    };
    expect(checkBooking({ ...ready, status: "booking_closed", policies })).toMatchObject({
      message: "Booking closes 1 hour 30 minutes before class start.",
    });
    expect(checkBooking({ ...ready, status: "not_open_yet", policies })).toMatchObject({
      message: "Classes open for booking 14 days ahead.",
    });
  });

  it("lets a signed-in student with enough credits book an available class", () => {
    expect(checkBooking(ready)).toEqual({ ok: true });
    expect(checkBooking({ ...ready, credits: 2 })).toEqual({ ok: true });
  });

  it("asks a visitor to log in first, whatever the class's state", () => {
    for (const status of CLASS_STATUSES) {
      expect(checkBooking({ ...ready, signedIn: false, status, credits: null })).toEqual({
        ok: false,
        reason: "sign_in",
        message: "Please log in to book a class.",
      });
    }
  });

  it("names the reason a class is not available", () => {
    const message = (status: BookingCheckInput["status"]) =>
      checkBooking({ ...ready, status, credits: 0 });
    expect(message("already_booked")).toMatchObject({
      reason: "status",
      message: "You have already booked this class.",
    });
    expect(message("fully_booked")).toMatchObject({ message: "This class is fully booked." });
    expect(message("booking_closed")).toMatchObject({
      message: "Booking closes 2 hours before class start.",
    });
    expect(message("attended")).toMatchObject({ message: "Cannot book: Attended" });
    expect(message("unavailable")).toMatchObject({ message: "Cannot book: Login Required" });
  });

  it("asks for the class's credits unless a subscription is active", () => {
    expect(checkBooking({ ...ready, credits: 1, classCredits: 3 })).toEqual({
      ok: false,
      reason: "credits",
      message: "You need at least 3 credits to book this class.",
    });
    expect(checkBooking({ ...ready, credits: 0, hasActiveSubscription: true })).toEqual({
      ok: true,
    });
  });

  it("leaves the credits to the server while the balance is not known", () => {
    expect(checkBooking({ ...ready, credits: null })).toEqual({ ok: true });
  });
});
