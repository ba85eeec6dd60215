import { describe, expect, it } from "vitest";
import { sharedFreshRead } from "./shared-fresh-read.ts";

/** A read the test finishes by hand, answering the number of reads begun so far. */
function manualReads() {
  const finishers: (() => void)[] = [];
  let begun = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      const number = ++begun;
      finishers.push(() => resolve(number));
    });
  return { read, begun: () => begun, finish: () => finishers.shift()!() };
}

/** Lets the event loop end its turn, and the read that begins there begin. */
const aTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

describe("a shared fresh read", () => {
  it("reads once for a caller alone", async () => {
    const reads = manualReads();
    const current = sharedFreshRead(reads.read);
    const answer = current();
    await aTurn();
    reads.finish();
    expect(await answer).toBe(1);
    expect(reads.begun()).toBe(1);
  });

  it("gives callers of the same turn one read between them", async () => {
    const reads = manualReads();
    const current = sharedFreshRead(reads.read);
    const together = [current(), current(), current()];
    await aTurn();
    expect(reads.begun()).toBe(1);
    reads.finish();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(reads.begun()).toBe(1);
  });

  it("makes callers who come during a read wait for one that begins after they asked, and share it", async () => {
    const reads = manualReads();
    const current = sharedFreshRead(reads.read);
    const first = current();
    await aTurn();
    expect(reads.begun()).toBe(1);
    const during = [current(), current(), current()];
    await aTurn();
    expect(reads.begun()).toBe(1);

    reads.finish();
    expect(await first).toBe(1);
    await aTurn();
    expect(reads.begun()).toBe(2);
    // A caller now, while the second read runs, waits for a third.
    const later = current();
    reads.finish();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    await aTurn();
    reads.finish();
    expect(await later).toBe(3);
    expect(reads.begun()).toBe(3);
  });

  it("passes a failed read to its callers and reads anew for the next", async () => {
    let calls = 0;
    const current = sharedFreshRead(async () => {
      calls++;
      if (calls === 1) throw new Error("the database went away");
      return calls;
    });
    await expect(current()).rejects.toThrow("the database went away");
    expect(await current()).toBe(2);
  });
});
