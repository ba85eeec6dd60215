import { describe, expect, it } from "vitest";
import { otherCreditTotals } from "./credit-totals.ts";

describe("the totals beside Earned and Spent", () => {
  it("are shown only when there is some", () => {
    expect(otherCreditTotals({ totalRefunded: 0, totalExpired: 0, totalRemoved: 0 })).toEqual([]);
    expect(
      otherCreditTotals({ totalRefunded: 4, totalExpired: 0, totalRemoved: 3 }).map(
        ({ term, credits }) => `${term} ${credits}`,
      ),
    ).toEqual(["Refunded 4", "Removed by the studio 3"]);
  });

  it("say what each counts", () => {
    expect(otherCreditTotals({ totalRefunded: 1, totalExpired: 2, totalRemoved: 3 })).toEqual([
      { term: "Refunded", credits: 1, note: "given back for cancelled bookings" },
      { term: "Expired", credits: 2, note: "reached their expiry unused" },
      {
        term: "Removed by the studio",
        credits: 3,
        note: "refunded purchases and balance corrections",
      },
    ]);
  });
});
