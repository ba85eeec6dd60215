import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scheduledRun } from "../db/schema/scheduled-runs.ts";
import { capturedLog, ERROR_LEVEL } from "../testing/captured-log.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { readBackup } from "./backup-file.ts";
import { dailyBackupFileName } from "./backup-schedule.ts";
import { type DailyBackupSettings, runDailyBackup } from "./run-daily-backup.ts";

/** 04:00 on 24 November in Kuala Lumpur: the day's backup (at 03:00) is due. */
const NOW = new Date("2026-11-23T20:00:00Z");
const DAY = "2026-11-24";
const HOUR = 3_600_000;

describe.each(testDatabases())("the daily backup on %s", (kind) => {
  let testApp: TestApp;
  let dataDir: string;
  let settings: DailyBackupSettings;
  beforeEach(async () => {
    testApp = await createTestApp({ kind });
    dataDir = mkdtempSync(join(tmpdir(), "studio-daily-"));
    settings = {
      DATA_DIR: dataDir,
      BACKUP_KEEP: 14,
      BACKUP_HOUR: 3,
      STUDIO_TIME_ZONE: "Asia/Kuala_Lumpur",
    };
  });
  afterEach(async () => {
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const run = (options: { now?: Date; instance?: string; log?: pino.Logger } = {}) =>
    runDailyBackup({
      db: testApp.deps.db,
      settings,
      log: options.log ?? pino({ level: "silent" }),
      now: options.now ?? NOW,
      instance: options.instance ?? "one",
    });

  it("is taken once a day by one of the instances, whole", async () => {
    const outcomes = await Promise.all([run({ instance: "one" }), run({ instance: "two" })]);
    expect(outcomes.sort()).toEqual(["not due", "taken"]);
    expect(await run({ now: new Date(NOW.getTime() + 5 * HOUR) })).toBe("not due");
    const file = join(dataDir, "backups", dailyBackupFileName(DAY));
    expect((await readBackup(file)).createdAt).toBe(NOW.toISOString());
    const [claim] = await testApp.deps.db.select().from(scheduledRun);
    expect(claim).toMatchObject({
      job: "daily-backup",
      runKey: DAY,
      outcome: `written to ${file}`,
    });
    expect(claim!.finishedAt).not.toBeNull();
    // The next studio day has its own.
    expect(await run({ now: new Date(NOW.getTime() + 24 * HOUR) })).toBe("taken");
  });

  it("is taken over from an instance that died with it claimed", async () => {
    await testApp.deps.db.insert(scheduledRun).values({
      job: "daily-backup",
      runKey: DAY,
      claimedBy: "killed",
      claimedAt: new Date(NOW.getTime() - 10 * 60_000),
    });
    expect(await run()).toBe("not due");
    expect(await run({ now: new Date(NOW.getTime() + HOUR) })).toBe("taken");
  });

  it("keeps the newest daily backups and those taken by hand", async () => {
    settings = { ...settings, BACKUP_KEEP: 2 };
    const folder = join(dataDir, "backups");
    mkdirSync(folder);
    for (const name of [
      dailyBackupFileName("2026-11-21"),
      dailyBackupFileName("2026-11-22"),
      dailyBackupFileName("2026-11-23"),
      "studio-2026-11-01T10-00-00Z.json.gz",
    ]) {
      writeFileSync(join(folder, name), "");
    }
    expect(await run()).toBe("taken");
    expect(readdirSync(folder).sort()).toEqual([
      "studio-2026-11-01T10-00-00Z.json.gz",
      dailyBackupFileName("2026-11-23"),
      dailyBackupFileName(DAY),
    ]);
  });

  it("says loudly when it fails, and is tried again within the hour", async () => {
    // Where the backups go is a file: nothing can be written there.
    writeFileSync(join(dataDir, "backups"), "not a folder");
    const { log, entries } = capturedLog();
    expect(await run({ log })).toBe("failed");
    expect(entries()).toContainEqual(
      expect.objectContaining({
        level: ERROR_LEVEL,
        msg: "THE DAILY BACKUP FAILED: the studio's data is not backed up; it is tried again within the hour",
      }),
    );
    const [claim] = await testApp.deps.db
      .select()
      .from(scheduledRun)
      .where(eq(scheduledRun.runKey, DAY));
    expect(claim!.finishedAt).toBeNull();
    expect(claim!.outcome).toMatch(/^failed: /);

    rmSync(join(dataDir, "backups"));
    expect(await run({ now: new Date(NOW.getTime() + 30 * 60_000) })).toBe("not due");
    expect(await run({ now: new Date(NOW.getTime() + HOUR + 1) })).toBe("taken");
  });

  it("is off with BACKUP_KEEP=0", async () => {
    settings = { ...settings, BACKUP_KEEP: 0 };
    expect(await run()).toBe("off");
    expect(await testApp.deps.db.select().from(scheduledRun)).toEqual([]);
  });
});
