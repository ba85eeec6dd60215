import { describe, expect, it } from "vitest";
import { savingsPercent } from "./packages.ts";

describe("savingsPercent", () => {
  it("divides the savings by the price plus the savings", () => {
    expect(savingsPercent(80, 20)).toBe(20);
    expect(savingsPercent(100, 100)).toBe(50);
  });
  it("rounds to a whole number", () => {
    expect(savingsPercent(2, 1)).toBe(33);
    expect(savingsPercent(1, 2)).toBe(67);
    expect(savingsPercent(7, 1)).toBe(13);
  });
  it("is 0 without savings", () => {
    expect(savingsPercent(120, 0)).toBe(0);
  });
  it("is 0, not NaN, when price and savings are both 0", () => {
    expect(savingsPercent(0, 0)).toBe(0);
  });
});
