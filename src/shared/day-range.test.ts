import { describe, expect, it } from "vitest";
import { daysBetween } from "./day-range.ts";

describe("days between two dates", () => {
  it("lists each calendar day, both ends included, across a month end", () => {
    expect(daysBetween("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("is one day when the ends are the same", () => {
    expect(daysBetween("2026-12-01", "2026-12-01")).toEqual(["2026-12-01"]);
  });
});
