import type { CreditHistory } from "../../../shared/profile.ts";

/** A total beside Earned and Spent, with what it counts. */
export interface OtherCreditTotal {
  term: string;
  credits: number;
  note: string;
}

/**
 * The totals kept apart from Earned and Spent (issue #23), each only when there is some: credits
 * given back for cancelled bookings are neither earned nor spent, and credits that expired or
 * that the studio took off were never spent.
 */
export function otherCreditTotals(
  history: Pick<CreditHistory, "totalRefunded" | "totalExpired" | "totalRemoved">,
): OtherCreditTotal[] {
  return [
    {
      term: "Refunded",
      credits: history.totalRefunded,
      note: "given back for cancelled bookings",
    },
    { term: "Expired", credits: history.totalExpired, note: "reached their expiry unused" },
    {
      term: "Removed by the studio",
      credits: history.totalRemoved,
      note: "refunded purchases and balance corrections",
    },
  ].filter((total) => total.credits > 0);
}
