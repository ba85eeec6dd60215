import { describe, expect, it } from "vitest";
import { formatDurationHours, yearRange } from "./formatters.ts";

describe("yearRange", () => {
  it("runs from the first year to the current one", () => {
    expect(yearRange(2025, 2027)).toBe("2025–2027");
  });

  it("is a single year while the two are the same", () => {
    expect(yearRange(2025, 2025)).toBe("2025");
  });
});

describe("formatDurationHours", () => {
  it("gives durations in hours with one decimal", () => {
    expect(formatDurationHours(1)).toBe("1.0 hour");
    expect(formatDurationHours(1.5)).toBe("1.5 hours");
    expect(formatDurationHours(0.75)).toBe("0.8 hours");
  });
});
