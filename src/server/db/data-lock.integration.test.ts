import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataLock } from "./data-lock.ts";
import { processIdentity } from "./processes.ts";

const run = promisify(execFile);

type Reply = { ready?: true; won?: true; refused?: string; message?: string; released?: true };

/** Another process that takes and gives back locks on command (see data-lock-racer.ts). */
type Racer = {
  pid: number;
  /** Sends a command and waits for its answer. */
  ask(command: string): Promise<Reply>;
  /** Ends its stdin, on which it releases what it holds and exits, and waits for the exit. */
  stop(): Promise<void>;
};

const racerScript = fileURLToPath(new URL("../testing/data-lock-racer.ts", import.meta.url));

async function startRacer(): Promise<Racer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", racerScript], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const replies = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async (): Promise<Reply> => {
    const line = await replies.next();
    if (line.done) throw new Error(`racer ${child.pid} exited without answering`);
    return JSON.parse(line.value) as Reply;
  };
  expect(await next()).toEqual({ ready: true });
  return {
    pid: child.pid!,
    ask(command) {
      child.stdin!.write(`${command}\n`);
      return next();
    },
    async stop() {
      child.stdin!.end();
      await exited;
    },
  };
}

/** A pid that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

/** The lock files in a folder, drafts included, whatever their generation. */
const lockFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.startsWith(".lock"))
    .sort();

describe("the data folder lock", () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), "studio-lock-"));
    folders.push(folder);
    return folder;
  };
  const racers: Racer[] = [];
  const withRacers = async (count: number) => {
    const started = await Promise.all(Array.from({ length: count }, startRacer));
    racers.push(...started);
    return started;
  };
  afterEach(async () => {
    await Promise.all(racers.splice(0).map((racer) => racer.stop()));
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

  it("takes over a lock left by a process that died, and leaves it empty on release", () => {
    const folder = freshFolder();
    writeFileSync(join(folder, ".lock-1"), String(deadPid()));
    const release = acquireDataLock(folder);
    expect(lockFiles(folder)).toEqual([".lock-2"]);
    expect(readFileSync(join(folder, ".lock-2"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    // Released, not removed: the highest generation stays, so that the numbers only grow.
    expect(lockFiles(folder)).toEqual([".lock-2"]);
    expect(readFileSync(join(folder, ".lock-2"), "utf8")).toBe("");
  });

  it("lets another process take the lock once it is released, and not before", async () => {
    const folder = freshFolder();
    const [other] = await withRacers(1);
    const release = acquireDataLock(folder);
    expect(await other!.ask(`acquire ${folder}`)).toEqual({
      refused: "data_folder_locked",
      message: `Another Studio process (pid ${process.pid}) is using the data folder ${folder}. Stop it first, or set DATA_DIR to another folder.`,
    });
    release();
    expect(await other!.ask(`acquire ${folder}`)).toEqual({ won: true });
    expect(() => acquireDataLock(folder)).toThrow(`Another Studio process (pid ${other!.pid})`);
    expect(await other!.ask("release")).toEqual({ released: true });
    acquireDataLock(folder)();
  });

  it("lets this process take again a lock it released", () => {
    const folder = freshFolder();
    acquireDataLock(folder)();
    const release = acquireDataLock(folder);
    expect(lockFiles(folder)).toEqual([".lock-2"]);
    expect(readFileSync(join(folder, ".lock-2"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    release();
    expect(readFileSync(join(folder, ".lock-2"), "utf8")).toBe("");
  });

  it("removes the lock of an earlier version once its process died", () => {
    const folder = freshFolder();
    writeFileSync(join(folder, ".lock"), String(deadPid()));
    const release = acquireDataLock(folder);
    expect(lockFiles(folder)).toEqual([".lock-1"]);
    release();
  });

  it("lets exactly one of many processes take over a stale lock at once", {
    timeout: 60_000,
  }, async () => {
    const RACERS = 8;
    const TRIALS = 200;
    // Started once: in each trial they all read the stale lock at the same moment, when the
    // command reaches them, and the winner holds on until every other one has answered.
    const contenders = await withRacers(RACERS);
    const stale = `${deadPid()}\nan-earlier-boot/12345`;
    const trials: { winners: string[]; refusals: (string | undefined)[]; locks: string[] }[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const folder = freshFolder();
      writeFileSync(join(folder, ".lock-1"), stale);
      const replies = await Promise.all(contenders.map((racer) => racer.ask(`acquire ${folder}`)));
      const locks = lockFiles(folder);
      trials.push({
        winners: contenders.filter((_, index) => replies[index]!.won).map(({ pid }) => String(pid)),
        refusals: replies.filter((reply) => !reply.won).map((reply) => reply.refused),
        // Each lock file, with the pid it names.
        locks: locks.map(
          (name) => `${name}:${readFileSync(join(folder, name), "utf8").split("\n")[0]}`,
        ),
      });
      await Promise.all(contenders.map((racer) => racer.ask("release")));
    }
    const winnerCounts = trials.map((trial) => trial.winners.length);
    expect(
      winnerCounts.filter((count) => count !== 1),
      `how many won, in the trials (of ${TRIALS}) where not exactly one did`,
    ).toEqual([]);
    for (const { winners, refusals, locks } of trials) {
      expect(refusals).toEqual(Array(RACERS - 1).fill("data_folder_locked"));
      // Left is the winner's lock alone: the others withdrew theirs, the stale one was removed.
      expect(locks).toEqual([`.lock-2:${winners[0]}`]);
    }
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
        writeFileSync(join(folder, ".lock-1"), `${pid}\nan-earlier-boot/12345`);
        const release = acquireDataLock(folder);
        expect(lockFiles(folder)).toEqual([".lock-2"]);
        expect(readFileSync(join(folder, ".lock-2"), "utf8")).toBe(
          `${process.pid}\n${processIdentity(process.pid)}`,
        );
        release();
      });
    });

    it("keeps refusing while the process that took the lock runs", () => {
      const folder = freshFolder();
      withOtherProcess((pid) => {
        const lock = `${pid}\n${processIdentity(pid)}`;
        writeFileSync(join(folder, ".lock-1"), lock);
        expect(() => acquireDataLock(folder)).toThrow(
          `Another Studio process (pid ${pid}) is using the data folder ${folder}.`,
        );
        expect(lockFiles(folder)).toEqual([".lock-1"]);
        expect(readFileSync(join(folder, ".lock-1"), "utf8")).toBe(lock);
      });
    });

    it("keeps refusing while the process that took the lock of an earlier version runs", () => {
      const folder = freshFolder();
      withOtherProcess((pid) => {
        writeFileSync(join(folder, ".lock"), `${pid}\n${processIdentity(pid)}`);
        expect(() => acquireDataLock(folder)).toThrow(`Another Studio process (pid ${pid})`);
        expect(lockFiles(folder)).toEqual([".lock"]);
      });
    });
  });
});
