import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../free-port.ts";

/**
 * The real server, `node --import tsx src/server/main.ts`, as a child process of the test: the
 * tests talk to it over HTTP and stop it with real signals. Every process started here is killed
 * when the test process ends, whatever happened.
 */

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
const READY_LINE = "Studio is running on";
const started = new Set<ChildProcess>();

process.once("exit", () => {
  for (const child of started) child.kill("SIGKILL");
});

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StudioProcess {
  pid: number;
  port: number;
  /** http://127.0.0.1:{port} */
  url: string;
  /** Settles when the process has ended (never rejects). */
  exited: Promise<Exit>;
  /** Whether the process is still running. */
  running(): boolean;
  /** Everything the process wrote, stdout and stderr interleaved. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
}

async function startOnce(env: Record<string, string>, readyTimeoutMs: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    // Only what the server needs: nothing of the developer's own settings (DATABASE_URL, SMTP_URL…).
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      TZ: process.env.TZ ?? "America/Los_Angeles",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  const exited = new Promise<Exit>((resolve) =>
    child.once("exit", (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), readyTimeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then(() => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  const studio: StudioProcess = {
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    signal: (signal) => {
      child.kill(signal);
    },
  };
  return { studio, ready: await ready };
}

/** Starts the server with `env` (on top of test defaults) and waits until it listens. */
export async function startStudio(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<StudioProcess> {
  for (let attempt = 1; ; attempt++) {
    const { studio, ready } = await startOnce(env, options.readyTimeoutMs ?? 45_000);
    if (ready) return studio;
    if (studio.running()) studio.signal("SIGKILL");
    const exit = await studio.exited;
    // Another process took the port between the probe and the start: try another one.
    if (studio.output().includes("EADDRINUSE") && attempt < 3) continue;
    throw new Error(
      `the server did not start (exit ${JSON.stringify(exit)}):\n${studio.output().slice(-4000)}`,
    );
  }
}

/** Kills every server these helpers started and still running (for afterEach/afterAll). */
export async function killAllStudios(): Promise<void> {
  const running = [...started];
  for (const child of running) child.kill("SIGKILL");
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once("exit", () => resolve());
        }),
    ),
  );
}
