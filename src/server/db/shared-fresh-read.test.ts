import { describe, expect, it } from "vitest";
import { batchedPerTurn, sharedFreshRead, sharedFreshReadPerKey } from "./shared-fresh-read.ts";

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

describe("a batch per turn", () => {
  /** A read of many keys the test finishes by hand; it answers each key doubled. */
  function manualBatches() {
    const batches: { keys: number[]; finish: () => void }[] = [];
    const readMany = (keys: number[]) =>
      new Promise<number[]>((resolve) => {
        batches.push({ keys: [...keys], finish: () => resolve(keys.map((key) => key * 2)) });
      });
    return { readMany, batches };
  }

  it("reads the keys asked for in one turn in one batch, each caller getting its own answer", async () => {
    const { readMany, batches } = manualBatches();
    const read = batchedPerTurn(readMany);
    const answers = [read(1), read(2), read(3)];
    expect(batches).toHaveLength(0);
    await aTurn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    expect(await Promise.all(answers)).toEqual([2, 4, 6]);
  });

  it("begins a new batch for a key asked while a batch runs, without waiting for it", async () => {
    const { readMany, batches } = manualBatches();
    const read = batchedPerTurn(readMany);
    const first = read(1);
    await aTurn();
    const second = read(5);
    await aTurn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [5]]);
    batches[1]!.finish();
    expect(await second).toBe(10);
    batches[0]!.finish();
    expect(await first).toBe(2);
  });

  it("one at a time, begins a batch once the one before ended, with every key asked meanwhile", async () => {
    const { readMany, batches } = manualBatches();
    const run = batchedPerTurn(readMany, { oneAtATime: true });
    const first = run(1);
    await aTurn();
    const meanwhile = [run(2)];
    await aTurn();
    meanwhile.push(run(3));
    await aTurn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe(2);
    await aTurn();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3]]);
    batches[1]!.finish();
    expect(await Promise.all(meanwhile)).toEqual([4, 6]);
  });

  it("one at a time, begins the next batch after one that failed", async () => {
    let fail = true;
    const run = batchedPerTurn(
      async (keys: number[]) => {
        if (fail) throw new Error("the database is gone");
        return keys;
      },
      { oneAtATime: true },
    );
    const failed = run(1);
    const next = failed.catch(() => {
      fail = false;
      return run(2);
    });
    await expect(failed).rejects.toThrow("the database is gone");
    expect(await next).toBe(2);
  });

  it("fails every caller of a batch whose read fails, and reads the next turn's keys anew", async () => {
    let fail = true;
    const read = batchedPerTurn(async (keys: number[]) => {
      if (fail) throw new Error("the database is gone");
      return keys;
    });
    const failed = [read(1), read(2)];
    await expect(Promise.all(failed)).rejects.toThrow("the database is gone");
    fail = false;
    expect(await read(3)).toBe(3);
  });

  it("refuses a read that answers a value short", async () => {
    const read = batchedPerTurn(async (keys: number[]) => keys.slice(1));
    await expect(Promise.all([read(1), read(2)])).rejects.toThrow("answered 1 values for 2 keys");
  });
});

describe("a shared fresh read per key", () => {
  it("shares a key's read among its callers, reads other keys apart, and reads a key anew once its callers are served", async () => {
    const finishers: (() => void)[] = [];
    const begun: string[] = [];
    const read = sharedFreshReadPerKey(
      (key: string) =>
        new Promise<string>((resolve) => {
          begun.push(key);
          finishers.push(() => resolve(`${key} ${begun.length}`));
        }),
    );
    const together = [read("a"), read("a"), read("b")];
    await aTurn();
    expect(begun).toEqual(["a", "b"]);
    finishers.shift()!();
    finishers.shift()!();
    expect(await Promise.all(together)).toEqual(["a 2", "a 2", "b 2"]);
    const later = read("a");
    await aTurn();
    expect(begun).toEqual(["a", "b", "a"]);
    finishers.shift()!();
    expect(await later).toBe("a 3");
  });
});
