import { describe, expect, it } from "vitest";
import { formatCredits } from "../../../shared/credits.ts";
import { formatMoney } from "../../lib/formatters.ts";
import {
  classesPerMonthLabel,
  classesWorthLabel,
  packValidityLabel,
  perCreditLabel,
  ringgitPriceLabel,
  savingsLabel,
  validityLabel,
  yogaTypesLabel,
} from "./package-terms.ts";

describe("package terms", () => {
  it("calls 999 classes a month unlimited (spec §9)", () => {
    expect(classesPerMonthLabel(999)).toBe("Unlimited classes a month");
    expect(classesPerMonthLabel(8)).toBe("Up to 8 classes a month");
    expect(classesPerMonthLabel(1)).toBe("Up to 1 class a month");
  });

  it("reads an empty list of yoga types as all of them", () => {
    expect(yogaTypesLabel([])).toBe("All yoga types");
    expect(yogaTypesLabel(["Hatha Yoga", "Yin Yoga"])).toBe("Hatha Yoga, Yin Yoga");
  });

  it("states savings in credits and as a percent, and nothing when there are none", () => {
    expect(savingsLabel({ totalCustomerSave: 40, savingsPercent: 25 })).toBe(
      "Save 40 credits (25%)",
    );
    expect(savingsLabel({ totalCustomerSave: 1, savingsPercent: 2 })).toBe("Save 1 credit (2%)");
    expect(savingsLabel({ totalCustomerSave: 0, savingsPercent: 0 })).toBeNull();
  });

  it("gives the validity in days", () => {
    expect(validityLabel(30)).toBe("Valid for 30 days");
    expect(validityLabel(1)).toBe("Valid for 1 day");
  });
});

describe("credit pack and ringgit terms", () => {
  it("give a package's ringgit price beside its credits, when it has one", () => {
    expect(ringgitPriceLabel(25_000)).toBe("or RM 250.00");
    expect(ringgitPriceLabel(123_456)).toBe("or RM 1,234.56");
    expect(ringgitPriceLabel(null)).toBe("(credits only)");
  });

  it("says what credits come to in classes at the usual price", () => {
    expect(classesWorthLabel(10, 2)).toBe("About 5 classes at 2 credits each");
    expect(classesWorthLabel(3, 2)).toBe("About 1 class at 2 credits each");
    expect(classesWorthLabel(20, 1)).toBe("About 20 classes at 1 credit each");
  });

  it("give a pack's price of a credit", () => {
    expect(perCreditLabel(1800)).toBe("RM 18.00 a credit");
  });

  it("say how long a pack's credits last", () => {
    expect(packValidityLabel(60)).toBe("Use within 60 days of buying");
    expect(packValidityLabel(1)).toBe("Use within 1 day of buying");
    expect(packValidityLabel(null)).toBe("Credits never expire");
  });
});

describe("money and credits on the Plans page", () => {
  it("shows the free trial's price with the studio's currency label", () => {
    expect(formatMoney(0, "RM")).toBe("RM 0.00");
    expect(formatMoney(12.5, "SGD")).toBe("SGD 12.50");
  });

  it("counts credits in words", () => {
    expect(formatCredits(14)).toBe("14 credits");
    expect(formatCredits(1)).toBe("1 credit");
    expect(formatCredits(0)).toBe("0 credits");
  });
});
