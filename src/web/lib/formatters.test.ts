import { describe, expect, it } from "vitest";
import { formatDuration, yearRange } from "./formatters.ts";

describe("yearRange", () => {
  it("runs from the first year to the current one", () => {
    expect(yearRange(2025, 2027)).toBe("2025–2027");
  });

  it("is a single year while the two are the same", () => {
    expect(yearRange(2025, 2025)).toBe("2025");
  });
});

describe("formatDuration", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 1, minutes)).toISOString();
  const length = (minutes: number) => formatDuration(at(0), at(minutes));

  it("gives durations in hours with one decimal (spec §9)", () => {
    expect(length(60)).toBe("1.0 hour");
    expect(length(90)).toBe("1.5 hours");
    expect(length(120)).toBe("2.0 hours");
  });

  it("adds the exact length where one decimal is not exact", () => {
    expect(length(45)).toBe("0.8 hours (45 min)");
    expect(length(75)).toBe("1.3 hours (1 h 15 min)");
    expect(length(20)).toBe("0.3 hours (20 min)");
    expect(length(125)).toBe("2.1 hours (2 h 5 min)");
    expect(length(57)).toBe("1.0 hour (57 min)");
  });
});
