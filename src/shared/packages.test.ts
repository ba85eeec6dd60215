import { describe, expect, it } from "vitest";
import { packageWorth, savingsBeyondWorth, savingsPercent } from "./packages.ts";

describe("savingsPercent", () => {
  it("divides the savings by the price plus the savings", () => {
    expect(savingsPercent(80, 20)).toBe(20);
    expect(savingsPercent(100, 100)).toBe(50);
  });
  it("rounds to a whole number", () => {
    expect(savingsPercent(2, 1)).toBe(33);
    expect(savingsPercent(1, 2)).toBe(67);
    expect(savingsPercent(7, 1)).toBe(13);
  });
  it("is 0 without savings", () => {
    expect(savingsPercent(120, 0)).toBe(0);
  });
  it("is 0, not NaN, when price and savings are both 0", () => {
    expect(savingsPercent(0, 0)).toBe(0);
  });
});

describe("packageWorth", () => {
  it("counts the monthly cap for each month the package lasts", () => {
    expect(packageWorth({ price: 13, validityDays: 30, maxClassesPerMonth: 8 }, 2)).toEqual({
      classes: 8,
      credits: 16,
      highestSavings: 3,
    });
    expect(packageWorth({ price: 60, validityDays: 90, maxClassesPerMonth: 12 }, 2).classes).toBe(
      36,
    );
    expect(packageWorth({ price: 1, validityDays: 365, maxClassesPerMonth: 4 }, 2).classes).toBe(
      48,
    );
  });
  it("counts no more than one class a day, which is all an unlimited package gives", () => {
    expect(packageWorth({ price: 40, validityDays: 30, maxClassesPerMonth: 999 }, 2)).toEqual({
      classes: 30,
      credits: 60,
      highestSavings: 20,
    });
    expect(packageWorth({ price: 1, validityDays: 7, maxClassesPerMonth: 12 }, 3).classes).toBe(7);
  });
  it("counts a package shorter than a month as one month's cap", () => {
    expect(packageWorth({ price: 6, validityDays: 14, maxClassesPerMonth: 4 }, 2).classes).toBe(4);
  });
  it("allows no savings when the price is above the worth", () => {
    expect(packageWorth({ price: 50, validityDays: 30, maxClassesPerMonth: 4 }, 2)).toEqual({
      classes: 4,
      credits: 8,
      highestSavings: 0,
    });
  });
});

describe("savingsBeyondWorth", () => {
  const flow8 = {
    name: "Flow 8",
    price: 13,
    validityDays: 30,
    maxClassesPerMonth: 8,
    validYogaTypes: [],
  };
  it("accepts savings up to the worth less the price", () => {
    expect(savingsBeyondWorth({ ...flow8, totalCustomerSave: 3 }, 2)).toBeUndefined();
    expect(savingsBeyondWorth({ ...flow8, totalCustomerSave: 0 }, 2)).toBeUndefined();
  });
  it("says what the package is worth when the savings are more", () => {
    expect(savingsBeyondWorth({ ...flow8, totalCustomerSave: 4 }, 2)).toBe(
      "Savings can be at most 3 credits: 8 classes are worth 16 credits at 2 credits each, and the price is 13 credits.",
    );
    expect(savingsBeyondWorth({ ...flow8, maxClassesPerMonth: 1, totalCustomerSave: 1 }, 1)).toBe(
      "Savings can be at most 0 credits: 1 class is worth 1 credit at 1 credit each, and the price is 13 credits.",
    );
  });
});
