import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { scheduledRun } from "../db/schema/scheduled-runs.ts";
import type { Settings } from "../env.ts";
import { dailyBackupFileName, dailyBackupsBeyond, dueBackupDay } from "./backup-schedule.ts";
import { writeBackup } from "./write-backup.ts";

const JOB = "daily-backup";
/**
 * A claim neither finished within this time was its instance's last act (killed, or the backup
 * failed): another check takes the run over, so a failed backup is tried again within the hour.
 */
const CLAIM_EXPIRES_MS = 60 * 60_000;

export type DailyBackupSettings = Pick<
  Settings,
  "DATA_DIR" | "BACKUP_KEEP" | "BACKUP_HOUR" | "STUDIO_TIME_ZONE"
>;

/** Claims the run, once for all instances on the database: true when this caller is to do it. */
async function claimRun(db: Database, runKey: string, instance: string, now: Date) {
  const claimed = await db
    .insert(scheduledRun)
    .values({ job: JOB, runKey, claimedBy: instance, claimedAt: now })
    .onConflictDoUpdate({
      target: [scheduledRun.job, scheduledRun.runKey],
      set: { claimedBy: instance, claimedAt: now },
      setWhere: and(
        isNull(scheduledRun.finishedAt),
        lt(scheduledRun.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS)),
      ),
    })
    .returning({ job: scheduledRun.job });
  return claimed.length > 0;
}

/**
 * The daily backup, if its day's run is due and unclaimed: one consistent snapshot into
 * `DATA_DIR/backups/studio-daily-<day>.json.gz`, then the daily backups beyond the newest
 * BACKUP_KEEP deleted. A failure is logged as an error and left claimed, so that it is tried
 * again when the claim expires. BACKUP_KEEP=0 turns it off.
 */
export async function runDailyBackup(options: {
  db: Database;
  settings: DailyBackupSettings;
  log: Logger;
  now: Date;
  instance: string;
}): Promise<"taken" | "failed" | "not due" | "off"> {
  const { db, settings, log, now } = options;
  if (settings.BACKUP_KEEP === 0) return "off";
  const day = dueBackupDay(now, settings.STUDIO_TIME_ZONE, settings.BACKUP_HOUR);
  if (!(await claimRun(db, day, options.instance, now))) return "not due";
  const folder = join(settings.DATA_DIR, "backups");
  const file = join(folder, dailyBackupFileName(day));
  const record = (values: { finishedAt?: Date; outcome: string }) =>
    db
      .update(scheduledRun)
      .set(values)
      .where(and(eq(scheduledRun.job, JOB), eq(scheduledRun.runKey, day)));
  try {
    const header = await writeBackup(db, file, now);
    for (const old of dailyBackupsBeyond(readdirSync(folder), settings.BACKUP_KEEP)) {
      rmSync(join(folder, old), { force: true });
    }
    await record({ finishedAt: new Date(), outcome: `written to ${file}` });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    log.info({ file, rows }, "daily backup written");
    return "taken";
  } catch (error) {
    log.error(
      { err: error, file },
      "THE DAILY BACKUP FAILED: the studio's data is not backed up; it is tried again within the hour",
    );
    await record({ outcome: `failed: ${(error as Error).message}` }).catch(() => {});
    return "failed";
  }
}
