import { describe, expect, it } from "vitest";
import { DESK_PAYMENT_METHODS, ONLINE_PAYMENT } from "../../../shared/constants.ts";
import { type CreditPackOffer, PAYMENT_METHOD_LABELS } from "../../../shared/sales.ts";
import {
  CUSTOM_CREDITS,
  checkRecharge,
  chooseMethod,
  chooseProduct,
  emptyRecharge,
  isRechargeReady,
  type RechargeValues,
  rechargeSummary,
} from "./recharge-values.ts";

const ten: CreditPackOffer = {
  id: "0b9a3c52-8d4e-4f1a-9a57-2c1e5f6a7b80",
  name: "Ten Classes",
  credits: 10,
  priceSen: 18_000,
  senPerCredit: 1800,
  validityDays: 60,
};
const five: CreditPackOffer = {
  id: "5c2d1e0f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  name: "Five Classes",
  credits: 5,
  priceSen: 9950,
  senPerCredit: 1990,
  validityDays: null,
};
const packs = [ten, five];

const custom: RechargeValues = {
  product: CUSTOM_CREDITS,
  amount: "10",
  paid: "150",
  paymentMethod: "Cash",
  reference: "",
  remark: " paid at the desk ",
};

describe("a blank form", () => {
  it("waits for a choice of pack, or starts on custom credits when none is on sale", () => {
    expect(emptyRecharge(packs).product).toBe("");
    expect(emptyRecharge([]).product).toBe(CUSTOM_CREDITS);
  });
});

describe("choosing what is sold", () => {
  it("fills Amount received with the pack's price", () => {
    const chosen = chooseProduct(emptyRecharge(packs), ten.id, packs);
    expect(chosen).toMatchObject({ product: ten.id, paid: "180.00" });
    expect(chooseProduct(chosen, five.id, packs).paid).toBe("99.50");
  });

  it("clears the pack's price for custom credits, but keeps an amount the desk typed", () => {
    const chosen = chooseProduct(emptyRecharge(packs), ten.id, packs);
    expect(chooseProduct(chosen, CUSTOM_CREDITS, packs).paid).toBe("");
    expect(chooseProduct({ ...chosen, paid: "170" }, CUSTOM_CREDITS, packs).paid).toBe("170");
  });

  it("leaves FOC at nothing received", () => {
    const free = chooseMethod(emptyRecharge(packs), "FOC", packs);
    expect(chooseProduct(free, ten.id, packs).paid).toBe("0.00");
  });
});

describe("choosing the payment method", () => {
  it("sets RM 0.00 for FOC, and brings the pack's price back after it", () => {
    const chosen = chooseProduct(emptyRecharge(packs), ten.id, packs);
    const free = chooseMethod(chosen, "FOC", packs);
    expect(free.paid).toBe("0.00");
    expect(chooseMethod(free, "QR Pay", packs).paid).toBe("180.00");
    expect(chooseMethod({ ...free, product: CUSTOM_CREDITS }, "Cash", packs).paid).toBe("");
  });

  it("keeps the amount between two methods that take money", () => {
    const typed = { ...chooseProduct(emptyRecharge(packs), ten.id, packs), paid: "175" };
    expect(chooseMethod(typed, "Card", packs).paid).toBe("175");
  });
});

describe("isRechargeReady", () => {
  it("waits for a product (a pack, or an amount of custom credits) and a payment method", () => {
    const blank = emptyRecharge(packs);
    expect(isRechargeReady(blank)).toBe(false);
    expect(isRechargeReady({ ...blank, product: ten.id })).toBe(false);
    expect(isRechargeReady({ ...blank, paymentMethod: "Cash" })).toBe(false);
    expect(isRechargeReady({ ...blank, product: ten.id, paymentMethod: "Cash" })).toBe(true);
    expect(isRechargeReady({ ...custom, amount: " " })).toBe(false);
    expect(isRechargeReady(custom)).toBe(true);
  });
});

