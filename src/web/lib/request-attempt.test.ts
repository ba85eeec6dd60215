import { describe, expect, it } from "vitest";
import { attemptFor } from "./request-attempt.ts";

const sale = { userId: "u1", amount: 10, paid: "180.00", paymentMethod: "Cash" } as const;

function keys() {
  let made = 0;
  return () => `key-${++made}`;
}

describe("attemptFor", () => {
  it("makes a key for a first attempt", () => {
    expect(attemptFor(null, sale, keys()).key).toBe("key-1");
  });

  it("reuses the key when the same change is tried again", () => {
    const newKey = keys();
    const first = attemptFor(null, sale, newKey);
    expect(attemptFor(first, { ...sale }, newKey)).toBe(first);
  });

  it("makes a new key once the figures change", () => {
    const newKey = keys();
    const first = attemptFor(null, sale, newKey);
    expect(attemptFor(first, { ...sale, amount: 20 }, newKey).key).toBe("key-2");
    expect(attemptFor(first, { ...sale, paid: "0.00", paymentMethod: "FOC" }, newKey).key).toBe(
      "key-3",
    );
  });
});
