import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

const origin = "https://studio.example";

describe("safeRedirectPath", () => {
  it("keeps a path of this site, with its query and hash", () => {
    expect(safeRedirectPath("/admin/courses", origin)).toBe("/admin/courses");
    expect(safeRedirectPath("/me?tab=bookings#top", origin)).toBe("/me?tab=bookings#top");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "me",
      "",
      null,
    ]) {
      expect(safeRedirectPath(value, origin)).toBeNull();
    }
  });

  it("refuses /login, which would loop", () => {
    expect(safeRedirectPath("/login", origin)).toBeNull();
    expect(safeRedirectPath("/login?redirect=/me", origin)).toBeNull();
  });
});
