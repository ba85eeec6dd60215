import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { AppError } from "../errors.ts";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * What tells a process from a later one given the same pid, as happens after a restart of the
 * machine or the container: on Linux, the boot and the process's start time. Undefined where
 * there is no /proc.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces; the start time is the 20th field after it.
    const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return startTime ? `${bootId}/${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process a lock names still runs: the same pid, and the same process behind it. */
function holdsLock(pid: number, identity: string | undefined): boolean {
  if (pid === process.pid || !isRunning(pid)) return false;
  const current = identity === undefined ? undefined : processIdentity(pid);
  return current === undefined || current === identity;
}

/**
 * PGlite does not guard its folder against a second process, and two writers would corrupt it,
 * so the app holds a lock file for as long as it runs: its pid, and where it can, what identifies
 * the process behind the pid. A lock left by a process that died, or whose pid now belongs to
 * another process, is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, [process.pid, processIdentity(process.pid) ?? ""].join("\n"));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidLine = "", identity] = readFileSync(lockPath, "utf8").split("\n");
      const holder = Number.parseInt(pidLine, 10);
      if (Number.isInteger(holder) && holdsLock(holder, identity || undefined)) {
        throw new AppError(
          "data_folder_locked",
          `Another Studio process (pid ${holder}) is using the data folder ${resolve(dataDir)}. ` +
            "Stop it first, or set DATA_DIR to another folder.",
          409,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new AppError(
    "data_folder_locked",
    `Could not lock the data folder ${resolve(dataDir)}.`,
    409,
  );
}
