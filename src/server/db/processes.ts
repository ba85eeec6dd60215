import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Whether a process with this pid exists (one of another user's counts). */
export function isRunning(pid: number): boolean {
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

/** A running process's program and arguments (/proc, else ps), or undefined when it is gone. */
export function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    try {
      const line = execFileSync("ps", ["-p", String(pid), "-o", "args="], { encoding: "utf8" });
      return line.trim().split(/\s+/).filter(Boolean);
    } catch {
      return undefined;
    }
  }
}

/** Whether a process is gone: no such pid, or a zombie that no parent has reaped yet. */
export function hasExited(pid: number): boolean {
  if (!isRunning(pid)) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return !isRunning(pid);
  }
}

/** A process and every process below it (Linux: /proc/<pid>/task/<pid>/children). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone meanwhile, or no /proc: no children to tell.
  }
  return [pid, ...children.flatMap(processTree)];
}

/**
 * The memory of processes in kilobytes (Linux): resident (RSS, which counts memory they share,
 * such as PostgreSQL's buffers, once per process) and proportional (PSS, which shares it out).
 */
export function processMemory(pids: number[]): { rssKb: number; pssKb: number } {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      rssKb += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // Ended between the listing and the reading.
    }
  }
  return { rssKb, pssKb };
}
