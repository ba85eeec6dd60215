import { randomBytes } from "node:crypto";
import {
  closeSync,
  ftruncateSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { AppError } from "../errors.ts";
import { isRunning, processIdentity } from "./processes.ts";

/** Whether the process a lock names still runs: the same pid, and the same process behind it. */
function holdsLock(pid: number, identity: string | undefined): boolean {
  if (pid === process.pid || !isRunning(pid)) return false;
  const current = identity === undefined ? undefined : processIdentity(pid);
  return current === undefined || current === identity;
}

/** The pid of the process a lock's content names, if it still holds it. */
function liveHolder(content: string): number | undefined {
  const [pidLine = "", identity] = content.split("\n");
  const pid = Number.parseInt(pidLine, 10);
  // An empty lock was released; a lock is written whole, so nothing else is half-written.
  return Number.isInteger(pid) && holdsLock(pid, identity || undefined) ? pid : undefined;
}

const isCode = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | undefined)?.code === code;

/** Runs a file operation whose file another process may have removed first. */
function unlessGone<T>(operation: () => T): T | undefined {
  try {
    return operation();
  } catch (error) {
    if (isCode(error, "ENOENT")) return undefined;
    throw error;
  }
}

const LOCK_FILE = /^\.lock-([1-9][0-9]*)$/;

/** The generations of lock in the folder, highest first. */
function generations(dataDir: string): number[] {
  return readdirSync(dataDir)
    .flatMap((name) => {
      const match = LOCK_FILE.exec(name);
      return match ? [Number(match[1])] : [];
    })
    .sort((a, b) => b - a);
}

/** What the folder's lock says: its holder's pid and identity, empty once released; none if none. */
export function readDataLock(dataDir: string): string | undefined {
  const current = generations(dataDir)[0];
  return current
    ? unlessGone(() => readFileSync(join(dataDir, `.lock-${current}`), "utf8"))
    : undefined;
}

function lockedError(pid: number, dataDir: string): AppError {
  return new AppError(
    "data_folder_locked",
    `Another Studio process (pid ${pid}) is using the data folder ${resolve(dataDir)}. ` +
      "Stop it first, or set DATA_DIR to another folder.",
    409,
  );
}

/**
 * One app per data folder: a second would find the first's embedded server running and stop it
 * as if it were left over by a killed app (and PGlite, in folders of earlier versions, does not
 * guard its folder at all). So the app holds a lock file for as long as it runs: its pid, and
 * where it can, what identifies
 * the process behind the pid. A lock left by a process that died, or whose pid now belongs to
 * another process, is taken over.
 *
 * Taking over must be atomic, or two processes that both found the lock stale both win: with a
 * single lock file, one can remove the fresh lock the other just wrote in place of the stale one.
 * So locks are numbered generations, `.lock-1`, `.lock-2`…, the highest being the lock:
 * - A process may create generation n+1 only after it read generation n and found it stale.
 *   It creates it by link(), which only one process can do for a given name, from a file it
 *   wrote in full beforehand, so no reader ever sees a half-written lock.
 * - A process that was slow enough to create a generation lower than another one withdraws when
 *   it looks again and sees the higher one; the highest creator to look again and see nothing
 *   higher is the only one that holds the lock.
 * - The highest generation is never removed, only emptied on release (an empty lock is stale),
 *   so the numbers only grow: a removed highest lock would let a process that read an older
 *   generation create the next one again, alongside the process that holds the lock.
 * Lower generations are removed by the holder, only to keep the folder tidy.
 *
 * The `.lock` file of earlier versions is still honoured while its process runs, so that an
 * upgrade started beside an older server is refused too; once that process is gone it is removed.
 */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const legacyPath = join(dataDir, ".lock");
  const legacyHolder = liveHolder(unlessGone(() => readFileSync(legacyPath, "utf8")) ?? "");
  if (legacyHolder !== undefined) throw lockedError(legacyHolder, dataDir);
  rmSync(legacyPath, { force: true });

  // The draft is the lock's content, written in full before any link makes it a lock. Its
  // descriptor is kept by the holder to release the lock through the file itself, not its name,
  // which may by then be a slow loser's link to its own draft (if this process took its own
  // lock again, it removed the generation and a slow loser may have created it again).
  const draft = join(dataDir, `.lock-tmp-${process.pid}-${randomBytes(6).toString("hex")}`);
  const fd = openSync(draft, "wx");
  let held = false;
  try {
    writeFileSync(fd, [process.pid, processIdentity(process.pid) ?? ""].join("\n"));
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = generations(dataDir)[0] ?? 0;
      if (current > 0) {
        const read = unlessGone(() => readFileSync(join(dataDir, `.lock-${current}`), "utf8"));
        // Gone: a process that lost a race withdrew it; look again.
        if (read === undefined) continue;
        const holder = liveHolder(read);
        if (holder !== undefined) throw lockedError(holder, dataDir);
      }
      const mine = current + 1;
      const lockPath = join(dataDir, `.lock-${mine}`);
      try {
        linkSync(draft, lockPath);
      } catch (error) {
        // Another process took this generation first: its lock is the one to read now.
        if (isCode(error, "EEXIST")) continue;
        throw error;
      }
      const others = generations(dataDir);
      if ((others[0] ?? 0) > mine) {
        unlessGone(() => unlinkSync(lockPath));
        continue;
      }
      for (const older of others.filter((generation) => generation < mine)) {
        unlessGone(() => unlinkSync(join(dataDir, `.lock-${older}`)));
      }
      held = true;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Emptied, not removed: see above.
        ftruncateSync(fd, 0);
        closeSync(fd);
      };
    }
  } finally {
    rmSync(draft, { force: true });
    if (!held) closeSync(fd);
  }
  throw new AppError(
    "data_folder_locked",
    `Could not lock the data folder ${resolve(dataDir)}.`,
    409,
  );
}
