import { describe, expect, it } from "vitest";
import { requestsUnderWay } from "./requests-under-way.ts";

/** Whether `promise` has settled once the event loop has handled what is due now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const afterMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("requests under way", () => {
  it("is quiet once nothing has been under way for the settling time", async () => {
    await requestsUnderWay(1).quiet(60_000);
  });

  it("is not quiet while a request is under way, nor when one begins as it settles", async () => {
    const requests = requestsUnderWay(5);
    requests.begin();
    const quiet = requests.quiet(60_000);
    expect(await settled(quiet)).toBe(false);
    requests.end();
    // The next wave of a burst: the instance had answered everything for a moment only.
    requests.begin();
    await afterMs(20);
    expect(await settled(quiet)).toBe(false);
    requests.end();
    await quiet;
  });

  it("waits no longer than it was told, however busy", async () => {
    const requests = requestsUnderWay(5);
    requests.begin();
    // Resolves with the request still under way: a wait with a longer bound still waits.
    await requests.quiet(10);
    const longer = requests.quiet(60_000);
    expect(await settled(longer)).toBe(false);
    requests.end();
    await longer;
  });
});
