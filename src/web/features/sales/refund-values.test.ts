import { describe, expect, it } from "vitest";
import { checkRefund, initialRefund, refundLimits } from "./refund-values.ts";

const refundable = { amountSen: 12_000, credits: 6, used: 4 };

describe("the Refund dialog", () => {
  it("starts with everything that can still be refunded", () => {
    expect(initialRefund(refundable)).toEqual({ amount: "120.00", credits: "6", reason: "" });
  });

  it("says the most each field can take", () => {
    expect(refundLimits(refundable)).toEqual({
      amount: "At most RM 120.00 can still be refunded.",
      credits: "6 credits of this sale are unused (4 used or expired): take back at most 6.",
    });
    expect(refundLimits({ amountSen: 0, credits: 1, used: 0 }).credits).toBe(
      "1 credit of this sale is unused: take back at most 1.",
    );
  });

  it("sends the ringgit as the server reads them, and the reason trimmed", () => {
    expect(checkRefund({ amount: " 50.5 ", credits: "3", reason: " Moving away " })).toEqual({
      ok: true,
      data: { amount: "50.50", credits: 3, reason: "Moving away" },
    });
    expect(checkRefund({ amount: "0", credits: "2", reason: "Class missed" })).toMatchObject({
      ok: true,
      data: { amount: "0.00", credits: 2 },
    });
  });

  it("wants ringgit with at most two decimals, whole credits, and a reason", () => {
    expect(checkRefund({ amount: "12.345", credits: "-1", reason: "  " })).toEqual({
      ok: false,
      errors: {
        amount:
          "Amount refunded must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
        credits: "Credits taken back must be at least 0",
        reason: "Give the reason for the refund.",
      },
    });
    expect(checkRefund({ amount: "", credits: "", reason: "Why" })).toEqual({
      ok: false,
      errors: {
        amount:
          "Amount refunded must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
        credits: "Credits taken back must be a whole number",
      },
    });
  });
});
