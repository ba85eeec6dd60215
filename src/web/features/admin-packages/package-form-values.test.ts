import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import {
  checkPackage,
  EMPTY_PACKAGE_FORM,
  liveSavingsPercent,
  liveWorth,
  MAX_CLASSES_PRESETS,
  type PackageFormValues,
  packageFormValues,
  VALIDITY_PRESETS,
  withYogaType,
} from "./package-form-values.ts";

const filled: PackageFormValues = {
  name: "  Flow Month ",
  price: "60",
  priceRm: "",
  totalCustomerSave: "20",
  validityDays: "30",
  maxClassesPerMonth: "8",
  allYogaTypes: false,
  yogaTypes: ["Inside Flow Yoga", "Vinyasa Flow"],
};

const saved: AdminPackage = {
  id: "p1",
  name: "Gentle Quarter",
  price: 150,
  priceSen: 45_000,
  totalCustomerSave: 30,
  savingsPercent: 17,
  validityDays: 90,
  validYogaTypes: ["Yin Yoga", "Hatha Yoga"],
  maxClassesPerMonth: 999,
  isActive: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  activeSubscribers: 2,
  expiringSoon: 1,
  subscriptionsSold: 3,
  totalRevenue: 450,
};

describe("the presets", () => {
  it("are the validity and monthly-cap presets of the specification", () => {
    expect(VALIDITY_PRESETS.map(({ label, value }) => `${label} ${value}`)).toEqual([
      "1 Week 7",
      "1 Month 30",
      "3 Months 90",
      "6 Months 180",
      "1 Year 365",
    ]);
    expect(MAX_CLASSES_PRESETS.map(({ label, value }) => `${label} ${value}`)).toEqual([
      "4 4",
      "8 8",
      "12 12",
      "20 20",
      "Unlimited 999",
    ]);
  });

  it("start a new package at 30 days, no savings, all yoga types", () => {
    expect(EMPTY_PACKAGE_FORM).toMatchObject({
      validityDays: "30",
      totalCustomerSave: "0",
      allYogaTypes: true,
    });
  });
});

describe("the live savings percentage", () => {
  it("is save / (price + save), whole", () => {
    expect(liveSavingsPercent(filled)).toBe(25);
    expect(liveSavingsPercent({ ...filled, price: "2", totalCustomerSave: "1" })).toBe(33);
    expect(liveSavingsPercent({ ...filled, totalCustomerSave: "0" })).toBe(0);
  });

  it("waits for a price and savings the form accepts", () => {
    for (const change of [
      { price: "" },
      { price: "0" },
      { price: "9.5" },
      { totalCustomerSave: "" },
      { totalCustomerSave: "-5" },
    ]) {
      expect(liveSavingsPercent({ ...filled, ...change })).toBeNull();
    }
  });
});

describe("the yoga types", () => {
  it("keep the studio's order, whatever order they are ticked in", () => {
    const ticked = withYogaType(
      withYogaType({ ...filled, yogaTypes: [] }, "Yin Yoga", true),
      "Normal Yoga",
      true,
    );
    expect(ticked.yogaTypes).toEqual(["Normal Yoga", "Yin Yoga"]);
    expect(withYogaType(ticked, "Normal Yoga", false).yogaTypes).toEqual(["Yin Yoga"]);
  });

  it("need one ticked unless All Yoga Types is on", () => {
    expect(checkPackage({ ...filled, yogaTypes: [] })).toEqual({
      ok: false,
      errors: { validYogaTypes: MESSAGES.chooseYogaType },
    });
    expect(MESSAGES.chooseYogaType).toBe("Choose at least one yoga type, or tick All Yoga Types.");
  });

  it("send [] for All Yoga Types, whatever is ticked below it", () => {
    const result = checkPackage({ ...filled, allYogaTypes: true });
    expect(result.ok && result.data.validYogaTypes).toEqual([]);
  });
});

