import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { constants, type NodeGCPerformanceDetail, PerformanceObserver } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { writeHeapSnapshot } from "node:v8";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { processMemory, processTree } from "../src/server/db/processes.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { collectGarbage } from "./collect-garbage.ts";
import type {
  CallMessage,
  MemoryFigures,
  ServerApp,
  ServerCalls,
  ServerMessage,
} from "./server-calls.ts";

/*
 * The server under load, in a process of its own so that the load generator does not share its
 * event loop and its memory figures are its own. `bench/server-process.ts` starts it and talks to
 * it over IPC. BENCH_SERVER_APP picks what it serves over HTTP on 127.0.0.1:
 * - `hello`: a bare Hono hello-world, the yardstick (and a constant answer of a given size);
 * - `studio`: the real app on a fresh database (BENCH_SERVER_DATABASE: `embedded`, a cluster of
 *   its own, or a scratch `postgres` database on TEST_DATABASE_URL, dropped at the end), with the
 *   settings of a production deployment and its request log (to stdout, which the bench discards).
 */

/**
 * `GET /`: "hi". `GET /sized?bytes=n`: a constant JSON answer of n bytes, the cost of sending an
 * answer as large as the class listing with no work behind it. `POST /echo`: its JSON body back,
 * with a refusal's status: a booking's HTTP with no work behind it.
 */
function helloWorld() {
  const sized = new Map<number, string>();
  return new Hono()
    .get("/", (c) => c.text("hi"))
    .post("/echo", async (c) => c.json(await c.req.json(), 409))
    .get("/sized", (c) => {
      const bytes = Number(c.req.query("bytes"));
      let body = sized.get(bytes);
      if (body === undefined) {
        body = JSON.stringify(["x".repeat(Math.max(0, bytes - 4))]);
        sized.set(bytes, body);
      }
      return c.body(body, 200, { "Content-Type": "application/json" });
    });
}

/** The CPU time each process used, in ms, from /proc (those gone meanwhile are left out). */
function processCpuMs(pids: number[]): Record<number, number> {
  // Linux counts it in ticks of USER_HZ, 100 a second.
  const msPerTick = 10;
  const used: Record<number, number> = {};
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      used[pid] = (Number(fields[11]) + Number(fields[12])) * msPerTick;
    } catch {
      // Gone.
    }
  }
  return used;
}

/** BENCH_HEAP_SNAPSHOT_DIR=dir: each memory reading also writes a heap snapshot there. */
const heapSnapshotDir = process.env.BENCH_HEAP_SNAPSHOT_DIR;

/** How long a memory reading waits for V8's memory reducer once the load is over. */
const SETTLE_LIMIT_MS = 40_000;
/**
 * The reducer makes up to three full collections ~0.6 s apart, and V8 gives the emptied pages
 * back on a thread of its own.
 */
const REDUCER_DONE_MS = 2_000;

/**
 * Resolves with the ms until V8's memory reducer makes its first full collection, or with null
 * after `limitMs` without one. Its collections are the full ones that also ask for all external
 * memory (seen in the "gc" entries after a burst); a full collection the load's tail left under
 * way is not one of them.
 */
function memoryReduced(limitMs: number): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = (afterMs: number | null) => {
      observer.disconnect();
      clearTimeout(limit);
      resolve(afterMs);
    };
    const observer = new PerformanceObserver((list) => {
      // A "gc" entry carries its kind in `detail`, which Node's types leave out of PerformanceEntry.
      const reduced = list.getEntries().some((entry) => {
        const { kind, flags } = (entry as unknown as { detail: NodeGCPerformanceDetail }).detail;
        return (
          kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
          (flags & constants.NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY) !== 0
        );
      });
      if (reduced) finish(performance.now() - started);
    });
    const limit = setTimeout(() => finish(null), limitMs);
    observer.observe({ entryTypes: ["gc"] });
  });
}

async function memory(): Promise<MemoryFigures> {
  const { rss, heapTotal, heapUsed } = process.memoryUsage();
  // This process's only children are the embedded server's (none on PostgreSQL).
  const databaseProcesses = processTree(process.pid).slice(1);
  const database = databaseProcesses.length === 0 ? undefined : processMemory(databaseProcesses);
  const settledAfterMs = await memoryReduced(SETTLE_LIMIT_MS);
  if (settledAfterMs !== null) await delay(REDUCER_DONE_MS);
  const rssSettled = process.memoryUsage.rss();
  collectGarbage();
  const heapHeld = process.memoryUsage().heapUsed;
  if (heapSnapshotDir)
    writeHeapSnapshot(join(heapSnapshotDir, `${Date.now()}-${process.pid}.heapsnapshot`));
  const figures = { rss, rssSettled, settledAfterMs, heapTotal, heapUsed, heapHeld };
  if (!database) return figures;
  return { ...figures, database: { rss: database.rssKb * 1024, pss: database.pssKb * 1024 } };
}

async function main() {
  const app = process.env.BENCH_SERVER_APP as ServerApp;
  const studio =
    app === "studio"
      ? await (await import("./studio-fixtures.ts")).openStudio(
          process.env.BENCH_SERVER_DATABASE as DatabaseKind,
        )
      : null;
  // Answers under way in the studio app, counted so that its database closes only after the last
  // one: the load generator hangs up at the end of its run without waiting for them.
  let underWay = 0;
  let idle = () => {};
  const hello = helloWorld().fetch;
  const fetch: typeof hello = studio
    ? async (...args) => {
        underWay++;
        try {
          return await studio.fetch(...args);
        } finally {
          if (--underWay === 0) idle();
        }
      }
    : hello;

  const noDatabase = () => Promise.reject(new Error("the hello-world server has no database"));
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  const calls: ServerCalls = {
    memory,
    cpu: async () => {
      const { user, system } = process.cpuUsage();
      // This process's only children are the embedded server's (none on PostgreSQL).
      const database = [...processTree(process.pid).slice(1), ...(await calls.databaseBackends())];
      return { app: (user + system) / 1000, database: processCpuMs(database) };
    },
    databaseBackends: async () => [],
    seedMonth: noDatabase,
    seedHistory: noDatabase,
    pagePlans: noDatabase,
    seedBurst: noDatabase,
    seedWaitlistBurst: noDatabase,
    waitlistOutcome: noDatabase,
    brokenInvariants: noDatabase,
    mailSent: noDatabase,
    hangUpIdleConnections: async () => server.closeIdleConnections(),
    ...studio?.calls,
  };

  await new Promise((resolve) => server.once("listening", resolve));
  const send = (message: ServerMessage) => process.send!(message);

  process.on("message", async (message: CallMessage) => {
    try {
      const call = calls[message.name] as (...args: unknown[]) => unknown;
      send({ type: "answer", id: message.id, value: await call(...message.args) });
    } catch (error) {
      send({ type: "failure", id: message.id, error: String((error as Error).stack ?? error) });
    }
  });
  // The bench closes the IPC channel when it is done (or dies): stop, let the answers under way
  // finish, then drop the database.
  process.once("disconnect", async () => {
    server.close();
    server.closeAllConnections();
    if (underWay > 0) await new Promise<void>((resolve) => (idle = resolve));
    await studio?.close();
    process.exit(0);
  });
  send({ type: "ready", port: (server.address() as AddressInfo).port });
}

await main();
