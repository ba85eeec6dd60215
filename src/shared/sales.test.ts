import { describe, expect, it } from "vitest";
import { type ReceiptDocument, receiptCreditsInWords } from "./sales.ts";

const KL = "Asia/Kuala_Lumpur";

/** A receipt of 10 credits good through Wednesday 30 December 2026 in Kuala Lumpur. */
const receipt: ReceiptDocument = {
  id: "r1",
  kind: "receipt",
  number: "R-2026-000007",
  issuedAt: "2026-12-01T02:00:00.000Z",
  studio: { name: "Studio", address: "", email: "" },
  customer: { name: "Aina", email: "aina@example.com" },
  item: "10-Credit Pack",
  credits: 10,
  amountSen: 18_000,
  paymentMethod: "Cash",
  reference: null,
  servedBy: null,
  creditsExpireAt: "2026-12-30T16:00:00.000Z",
  refundOf: null,
  reason: null,
  refunds: [],
};
const refund = (credits: number) => ({
  id: `cn-${credits}`,
  number: "CN-2026-000001",
  issuedAt: "2026-12-02T02:00:00.000Z",
  amountSen: credits * 1_800,
  credits,
  reason: "Moved away",
});

describe("a receipt's credits in words", () => {
  it("says when its credits expire", () => {
    expect(receiptCreditsInWords(receipt, KL)).toBe(
      "10 credits expire at the end of Wed, 30 Dec 2026",
    );
  });

  it("speaks only of the credits its credit notes have not taken back", () => {
    expect(receiptCreditsInWords({ ...receipt, refunds: [refund(5)] }, KL)).toBe(
      "5 credits expire at the end of Wed, 30 Dec 2026",
    );
    expect(receiptCreditsInWords({ ...receipt, refunds: [refund(4), refund(5)] }, KL)).toBe(
      "1 credit expires at the end of Wed, 30 Dec 2026",
    );
    expect(receiptCreditsInWords({ ...receipt, refunds: [refund(10)] }, KL)).toBeNull();
  });

  it("says credits that never expire never do, and nothing of a receipt without credits", () => {
    const forever = { ...receipt, creditsExpireAt: null };
    expect(receiptCreditsInWords(forever, KL)).toBe("These 10 credits never expire");
    expect(receiptCreditsInWords({ ...forever, refunds: [refund(9)] }, KL)).toBe(
      "This credit never expires",
    );
    expect(receiptCreditsInWords({ ...receipt, credits: 0 }, KL)).toBeNull();
    expect(receiptCreditsInWords({ ...receipt, kind: "credit_note" }, KL)).toBeNull();
  });
});
