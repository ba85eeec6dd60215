import { describe, expect, it } from "vitest";
import { attemptFor } from "./recharge-attempt.ts";

const recharge = { userId: "u1", amount: 10, paymentMethod: "Cash", remark: "" } as const;

function keys() {
  let made = 0;
  return () => `key-${++made}`;
}

describe("attemptFor", () => {
  it("makes a key for a first attempt", () => {
    expect(attemptFor(null, recharge, keys()).key).toBe("key-1");
  });

  it("reuses the key when the same recharge is tried again", () => {
    const newKey = keys();
    const first = attemptFor(null, recharge, newKey);
    expect(attemptFor(first, { ...recharge }, newKey)).toBe(first);
  });

  it("makes a new key once the figures change", () => {
    const newKey = keys();
    const first = attemptFor(null, recharge, newKey);
    expect(attemptFor(first, { ...recharge, amount: 20 }, newKey).key).toBe("key-2");
    expect(attemptFor(first, { ...recharge, paymentMethod: "FOC" }, newKey).key).toBe("key-3");
  });
});
