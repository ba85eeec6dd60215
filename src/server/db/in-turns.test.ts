import { describe, expect, it } from "vitest";
import { inTurns } from "./in-turns.ts";

/** Work the test finishes by hand, noting when it began. */
function manualWork(log: string[], name: string) {
  let finish = () => {};
  const work = () =>
    new Promise<string>((resolve) => {
      log.push(`${name} began`);
      finish = () => resolve(name);
    });
  return { work, finish: () => finish() };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("work in turns", () => {
  it("runs at most the limit at once, the others in the order they came", async () => {
    const log: string[] = [];
    const run = inTurns(2);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => manualWork(log, name));
    const answers = [a!, b!, c!, d!].map((piece) => run(piece.work));
    await settle();
    expect(log).toEqual(["a began", "b began"]);
    b!.finish();
    await settle();
    expect(log).toEqual(["a began", "b began", "c began"]);
    a!.finish();
    await settle();
    expect(log).toEqual(["a began", "b began", "c began", "d began"]);
    c!.finish();
    d!.finish();
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d"]);
  });

  it("gives a failed piece's turn to the next, and passes its failure on", async () => {
    const run = inTurns(1);
    const failed = run(async () => {
      throw new Error("refused");
    });
    const next = run(async () => "booked");
    await expect(failed).rejects.toThrow("refused");
    expect(await next).toBe("booked");
    expect(await run(async () => "again")).toBe("again");
  });
});
