import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import type { MemoryFigures } from "./bench-server.ts";
import { benchDatabases, memoryLine } from "./cli.ts";
import { percentile } from "./load.ts";
import { startServer } from "./server-process.ts";

/**
 * `npm run bench:booking`: 500 students book one 20-slot class at the same instant, through real
 * HTTP on loopback to one app instance, on the embedded server and (with TEST_DATABASE_URL or
 * BENCH_DATABASE_URL) PostgreSQL. Prints successes, latency and wall time, and checks that
 * nothing overbooked.
 */
const STUDENTS = 500;
const SLOTS = 20;

export interface BurstResult {
  database: DatabaseKind;
  booked: number;
  refused: number;
  other: number;
  p50: number;
  p99: number;
  wall: number;
  /** The invariants that broke (none when it is empty). */
  broken: string[];
  /** The server's memory once the burst is over. */
  memory: MemoryFigures;
}

export async function bookingBurst(database: DatabaseKind): Promise<BurstResult> {
  const server = await startServer("studio", database);
  try {
    const { courseId, cookies } = await server.call("seedBurst", {
      students: STUDENTS,
      slots: SLOTS,
    });
    const started = performance.now();
    const results = await Promise.all(
      cookies.map(async (cookie) => {
        const sent = performance.now();
        const response = await fetch(`${server.base}/api/bookings`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ courseId }),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - sent };
      }),
    );
    const wall = performance.now() - started;
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const invariants = await server.call("brokenInvariants");
    const booked = results.filter((result) => result.status === 201).length;
    const refused = results.filter((result) => result.status === 409).length;
    return {
      database,
      booked,
      refused,
      other: results.length - booked - refused,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      wall,
      broken: [...invariants.balances, ...invariants.classes].map((row) => JSON.stringify(row)),
      memory: await server.call("memory"),
    };
  } finally {
    await server.stop();
  }
}

export function formatBurst(result: BurstResult): string {
  const figures = [
    `${result.booked} booked`,
    `${result.refused} refused`,
    `${result.other} other`,
    `p50 ${result.p50.toFixed(0)} ms`,
    `p99 ${result.p99.toFixed(0)} ms`,
    `wall ${result.wall.toFixed(0)} ms`,
    result.broken.length === 0 ? "invariants hold" : `INVARIANTS BROKEN ${result.broken.join(" ")}`,
    ...(result.booked === SLOTS ? [] : [`EXPECTED ${SLOTS} BOOKED`]),
    `server ${memoryLine(result.memory)}`,
  ];
  return `${result.database.padEnd(8)} ${STUDENTS} requests for ${SLOTS} slots: ${figures.join(", ")}`;
}

if (isMainModule(import.meta.url)) {
  for (const database of benchDatabases()) console.log(formatBurst(await bookingBurst(database)));
}
