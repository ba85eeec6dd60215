import { describe, expect, it } from "vitest";
import { pageCount } from "./pager.tsx";

describe("pageCount", () => {
  it("fills pages of five (spec §9) and starts a new one for the sixth", () => {
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(14, 5)).toBe(3);
  });

  it("keeps one page for an empty list", () => {
    expect(pageCount(0, 5)).toBe(1);
  });
});
