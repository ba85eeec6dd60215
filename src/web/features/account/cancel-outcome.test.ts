import { describe, expect, it } from "vitest";
import { refundNote } from "./cancel-outcome.ts";

describe("refundNote", () => {
  it("names the credits that came back", () => {
    expect(refundNote(2)).toBe("2 credits have been refunded to your balance.");
    expect(refundNote(1)).toBe("1 credit has been refunded to your balance.");
  });

  it("says nothing when nothing was refunded (a subscription paid)", () => {
    expect(refundNote(0)).toBeNull();
  });
});
