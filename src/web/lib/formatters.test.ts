import { describe, expect, it } from "vitest";
import { yearRange } from "./formatters.ts";

describe("yearRange", () => {
  it("runs from the first year to the current one", () => {
    expect(yearRange(2025, 2027)).toBe("2025–2027");
  });

  it("is a single year while the two are the same", () => {
    expect(yearRange(2025, 2025)).toBe("2025");
  });
});
