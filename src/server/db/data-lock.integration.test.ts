import { execFile, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataLock, processIdentity } from "./data-lock.ts";

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
    expect(readFileSync(join(folder, ".lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
  });

  describe.runIf(processIdentity(process.pid))("where processes can be told apart (Linux)", () => {
    /** A live process other than this one: what a lock's pid may name after a restart. */
    const withOtherProcess = (use: (pid: number) => void) => {
      const other = spawn("sleep", ["30"]);
      try {
        use(other.pid!);
      } finally {
        other.kill();
      }
    };

    it("takes over a lock whose pid now belongs to another process, as after a restart", () => {
      const folder = freshFolder();
      withOtherProcess((pid) => {
        writeFileSync(join(folder, ".lock"), `${pid}\nan-earlier-boot/12345`);
        const release = acquireDataLock(folder);
        expect(readFileSync(join(folder, ".lock"), "utf8")).toBe(
          `${process.pid}\n${processIdentity(process.pid)}`,
        );
        release();
      });
    });

    it("keeps refusing while the process that took the lock runs", () => {
      const folder = freshFolder();
      withOtherProcess((pid) => {
        writeFileSync(join(folder, ".lock"), `${pid}\n${processIdentity(pid)}`);
        expect(() => acquireDataLock(folder)).toThrow(`Another Studio process (pid ${pid})`);
      });
    });
  });
});
