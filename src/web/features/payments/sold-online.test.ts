import { describe, expect, it } from "vitest";
import { soldOnline } from "./sold-online.ts";

describe("soldOnline", () => {
  it("offers a Buy button for a ringgit price while the studio takes payments online", () => {
    expect(soldOnline(true, 18_000)).toBe(true);
  });

  it("offers none while payments are off, for a free pack, or a package priced in credits only", () => {
    expect(soldOnline(false, 18_000)).toBe(false);
    expect(soldOnline(true, 0)).toBe(false);
    expect(soldOnline(true, null)).toBe(false);
  });
});
