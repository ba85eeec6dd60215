import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../scripts/build-server.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { benchDatabaseUrl, serverEnvironment, serverNodeFlags } from "./cli.ts";
import type { CallMessage, ServerApp, ServerCalls, ServerMessage } from "./server-calls.ts";

/** A server under load, running `bench/bench-server.ts` in a process of its own. */
export interface ServerProcess {
  /** `http://127.0.0.1:port` */
  base: string;
  /** Asks the server process to do one of its calls (seed, memory, invariants) and answers. */
  call<Name extends keyof ServerCalls>(
    name: Name,
    ...args: Parameters<ServerCalls[Name]>
  ): Promise<Awaited<ReturnType<ServerCalls[Name]>>>;
  /** Stops the server and drops its scratch database. */
  stop(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/** The bench server, built as `npm start`'s server is, two folders down like it (project-paths.ts). */
const serverScript = join(projectRoot, "dist/bench/bench-server.js");
/** BENCH_PROFILE_DIR=dir: each server process writes a CPU profile there (Chrome DevTools opens it). */
const profileDir = process.env.BENCH_PROFILE_DIR;
/** BENCH_NODE_FLAGS="--flag …": Node flags for each server process after the product's own, to measure their effect. */
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];

export async function startServer(
  app: ServerApp,
  database: DatabaseKind = "embedded",
): Promise<ServerProcess> {
  await buildServer(join(projectRoot, "bench/bench-server.ts"), serverScript);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      ...serverNodeFlags(),
      // The memory figures run a full collection first, to tell what is held from garbage.
      "--expose-gc",
      ...nodeFlags,
      serverScript,
    ],
    {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      env: {
        ...process.env,
        ...serverEnvironment(),
        BENCH_SERVER_APP: app,
        BENCH_SERVER_DATABASE: database,
        TEST_DATABASE_URL: benchDatabaseUrl() ?? "",
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;

  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => {
      const error = new Error(`the ${app} server stopped (exit code ${code})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
    });
    child.on("message", (message: ServerMessage) => {
      if (message.type === "ready") return resolve(message.port);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "answer") waiting?.resolve(message.value);
      else waiting?.reject(new Error(message.error));
    });
  });

  return {
    base: `http://127.0.0.1:${port}`,
    call(name, ...args) {
      const id = nextId++;
      const message: CallMessage = { id, name, args };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send(message);
      });
    },
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
