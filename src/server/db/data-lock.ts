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
 * PGlite does not guard its folder against a second process, and two writers would corrupt it,
 * so the app holds a lock file for as long as it runs. A lock left by a process that died is taken over.
 */
export function acquireDataLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
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
