import { describe, expect, it } from "vitest";
import type { DayFigures } from "./count-day-figures.ts";
import { figuresOf, keptForm } from "./kept-form.ts";

const day: DayFigures = {
  settledAt: "2026-03-02T16:00:00.000Z",
  ledger: [
    { reason: "credit_purchase", paymentMethod: "Cash", credits: 10, entries: 2 },
    { reason: "class_booking", paymentMethod: null, credits: -3, entries: 3 },
  ],
  packages: [{ packageId: "9f1c7a52-0000-4000-8000-000000000001", count: 2, credits: 20 }],
  classes: [
    {
      courseType: null,
      tutorId: "9f1c7a52-0000-4000-8000-000000000002",
      classes: 2,
      slots: 30,
      filled: 21,
      booked: 21,
      cancelled: 4,
      ended: 21,
      attended: 17,
    },
  ],
  revenue: [
    {
      paymentMethod: "QR Pay",
      item: "10 Class Pack",
      credits: 10,
      sales: 1,
      grossSen: 25_000,
      refunds: 1,
      refundsSen: 5_000,
    },
  ],
};

describe("a kept day's figures", () => {
  it("come back from their kept form as they were, every field of every line", () => {
    const kept = keptForm(day);
    expect(figuresOf(JSON.parse(JSON.stringify(kept)), new Date(day.settledAt))).toEqual(day);
  });

  it("keep each line as the array of its values, without the fields' names", () => {
    expect(keptForm(day).ledger).toEqual([
      ["credit_purchase", "Cash", 10, 2],
      ["class_booking", null, -3, 3],
    ]);
  });
});
