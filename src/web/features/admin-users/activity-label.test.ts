import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPES } from "../../../shared/constants.ts";
import { activityLabel } from "./activity-label.ts";

describe("activityLabel", () => {
  it("names the kinds as the History chips do", () => {
    expect(activityLabel("recharge")).toBe("Credit Recharge");
    expect(activityLabel("usage")).toBe("Credit Usage");
    expect(activityLabel("booking")).toBe("Booking");
  });

  it("has a name for every kind the server records", () => {
    for (const type of ACTIVITY_TYPES) expect(activityLabel(type)).not.toBe(type);
  });

  it("shows an unknown kind as it came", () => {
    expect(activityLabel("newsletter")).toBe("newsletter");
  });
});
