import { describe, expect, it } from "vitest";
import { yearsTeachingLabel } from "./claims.ts";

describe("yearsTeachingLabel", () => {
  it("says 10+ years for a studio established in 2015, from 2025 until 2029", () => {
    for (const year of [2025, 2026, 2029]) expect(yearsTeachingLabel(2015, year)).toBe("10+ years");
  });

  it("moves on in steps of five once past ten", () => {
    expect(yearsTeachingLabel(2015, 2030)).toBe("15+ years");
    expect(yearsTeachingLabel(1995, 2026)).toBe("30+ years");
  });

  it("counts the exact years of a younger studio, and never claims more", () => {
    expect(yearsTeachingLabel(2020, 2026)).toBe("6 years");
    expect(yearsTeachingLabel(2025, 2026)).toBe("1 year");
    expect(yearsTeachingLabel(2026, 2026)).toBe("New this year");
    expect(yearsTeachingLabel(2027, 2026)).toBe("New this year");
  });
});