describe("checkRecharge", () => {
  it("sells custom credits: the ringgit as the server reads them, the texts trimmed", () => {
    expect(checkRecharge("u1", { ...custom, reference: " QR-88 " })).toEqual({
      ok: true,
      data: {
        userId: "u1",
        amount: 10,
        paid: "150.00",
        paymentMethod: "Cash",
        reference: "QR-88",
        remark: "paid at the desk",
      },
    });
  });

  it("sells a pack by its id, for what was received", () => {
    const chosen = chooseMethod(
      chooseProduct(emptyRecharge(packs), ten.id, packs),
      "QR Pay",
      packs,
    );
    expect(checkRecharge("u1", { ...chosen, paid: "170.5" })).toEqual({
      ok: true,
      data: {
        userId: "u1",
        packId: ten.id,
        paid: "170.50",
        paymentMethod: "QR Pay",
        reference: "",
        remark: "",
      },
    });
  });

  it("gives FOC away for RM 0.00", () => {
    const free = chooseMethod(custom, "FOC", packs);
    expect(checkRecharge("u1", free)).toMatchObject({
      ok: true,
      data: { paid: "0.00", paymentMethod: "FOC" },
    });
  });

  it("wants a whole amount of at least 1", () => {
    expect(checkRecharge("u1", { ...custom, amount: "0" })).toEqual({
      ok: false,
      errors: { amount: "Amount must be at least 1" },
    });
    expect(checkRecharge("u1", { ...custom, amount: "1.5" })).toEqual({
      ok: false,
      errors: { amount: "Amount must be a whole number" },
    });
  });

  it("wants the ringgit received, in ringgit and sen, unless FOC", () => {
    expect(checkRecharge("u1", { ...custom, paid: "" })).toEqual({
      ok: false,
      errors: { paid: "Enter the amount received in RM, or choose FOC (Free of Charge)." },
    });
    for (const paid of ["-5", "12.345", "RM 12", "100000.01"]) {
      expect(checkRecharge("u1", { ...custom, paid })).toEqual({
        ok: false,
        errors: {
          paid: "Amount received must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
        },
      });
    }
    expect(checkRecharge("u1", { ...custom, paymentMethod: "FOC", paid: "10" })).toEqual({
      ok: false,
      errors: { paid: "FOC is free of charge: the amount received must be RM 0.00." },
    });
  });

  it("wants one of the six payment methods", () => {
    expect(checkRecharge("u1", { ...custom, paymentMethod: "" })).toEqual({
      ok: false,
      errors: {
        paymentMethod: "Choose a payment method: Cash, QR Pay, Card, Bank Transfer, FOC, Other.",
      },
    });
  });

  it("keeps the reference short", () => {
    expect(checkRecharge("u1", { ...custom, reference: "x".repeat(101) })).toEqual({
      ok: false,
      errors: { reference: "Please keep the reference under 100 characters." },
    });
  });
});

describe("rechargeSummary", () => {
  it("adds a pack's credits, or a valid custom amount, and reads the ringgit received", () => {
    expect(rechargeSummary(4, custom, packs)).toEqual({
      current: 4,
      adding: 10,
      total: 14,
      paidSen: 15_000,
    });
    const chosen = chooseProduct(emptyRecharge(packs), five.id, packs);
    expect(rechargeSummary(4, chosen, packs)).toEqual({
      current: 4,
      adding: 5,
      total: 9,
      paidSen: 9950,
    });
  });

  it("adds nothing while nothing valid is chosen, and no ringgit while they are not valid", () => {
    expect(rechargeSummary(4, emptyRecharge(packs), packs)).toEqual({
      current: 4,
      adding: 0,
      total: 4,
      paidSen: null,
    });
    expect(rechargeSummary(4, { ...custom, amount: "-3" }, packs).adding).toBe(0);
    expect(rechargeSummary(4, { ...custom, amount: "2.5" }, packs).adding).toBe(0);
    expect(rechargeSummary(4, { ...custom, paid: "12.345" }, packs).paidSen).toBeNull();
  });
});

describe("PAYMENT_METHOD_LABELS", () => {
  it("names the desk's six methods, FOC spelt out", () => {
    expect(DESK_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method])).toEqual([
      "Cash",
      "QR Pay",
      "Card (terminal)",
      "Bank transfer",
      "FOC (Free of Charge)",
      "Other",
    ]);
  });

  it("names a payment through Stripe apart from the desk's card terminal (issue #24)", () => {
    expect(PAYMENT_METHOD_LABELS[ONLINE_PAYMENT]).toBe("Online (Stripe)");
  });
});
