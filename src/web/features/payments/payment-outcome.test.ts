import { describe, expect, it } from "vitest";
import type { PaymentOrder } from "../../../shared/payments.ts";
import { awaitsWebhook, paymentOutcome, returnedOf } from "./payment-outcome.ts";

const pack = { item: "10-Credit Pack", credits: 10, failure: null };
const order = (status: PaymentOrder["status"], failure: string | null = null) => ({
  ...pack,
  status,
  failure,
});

describe("the return page's mark of how the student came back", () => {
  it("reads paid and cancelled, and nothing else", () => {
    expect(returnedOf("paid")).toBe("paid");
    expect(returnedOf("cancelled")).toBe("cancelled");
    expect(returnedOf(null)).toBeNull();
    expect(returnedOf("PAID")).toBeNull();
  });
});

describe("waiting for Stripe's webhook", () => {
  it("asks again only for an open order the student came back from paying", () => {
    expect(awaitsWebhook({ status: "open" }, "paid")).toBe(true);
    expect(awaitsWebhook({ status: "open" }, "cancelled")).toBe(false);
    expect(awaitsWebhook({ status: "open" }, null)).toBe(false);
    for (const status of ["pending", "paid", "failed", "expired", "refunded"] as const) {
      expect(awaitsWebhook({ status }, "paid")).toBe(false);
    }
  });
});

describe("what the return page says", () => {
  it("says the credits were added once paid", () => {
    expect(paymentOutcome(order("paid"), "paid", false)).toEqual({
      kind: "paid",
      headline: "Payment received — 10 credits added",
      details: ["The receipt is on its way to you by e-mail too."],
    });
  });

  it("says a package has started once paid", () => {
    const plan = { item: "Unlimited Month", credits: 0, failure: null, status: "paid" as const };
    expect(paymentOutcome(plan, "paid", false).headline).toBe(
      "Payment received — Unlimited Month has started",
    );
  });

  it("waits for the webhook a while, then says it is still being confirmed", () => {
    expect(paymentOutcome(order("open"), "paid", false)).toMatchObject({
      kind: "waiting",
      headline: "Waiting for the payment to be confirmed…",
    });
    expect(paymentOutcome(order("open"), "paid", true)).toEqual({
      kind: "confirming",
      headline: "Your payment is still being confirmed",
      details: [
        "We add the 10 credits as soon as Stripe confirms it, even if you close this page.",
      ],
    });
    const plan = { item: "Unlimited Month", credits: 0, failure: null, status: "open" as const };
    expect(paymentOutcome(plan, "paid", true).details).toEqual([
      "Unlimited Month starts as soon as Stripe confirms it, even if you close this page.",
    ]);
  });

  it("says nothing was charged when the student cancelled on Checkout's page", () => {
    expect(paymentOutcome(order("open"), "cancelled", false)).toEqual({
      kind: "not-completed",
      headline: "Payment not completed — nothing was charged",
      details: ["You can try again from the Plans page, or pay at the front desk."],
    });
    expect(paymentOutcome(order("open"), null, false).kind).toBe("not-completed");
  });

  it("says the same of a failed or expired payment, with the reason when there is one", () => {
    expect(
      paymentOutcome(order("failed", "The bank did not confirm the payment."), "paid", false),
    ).toEqual({
      kind: "not-completed",
      headline: "Payment not completed — nothing was charged",
      details: [
        "The bank did not confirm the payment.",
        "You can try again from the Plans page, or pay at the front desk.",
      ],
    });
    expect(paymentOutcome(order("expired"), "paid", true).kind).toBe("not-completed");
  });

  it("says a bank payment is pending, and a refunded one refunded", () => {
    expect(paymentOutcome(order("pending"), "paid", false)).toEqual({
      kind: "pending",
      headline: "Payment pending — your bank has not confirmed it yet",
      details: ["We add it as soon as your bank does; there is nothing more to do."],
    });
    expect(paymentOutcome(order("refunded"), null, false)).toMatchObject({
      kind: "refunded",
      headline: "This payment was refunded",
    });
  });
});
