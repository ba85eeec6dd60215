import { describe, expect, it } from "vitest";
import { paymentInWords } from "./booking-terms.ts";

const KL = "Asia/Kuala_Lumpur";
/** 24 Nov 2026, 4 pm in Kuala Lumpur. */
const NOW = new Date("2026-11-24T08:00:00Z");
const THIS_MONTH = "2026-11-27T01:00:00Z";
const NEXT_MONTH = "2026-12-03T01:00:00Z";
const plan = (usedInClassMonth: number, maxClassesPerMonth: number) => ({
  packageName: "Monthly Unlimited",
  usedInClassMonth,
  maxClassesPerMonth,
});

describe("paymentInWords (issue #22)", () => {
  it("says a covering subscription pays, and how much of its month is used", () => {
    const terms = { payment: "subscription" as const, credits: 0, subscription: plan(3, 8) };
    expect(paymentInWords(terms, THIS_MONTH, NOW, KL)).toBe(
      "Covered by Monthly Unlimited — 3 of 8 classes used this month",
    );
    expect(paymentInWords(terms, NEXT_MONTH, NOW, KL)).toBe(
      "Covered by Monthly Unlimited — 3 of 8 classes used in December",
    );
    expect(paymentInWords({ ...terms, subscription: plan(12, 999) }, THIS_MONTH, NOW, KL)).toBe(
      "Covered by Monthly Unlimited — unlimited classes, 12 used this month",
    );
  });

  it("gives the credits, and why a subscription does not pay", () => {
    expect(
      paymentInWords({ payment: "credits", credits: 2, subscription: null }, THIS_MONTH, NOW, KL),
    ).toBe("2 credits");
    expect(
      paymentInWords(
        { payment: "credits", credits: 1, subscription: plan(8, 8) },
        THIS_MONTH,
        NOW,
        KL,
      ),
    ).toBe("1 credit — all 8 classes of Monthly Unlimited are used this month");
    expect(
      paymentInWords(
        { payment: "credits", credits: 3, subscription: plan(2, 8) },
        THIS_MONTH,
        NOW,
        KL,
      ),
    ).toBe("3 credits — Monthly Unlimited does not cover this class");
  });
});
