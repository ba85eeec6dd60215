import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainModule } from "../scripts/is-main-module.ts";
import { freePort } from "../src/server/free-port.ts";
import { serverEnvironment, serverNodeFlags } from "./cli.ts";

/**
 * `npm run bench:start`: how long `npm start`'s server takes to answer on a fresh data folder (the
 * embedded cluster made, migrations, demo content) and on a restart of the same folder, from the
 * process's spawn to its "Studio is running" line. The build is not counted (`npm start` builds
 * first; `npm run build` before this bench).
 */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export interface StartTimes {
  firstStartMs: number;
  restartMs: number;
  /** The first start again with no demo content: the cluster and migrations alone. */
  emptyFirstStartMs: number;
}

async function timeStart(
  dataDir: string,
  seed: boolean,
): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), "dist/server/main.js"], {
    cwd: projectRoot,
    env: {
      ...serverEnvironment(),
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "bench-secret-that-is-at-least-32-characters",
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: String(seed),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Studio is running on")) resolve();
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.once("exit", () => reject(new Error(`the server stopped before it ran:\n${output}`)));
  });
  return { ms: performance.now() - started, child };
}

async function stop(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

export async function startTimes(): Promise<StartTimes> {
  const folders = [
    mkdtempSync(join(tmpdir(), "studio-start-")),
    mkdtempSync(join(tmpdir(), "studio-start-")),
  ];
  try {
    const first = await timeStart(folders[0]!, true);
    await stop(first.child);
    const again = await timeStart(folders[0]!, true);
    await stop(again.child);
    const empty = await timeStart(folders[1]!, false);
    await stop(empty.child);
    return { firstStartMs: first.ms, restartMs: again.ms, emptyFirstStartMs: empty.ms };
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

export function formatStartTimes(times: StartTimes): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `start on the embedded database: first start ${seconds(times.firstStartMs)} (cluster, ` +
    `migrations, demo content; ${seconds(times.emptyFirstStartMs)} without demo content), ` +
    `restart ${seconds(times.restartMs)}`
  );
}

if (isMainModule(import.meta.url)) console.log(formatStartTimes(await startTimes()));
