import { describe, expect, it } from "vitest";
import { formatRinggit, formatWholeRinggit } from "./money.ts";

describe("ringgit as people read them", () => {
  it("writes sen as ringgit, thousands apart by commas as en-MY does", () => {
    expect(formatRinggit(0)).toBe("RM 0.00");
    expect(formatRinggit(4550)).toBe("RM 45.50");
    expect(formatRinggit(99_999)).toBe("RM 999.99");
    expect(formatRinggit(123_456)).toBe("RM 1,234.56");
    expect(formatRinggit(10_000_000)).toBe("RM 100,000.00");
    expect(formatRinggit(-123_456)).toBe("−RM 1,234.56");
  });

  it("groups every whole amount as toLocaleString does", () => {
    for (const ringgit of [0, 7, 100, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]) {
      expect(formatRinggit(ringgit * 100 + 5)).toBe(`RM ${ringgit.toLocaleString("en-MY")}.05`);
    }
  });

  it("rounds to whole ringgit for a chart's axis", () => {
    expect(formatWholeRinggit(120_049)).toBe("RM 1,200");
    expect(formatWholeRinggit(120_050)).toBe("RM 1,201");
    expect(formatWholeRinggit(0)).toBe("RM 0");
    expect(formatWholeRinggit(-250_000)).toBe("RM -2,500");
  });
});
