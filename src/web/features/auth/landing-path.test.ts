import { describe, expect, it } from "vitest";
import { landingPath } from "./landing-path.ts";

describe("where sign-in lands", () => {
  it("is the page that asked for the sign-in, whoever signs in", () => {
    for (const role of ["admin", "student"]) {
      expect(landingPath({ redirect: "/plan", role, hasUpcomingBooking: true })).toBe("/plan");
    }
  });

  it("is the admin for an admin", () => {
    expect(landingPath({ redirect: null, role: "admin", hasUpcomingBooking: false })).toBe(
      "/admin",
    );
  });

  it("is a student's next booking, or the timetable without one", () => {
    expect(landingPath({ redirect: null, role: "student", hasUpcomingBooking: true })).toBe(
      "/me?tab=bookings",
    );
    expect(landingPath({ redirect: null, role: null, hasUpcomingBooking: false })).toBe(
      "/timetable",
    );
  });
});
