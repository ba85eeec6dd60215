import { describe, expect, it } from "vitest";
import type { AdminCreditPack } from "../../../shared/sales.ts";
import {
  type CreditPackFormValues,
  checkCreditPack,
  creditPackFormValues,
  EMPTY_CREDIT_PACK_FORM,
} from "./credit-pack-form-values.ts";

const filled: CreditPackFormValues = {
  name: "  Ten Classes ",
  credits: "10",
  priceRm: "180",
  validityDays: "60",
  neverExpire: false,
  onSale: true,
};

const saved: AdminCreditPack = {
  id: "p1",
  name: "Five Classes",
  credits: 5,
  priceSen: 9950,
  senPerCredit: 1990,
  validityDays: null,
  onSale: false,
  sold: 3,
};

describe("the credit pack form", () => {
  it("starts empty, on sale", () => {
    expect(EMPTY_CREDIT_PACK_FORM).toMatchObject({ name: "", neverExpire: false, onSale: true });
  });

  it("sends the pack trimmed, its price in ringgit as the server reads it", () => {
    expect(checkCreditPack(filled)).toEqual({
      ok: true,
      data: { name: "Ten Classes", credits: 10, priceRm: "180.00", validityDays: 60, onSale: true },
    });
  });

  it("sends no validity for packs that never expire, whatever days were typed", () => {
    const result = checkCreditPack({ ...filled, neverExpire: true, validityDays: "abc" });
    expect(result.ok && result.data.validityDays).toBeNull();
  });

  it("names each field's problem", () => {
    expect(
      checkCreditPack({ ...filled, name: " ", credits: "0", priceRm: "12.345", validityDays: "" }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        credits: "Credits must be at least 1",
        priceRm:
          "Price must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
        validityDays: "Validity must be a whole number of days, or tick Never expire",
      },
    });
    expect(checkCreditPack({ ...filled, credits: "2.5", validityDays: "0" })).toEqual({
      ok: false,
      errors: {
        credits: "Credits must be a whole number",
        validityDays: "Validity must be at least 1 day",
      },
    });
  });

  it("fills in a saved pack", () => {
    expect(creditPackFormValues(saved)).toEqual({
      name: "Five Classes",
      credits: "5",
      priceRm: "99.50",
      validityDays: "",
      neverExpire: true,
      onSale: false,
    });
    expect(creditPackFormValues({ ...saved, validityDays: 30 })).toMatchObject({
      validityDays: "30",
      neverExpire: false,
    });
  });
});
