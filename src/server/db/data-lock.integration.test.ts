import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataLock } from "./data-lock.ts";

const run = promisify(execFile);

describe("the data folder lock", () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), "studio-lock-"));
    folders.push(folder);
    return folder;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a second Studio process on the same folder with a clear message", async () => {
    const folder = freshFolder();
    const release = acquireDataLock(folder);
    try {
      const second = run(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: { ...process.env, DATA_DIR: folder, PORT: "39871", LOG_LEVEL: "silent" },
        timeout: 30_000,
      });
      const failure = await second.then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        `Another Studio process (pid ${process.pid}) is using the data folder ${folder}.`,
      );
    } finally {
      release();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const folder = freshFolder();
    const { pid: deadPid } = spawnSync(process.execPath, ["-e", ""]);
    writeFileSync(join(folder, ".lock"), String(deadPid));
    const release = acquireDataLock(folder);
    expect(readFileSync(join(folder, ".lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
