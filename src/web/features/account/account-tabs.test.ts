import { describe, expect, it } from "vitest";
import { accountTab } from "./account-tabs.ts";

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
