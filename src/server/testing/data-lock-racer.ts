/**
 * A process for the data lock's tests to race against others and against the test itself: it
 * answers each command read on stdin with one line of JSON on stdout.
 *   acquire <folder>  takes the lock of the folder and holds it: {"won":true}, or {"refused":code}
 *   release           gives back the lock it holds, if any: {"released":true}
 * It says {"ready":true} once it can take commands, so that racers started one after the other
 * can be told to acquire at the same moment; it releases its lock and exits when stdin ends.
 */
import { createInterface } from "node:readline";
import { acquireDataLock } from "../db/data-lock.ts";

const answer = (reply: object) => process.stdout.write(`${JSON.stringify(reply)}\n`);

let release: (() => void) | undefined;
answer({ ready: true });
for await (const line of createInterface({ input: process.stdin })) {
  const [command = "", ...rest] = line.split(" ");
  const folder = rest.join(" ");
  if (command === "acquire") {
    try {
      release = acquireDataLock(folder);
      answer({ won: true });
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      answer({ refused: code, message });
    }
  } else if (command === "release") {
    release?.();
    release = undefined;
    answer({ released: true });
  } else {
    answer({ unknown: line });
  }
}
release?.();
