import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { processTree } from "../db/processes.ts";
import { startStudio } from "./studio-process.ts";
import { memberHeaders, seedClasses, seedMembers, storePerTest } from "./studio-store.ts";

function hasStrace(): boolean {
  try {
    execFileSync("strace", ["-V"], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Traces the fsync calls of the embedded server's whole process tree from now on. A backend the
 * server forked after the tree was read but before strace held the postmaster would be neither
 * traced nor followed: the tree is read again once strace holds every process, and the tracing
 * begun again until nothing was missed.
 */
async function traceSyncs(postmaster: number) {
  for (;;) {
    const traced = processTree(postmaster);
    const strace = spawn(
      "strace",
      ["-f", "-qq", "-e", "trace=fsync,fdatasync", ...traced.flatMap((pid) => ["-p", String(pid)])],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let calls = "";
    strace.stderr.setEncoding("utf8");
    strace.stderr.on("data", (chunk: string) => {
      calls += chunk;
    });
    // Attached once each process names strace as its tracer (one that ended meanwhile needs none).
    const attached = (pid: number) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        return /TracerPid:\s+(\d+)/.exec(status)?.[1] === String(strace.pid);
      } catch {
        return true;
      }
    };
    await expect.poll(() => traced.every(attached)).toBe(true);
    if (processTree(postmaster).every(attached)) return { strace, calls: () => calls };
    strace.kill("SIGINT");
    await once(strace, "exit");
  }
}

/**
 * The embedded database keeps what it acknowledged through a power cut only if each commit is
 * forced to disk before the answer: counted from outside, as an operator would, with strace on
 * the server's whole process tree while a student books and cancels. (PGlite, the embedded store
 * before, made no fsync call at all.) CI installs strace; elsewhere the test needs it installed.
 */
describe.runIf(hasStrace() || process.env.CI)("the embedded database's commits", () => {
  const newStore = storePerTest("embedded");

  it("each reach the disk before the answer", { timeout: 90_000 }, async () => {
    const store = await newStore();
    const seeding = await store.open();
    const [student] = await seedMembers(seeding, 1, { credits: 40 });
    const classes = await seedClasses(seeding, 5, { totalSlots: 5, credits: 1 });
    await seeding.close();
    const studio = await startStudio(store.serverEnv);

    const postmaster = Number(
      readFileSync(join(store.dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0],
    );
    const { strace, calls } = await traceSyncs(postmaster);

    let acknowledged = 0;
    for (const item of classes) {
      const booked = await fetch(`${studio.url}/api/bookings`, {
        method: "POST",
        headers: memberHeaders(student!),
        body: JSON.stringify({ courseId: item.id }),
      });
      expect(booked.status).toBe(201);
      acknowledged += 1;
      const { bookingId } = (await booked.json()) as { bookingId: string };
      const cancelled = await fetch(`${studio.url}/api/bookings/${bookingId}/cancel`, {
        method: "POST",
        headers: memberHeaders(student!),
        body: "{}",
      });
      expect(cancelled.status).toBe(200);
      acknowledged += 1;
    }
    strace.kill("SIGINT");
    await once(strace, "exit");

    const syncs = calls()
      .split("\n")
      .filter((line) => /\b(fsync|fdatasync)\(\d+\)\s+= 0/.test(line));
    expect(acknowledged).toBe(10);
    expect(syncs.length).toBeGreaterThanOrEqual(acknowledged);
    console.info(`${acknowledged} acknowledged changes, ${syncs.length} fsync/fdatasync calls`);
  });
});
