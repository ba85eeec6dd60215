import { describe, expect, it } from "vitest";
import { addDaysToDay, daysBetween, weekStartOf } from "./day-range.ts";

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

describe("calendar days", () => {
  it("are counted across months, years and leap days", () => {
    expect(addDaysToDay("2026-12-29", 6)).toBe("2027-01-04");
    expect(addDaysToDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDay("2026-03-31", 0)).toBe("2026-03-31");
    expect(addDaysToDay("2026-12-01", -1)).toBe("2026-11-30");
  });

  it("belong to the week starting the Monday before, or on, them", () => {
    // Tuesday 1 December 2026, Sunday 6 December, Monday 7 December.
    expect(weekStartOf("2026-12-01")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-06")).toBe("2026-11-30");
    expect(weekStartOf("2026-12-07")).toBe("2026-12-07");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
  });
});
