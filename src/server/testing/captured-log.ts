import { Writable } from "node:stream";
import { createLog } from "../log.ts";

/** One line of the app's log, as pino writes it. */
export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** pino's level of an error (a failure someone should look at). */
export const ERROR_LEVEL = 50;

/** Every line an app logs through `log`, to read back: as written, or as entries. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const text = () => lines.join("");
  return {
    log: createLog({ LOG_LEVEL: "trace" }, stream),
    text,
    entries: (): LogEntry[] =>
      text()
        .split("\n")
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as LogEntry),
  };
}
