import { describe, expect, it } from "vitest";
import { creditDetails } from "./activity-details.ts";

describe("the credits an activity moved", () => {
  it.each([
    [
      "a recharge",
      { type: "recharge", metadata: { amount: 20, paymentMethod: "Cash" } },
      { amount: 20, type: "credit", reasonLabel: "Credit Purchase" },
    ],
    [
      "a package bought",
      { type: "package", metadata: { price: 30, packageName: "Month" } },
      { amount: 30, type: "debit", reasonLabel: "Package Purchase" },
    ],
    [
      "an adjustment down",
      { type: "credits", metadata: { amount: 4, type: "debit", reason: "admin_adjustment" } },
      { amount: 4, type: "debit", reasonLabel: "Admin Adjustment" },
    ],
    [
      "the free trial",
      { type: "credits", metadata: { amount: 14, type: "credit", reason: "initial_credits" } },
      { amount: 14, type: "credit", reasonLabel: "Initial Credits" },
    ],
    [
      "credits spent on a class",
      { type: "usage", metadata: { amount: 3, type: "debit", reason: "class_booking" } },
      { amount: 3, type: "debit", reasonLabel: "Class Booking" },
    ],
  ])("reads %s", (_, activity, details) => {
    expect(creditDetails(activity)).toEqual({ kind: "credits", ...details });
  });

  it.each([
    ["a sign-in", { type: "login", metadata: {} }],
    ["a profile change", { type: "profile", metadata: { changes: ["name"] } }],
    [
      "a booking, which has class details instead",
      { type: "booking", metadata: { creditsPaid: 2 } },
    ],
    ["an unknown reason", { type: "credits", metadata: { amount: 1, reason: "gift" } }],
  ])("finds none in %s", (_, activity) => {
    expect(creditDetails(activity)).toBeUndefined();
  });
});
