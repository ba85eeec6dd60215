import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import {
  checkIdentity,
  checkPolicies,
  type IdentityFormValues,
  identityFormValues,
  policyFormValues,
} from "./settings-form-values.ts";

const identity: IdentityFormValues = identityFormValues({
  name: "Lotus Room",
  tagline: "Breathe",
  phone: "+60 3-1111 2222",
  email: "hello@lotus.example",
  address: "Jalan Ampang, Kuala Lumpur",
  directionsUrl: "https://maps.example/lotus",
  instagramUrl: "",
  facebookUrl: "https://facebook.example/lotus",
  youtubeUrl: "",
  currency: "RM",
  established: 2015,
  aboutText: "",
});

describe("the Studio form", () => {
  it("gives back what it was given, the year as a number", () => {
    expect(checkIdentity(identity)).toMatchObject({ ok: true, data: { established: 2015 } });
  });

  it("names each field to fix, by the server's own rules", () => {
    expect(
      checkIdentity({ ...identity, name: " ", established: "", youtubeUrl: "youtube" }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Studio name is required",
        established: "Year opened must be a number",
        youtubeUrl: "YouTube link must be an http or https address",
      },
    });
  });
});

describe("the Booking policies form", () => {
  const policies = policyFormValues(DEFAULT_BOOKING_POLICIES);

  it("starts from the saved policies, an empty horizon being none", () => {
    expect(policies.bookingHorizonDays).toBe("");
    expect(checkPolicies(policies)).toEqual({ ok: true, data: DEFAULT_BOOKING_POLICIES });
  });

  it("refuses a cleared number, a fraction, and a deadline beyond the horizon", () => {
    expect(checkPolicies({ ...policies, bookingClosesMinutesBefore: "" })).toMatchObject({
      errors: { bookingClosesMinutesBefore: "Booking close must be a number" },
    });
    expect(checkPolicies({ ...policies, freeTrialCredits: "2.5" })).toMatchObject({
      errors: { freeTrialCredits: "Free trial credits must be a whole number" },
    });
    expect(
      checkPolicies({ ...policies, bookingHorizonDays: "1", cancellationDeadlineMinutes: "2000" }),
    ).toEqual({
      ok: false,
      errors: {
        cancellationDeadlineMinutes:
          "Cancellation deadline cannot be further ahead than the booking horizon",
      },
    });
  });
});
