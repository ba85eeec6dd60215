import { describe, expect, it } from "vitest";
import { pageReach } from "./list-transactions.ts";

/** The lines a reach asks for, as positions counted from the newest line. */
function positions(total: number, reach: ReturnType<typeof pageReach>): number[] {
  const taken = Array.from({ length: reach.limit }, (_, index) => reach.offset + index);
  return reach.newestFirst ? taken : taken.map((position) => total - 1 - position).reverse();
}

describe("pageReach", () => {
  it("takes exactly the page's lines, reading from the nearer end no further than the page", () => {
    const size = 50;
    for (let total = 0; total <= 260; total += 1) {
      for (let number = 1; number <= 7; number += 1) {
        const reach = pageReach(total, { number, size });
        const first = (number - 1) * size;
        const page = Array.from(
          { length: Math.max(0, Math.min(size, total - first)) },
          (_, index) => first + index,
        );
        // A limit past the last line takes nothing there.
        expect(positions(total, reach).filter((position) => position < total)).toEqual(page);
        expect(reach.perKind).toBeGreaterThanOrEqual(reach.offset + reach.limit);
        expect(reach.perKind).toBeLessThanOrEqual(
          reach.newestFirst ? first + size : Math.max(0, total - first),
        );
      }
    }
  });

  it("reads the first and the last page of a long range from their own ends", () => {
    expect(pageReach(4_316, { number: 1, size: 50 })).toEqual({
      newestFirst: true,
      perKind: 50,
      offset: 0,
      limit: 50,
    });
    expect(pageReach(4_316, { number: 87, size: 50 })).toEqual({
      newestFirst: false,
      perKind: 16,
      offset: 0,
      limit: 16,
    });
  });
});