describe("checking the form", () => {
  it("sends the package trimmed, in whole numbers", () => {
    expect(checkPackage(filled)).toEqual({
      ok: true,
      data: {
        name: "Flow Month",
        price: 60,
        priceRm: null,
        totalCustomerSave: 20,
        validityDays: 30,
        maxClassesPerMonth: 8,
        validYogaTypes: ["Inside Flow Yoga", "Vinyasa Flow"],
      },
    });
  });

  it("sends a ringgit price as the server reads it, and none when the field is empty", () => {
    const priced = checkPackage({ ...filled, priceRm: " 250.5 " });
    expect(priced.ok && priced.data.priceRm).toBe("250.50");
    const unpriced = checkPackage({ ...filled, priceRm: "  " });
    expect(unpriced.ok && unpriced.data.priceRm).toBeNull();
    expect(checkPackage({ ...filled, priceRm: "12.345" })).toEqual({
      ok: false,
      errors: {
        priceRm:
          "Price in RM must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
      },
    });
  });

  it("names every required field that is missing, the cleared validity too", () => {
    expect(
      checkPackage({
        ...EMPTY_PACKAGE_FORM,
        totalCustomerSave: "",
        validityDays: "",
        allYogaTypes: false,
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Package name is required",
        price: "Price is required",
        totalCustomerSave: "Savings is required",
        validityDays: "Validity days is required",
        maxClassesPerMonth: "Max classes per month is required",
        validYogaTypes: MESSAGES.chooseYogaType,
      },
    });
  });

  it("holds each number to its minimum and to whole numbers", () => {
    expect(
      checkPackage({
        ...filled,
        name: "   ",
        price: "0",
        totalCustomerSave: "-1",
        validityDays: "0",
        maxClassesPerMonth: "0",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Package name is required",
        price: "Price must be at least 1 credit",
        totalCustomerSave: "Savings must be 0 or more",
        validityDays: "Validity must be at least 1 day",
        maxClassesPerMonth: "Max classes per month must be at least 1",
      },
    });
    expect(checkPackage({ ...filled, price: "1.5" })).toEqual({
      ok: false,
      errors: { price: "Price must be a whole number" },
    });
    expect(checkPackage({ ...filled, maxClassesPerMonth: "1000" })).toEqual({
      ok: false,
      errors: { maxClassesPerMonth: "Max classes per month must be at most 999" },
    });
  });
});

describe("a saved package", () => {
  it("fills the form, its types in the studio's order", () => {
    expect(packageFormValues(saved)).toEqual({
      name: "Gentle Quarter",
      price: "150",
      priceRm: "450.00",
      totalCustomerSave: "30",
      validityDays: "90",
      maxClassesPerMonth: "999",
      allYogaTypes: false,
      yogaTypes: ["Hatha Yoga", "Yin Yoga"],
    });
  });

  it("without a ringgit price leaves that field empty", () => {
    expect(packageFormValues({ ...saved, priceSen: null }).priceRm).toBe("");
  });

  it("with no types listed is All Yoga Types", () => {
    expect(packageFormValues({ ...saved, validYogaTypes: [] })).toMatchObject({
      allYogaTypes: true,
      yogaTypes: [],
    });
  });
});

describe("the package's worth", () => {
  it("is what its classes cost at the usual class price, once price, validity and cap are numbers", () => {
    expect(liveWorth(filled, 2)).toEqual({ classes: 8, credits: 16, highestSavings: 0 });
    expect(liveWorth({ ...filled, price: "12" }, 3)).toEqual({
      classes: 8,
      credits: 24,
      highestSavings: 12,
    });
    for (const change of [{ price: "" }, { validityDays: "0" }, { maxClassesPerMonth: "1.5" }]) {
      expect(liveWorth({ ...filled, ...change }, 2)).toBeNull();
    }
  });

  it("bounds the savings once the usual class price is known, as the server does", () => {
    expect(checkPackage({ ...filled, price: "12", totalCustomerSave: "5" }, 2)).toEqual({
      ok: false,
      errors: {
        totalCustomerSave:
          "Savings can be at most 4 credits: 8 classes are worth 16 credits at 2 credits each, and the price is 12 credits.",
      },
    });
    expect(checkPackage({ ...filled, price: "12", totalCustomerSave: "4" }, 2).ok).toBe(true);
    expect(checkPackage({ ...filled, name: "", totalCustomerSave: "5" }, 2)).toEqual({
      ok: false,
      errors: { name: "Package name is required" },
    });
  });
});
