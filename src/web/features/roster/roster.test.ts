import { describe, expect, it } from "vitest";
import { paidInWords } from "./roster.ts";

describe("paidInWords", () => {
  it("says the credits paid, one or many", () => {
    expect(paidInWords({ paidWith: "credits", creditsPaid: 2, bookingReason: null })).toBe(
      "2 credits",
    );
    expect(paidInWords({ paidWith: "credits", creditsPaid: 1, bookingReason: null })).toBe(
      "1 credit",
    );
  });

  it("names a subscription, and a complimentary place with its reason", () => {
    expect(paidInWords({ paidWith: "subscription", creditsPaid: 0, bookingReason: null })).toBe(
      "Subscription",
    );
    expect(
      paidInWords({ paidWith: "complimentary", creditsPaid: 0, bookingReason: "Teacher's guest" }),
    ).toBe("Complimentary: Teacher's guest");
  });
});
