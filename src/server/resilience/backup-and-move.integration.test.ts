import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { everyRestoredRow } from "../testing/table-rows.ts";
import { killAllStudios, startStudio } from "./studio-process.ts";
import {
  createStudioStore,
  memberHeaders,
  type StudioStore,
  seedClasses,
  seedMembers,
  signedInAgain,
} from "./studio-store.ts";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

interface Run {
  code: number;
  output: string;
}

/** `npm run backup` or `npm run restore` as a person runs it, with a store's settings. */
function runScript(script: "backup" | "restore", store: StudioStore, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `src/server/backup/${script}-cli.ts`, ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? "", ...store.serverEnv } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

async function rowsOf(store: StudioStore) {
  const opened = await store.open();
  try {
    return await everyRestoredRow(opened.db);
  } finally {
    await opened.close();
  }
}

/**
 * A studio that takes its daily backup by itself, and is backed up by hand while it runs, restored into a new data folder and, with TEST_DATABASE_URL,
 * into a hosted PostgreSQL (how a studio outgrows one machine): the app starts on each copy and
 * every table's rows are the same.
 */
describe("a backup taken while the studio runs", () => {
  afterEach(killAllStudios);

  it("restores into a new data folder and into PostgreSQL, and the studio runs on each", {
    timeout: 240_000,
  }, async () => {
    const stores: StudioStore[] = [];
    const store = async (kind: "embedded" | "postgres") => {
      const made = await createStudioStore(kind);
      stores.push(made);
      return made;
    };
    try {
      const original = await store("embedded");
      const seeding = await original.open();
      const [student] = await seedMembers(seeding, 1, { credits: 4 });
      const [item] = await seedClasses(seeding, 1, { totalSlots: 5, credits: 2 });
      await seeding.close();

      const studio = await startStudio(original.serverEnv);
      const booked = await fetch(`${studio.url}/api/bookings`, {
        method: "POST",
        headers: memberHeaders(student!),
        body: JSON.stringify({ courseId: item!.id }),
      });
      expect(booked.status).toBe(201);

      // The running studio takes its daily backup by itself, soon after its start.
      const backups = join(original.dataDir, "backups");
      await expect
        .poll(() => (existsSync(backups) ? readdirSync(backups) : []), { timeout: 30_000 })
        .toEqual([expect.stringMatching(/^studio-daily-\d{4}-\d{2}-\d{2}\.json\.gz$/)]);

      const backup = await runScript("backup", original, []);
      const written = /^Backup written: (\S+) \(\d+ rows in \d+ tables\)/.exec(backup.output);
      expect(written?.[1], backup.output).toMatch(/\/backups\/studio-[0-9T-]+Z\.json\.gz$/);
      expect(backup.code).toBe(0);
      const path = written![1]!;
      // A restore into the folder of the running studio is refused by its lock.
      const refused = await runScript("restore", original, [path]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`is using the data folder ${original.dataDir}`);
      studio.signal("SIGTERM");
      expect(await studio.exited).toEqual({ code: 0, signal: null });
      const rows = await rowsOf(original);

      const targets = [await store("embedded")];
      if (process.env.TEST_DATABASE_URL) targets.push(await store("postgres"));
      for (const target of targets) {
        const restored = await runScript("restore", target, [path]);
        expect(restored.output).toContain("Restored ");
        expect(restored.code).toBe(0);
        expect(restored.output).toContain("Every session was ended");
        expect(await rowsOf(target), target.kind).toEqual(rows);
        const moved = await startStudio(target.serverEnv);
        const upcoming = `${moved.url}/api/me/bookings?scope=upcoming&page=1`;
        expect((await fetch(upcoming, { headers: memberHeaders(student!) })).status).toBe(401);
        const bookings = await fetch(upcoming, {
          headers: memberHeaders(await signedInAgain(moved.url, student!)),
        });
        expect(bookings.status).toBe(200);
        expect(JSON.stringify(await bookings.json())).toContain(item!.id);
        moved.signal("SIGTERM");
        expect(await moved.exited).toEqual({ code: 0, signal: null });
      }
    } finally {
      for (const made of stores) await made.destroy();
    }
  });
});
