import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { BackgroundTasks } from "../background-tasks.ts";
import type { Database } from "../db/client.ts";
import { type DailyBackupSettings, runDailyBackup } from "./run-daily-backup.ts";

/** The first look comes once the start's own work is done; then every ten minutes. */
const FIRST_CHECK_MS = 5_000;
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * While the app runs, looks now and then whether the day's backup is due and takes it if no
 * other instance has (runDailyBackup claims it in the database). A backup under way is background
 * work, so a stop waits for it. Answers the function that stops the looking.
 */
export function scheduleDailyBackups(options: {
  db: Database;
  settings: DailyBackupSettings;
  log: Logger;
  now: () => Date;
  background: BackgroundTasks;
}): () => void {
  const { log } = options;
  const instance = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  let underWay = false;
  const check = () => {
    if (underWay) return;
    underWay = true;
    const run = runDailyBackup({ ...options, now: options.now(), instance })
      .then(
        () => {},
        (error: unknown) => log.error({ err: error }, "THE DAILY BACKUP COULD NOT BE STARTED"),
      )
      .finally(() => {
        underWay = false;
      });
    options.background.run(run);
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const every = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
