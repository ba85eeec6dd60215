import { describe, expect, it } from "vitest";
import { memberName, memberSince } from "./member-summary.ts";

const KL = "Asia/Kuala_Lumpur";

describe("memberName", () => {
  it("uses the full name, trimmed", () => {
    expect(memberName("  Sara Lim ", "Sara")).toBe("Sara Lim");
  });

  it("falls back to the sign-in name, then to 'Yoga Student'", () => {
    expect(memberName("  ", "Sara From Google")).toBe("Sara From Google");
    expect(memberName(null, null)).toBe("Yoga Student");
    expect(memberName("", " ")).toBe("Yoga Student");
  });
});

describe("memberSince", () => {
  // vitest runs in Los Angeles, where this instant is still 31 December 2025.
  it("gives the short month and year in studio time", () => {
    expect(memberSince("2025-12-31T17:00:00Z", KL)).toBe("Jan 2026");
    expect(memberSince("2026-03-10T02:00:00Z", KL)).toBe("Mar 2026");
  });

  it("says 'Recent' when the date is unknown", () => {
    expect(memberSince(null, KL)).toBe("Recent");
    expect(memberSince(undefined, KL)).toBe("Recent");
    expect(memberSince("not a date", KL)).toBe("Recent");
  });
});
