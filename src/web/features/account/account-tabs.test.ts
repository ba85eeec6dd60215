import { describe, expect, it } from "vitest";
import { accountTab, accountTabPath } from "./account-tabs.ts";

describe("accountTab", () => {
  it("opens the tab the address names", () => {
    expect(accountTab("bookings")).toBe("bookings");
    expect(accountTab("credits")).toBe("credits");
  });

  it("opens the overview for no tab or an unknown one", () => {
    expect(accountTab(null)).toBe("overview");
    expect(accountTab("admin")).toBe("overview");
    expect(accountTab("")).toBe("overview");
  });
});

describe("accountTabPath", () => {
  it("names the tab in the address, and the overview by /me alone", () => {
    expect(accountTabPath("credits")).toBe("/me?tab=credits");
    expect(accountTabPath("overview")).toBe("/me");
    expect(
      accountTab(new URL(accountTabPath("bookings"), "http://x").searchParams.get("tab")),
    ).toBe("bookings");
  });
});
