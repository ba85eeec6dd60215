import { describe, expect, it } from "vitest";
import {
  checkRecharge,
  EMPTY_RECHARGE,
  isRechargeReady,
  PAYMENT_METHOD_LABELS,
  rechargeSummary,
} from "./recharge-values.ts";

const filled = { amount: "10", paymentMethod: "Cash", remark: " paid at the desk " } as const;

describe("isRechargeReady", () => {
  it("waits for both the amount and the payment method", () => {
    expect(isRechargeReady(EMPTY_RECHARGE)).toBe(false);
    expect(isRechargeReady({ ...EMPTY_RECHARGE, amount: "5" })).toBe(false);
    expect(isRechargeReady({ ...EMPTY_RECHARGE, paymentMethod: "FOC" })).toBe(false);
    expect(isRechargeReady({ ...EMPTY_RECHARGE, amount: " ", paymentMethod: "FOC" })).toBe(false);
    expect(isRechargeReady(filled)).toBe(true);
  });
});

describe("checkRecharge", () => {
  it("answers the call to make, the remark trimmed", () => {
    expect(checkRecharge("u1", filled)).toEqual({
      ok: true,
      data: { userId: "u1", amount: 10, paymentMethod: "Cash", remark: "paid at the desk" },
    });
  });

  it("wants a whole amount of at least 1", () => {
    expect(checkRecharge("u1", { ...filled, amount: "0" })).toEqual({
      ok: false,
      errors: { amount: "Amount must be at least 1" },
    });
    expect(checkRecharge("u1", { ...filled, amount: "1.5" })).toEqual({
      ok: false,
      errors: { amount: "Amount must be a whole number" },
    });
  });

  it("wants one of the four payment methods", () => {
    expect(checkRecharge("u1", { ...filled, paymentMethod: "" })).toEqual({
      ok: false,
      errors: { paymentMethod: "Choose a payment method: Cash, QR Pay, FOC or Other." },
    });
  });
});

describe("rechargeSummary", () => {
  it("adds a valid amount to the current credits", () => {
    expect(rechargeSummary(4, filled)).toEqual({ current: 4, adding: 10, total: 14 });
  });

  it("adds nothing while the amount is missing or not valid", () => {
    expect(rechargeSummary(4, EMPTY_RECHARGE)).toEqual({ current: 4, adding: 0, total: 4 });
    expect(rechargeSummary(4, { ...filled, amount: "-3" })).toEqual({
      current: 4,
      adding: 0,
      total: 4,
    });
    expect(rechargeSummary(4, { ...filled, amount: "2.5" }).adding).toBe(0);
  });
});

describe("PAYMENT_METHOD_LABELS", () => {
  it("spells out FOC", () => {
    expect(Object.values(PAYMENT_METHOD_LABELS)).toEqual([
      "Cash",
      "QR Pay",
      "FOC (Free of Charge)",
      "Other",
    ]);
  });
});
