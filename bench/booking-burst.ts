import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { benchDatabases, memoryLine } from "./cli.ts";
import { databaseCpuBetween, percentile } from "./load.ts";
import { inRounds, type Median, medianByP99, p99Line } from "./rounds.ts";
import type { MemoryFigures } from "./server-calls.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/**
 * `npm run bench:booking`: 500 students book one 20-slot class at the same instant, through real
 * HTTP on loopback to one app instance, on the embedded server and (with TEST_DATABASE_URL or
 * BENCH_DATABASE_URL) PostgreSQL. Three times: first on a server just started (its code not yet
 * compiled by V8), then the same students on a second class, as a server that has been running
 * meets the burst, on the connections the first burst left open; then on a third class, every
 * student on a connection of their own again, as 500 phones would come. Each request carries its
 * own Idempotency-Key, as the site sends one. Prints successes, latency, wall time and the CPU
 * the app and its database spent, and checks that nothing overbooked; first, the same bursts to
 * the hello-world's echo, the floor of its HTTP. Each on several servers in turn (rounds.ts).
 */
const STUDENTS = 500;
const SLOTS = 20;
/** Long enough for the client to have seen the server hang up its idle connections. */
const HANG_UP_SETTLES_MS = 200;

export interface BurstFigures {
  booked: number;
  refused: number;
  other: number;
  p50: number;
  p99: number;
  wall: number;
  /** CPU time per request, ms: the app's process, its database's processes. */
  appCpu: number;
  databaseCpu: number;
}

/** The three bursts: as one server met them, or each as the median server did. */
interface ThreeBursts<Figures = BurstFigures> {
  cold: Figures;
  warm: Figures;
  newConnections: Figures;
}

export type EchoFigures = ThreeBursts<Median<BurstFigures>>;

/** The three bursts on one studio server, and what the server held after them. */
interface ServerBursts<Figures = BurstFigures> extends ThreeBursts<Figures> {
  /** The invariants that broke (none when it is empty). */
  broken: string[];
  /** The server's memory once its bursts were over. */
  memory: MemoryFigures;
}

/**
 * Each burst from the server whose p99 was the median: `cold` right after the server started,
 * `warm` on a server that has run one, over the connections it left open, `newConnections` the
 * third, the server having hung up every idle connection first. The invariants broken on any
 * server; the last server's memory.
 */
export interface BurstResult extends ServerBursts<Median<BurstFigures>> {
  database: DatabaseKind;
}

/** The students' booking requests, sent to `path` at once (the studio's, or the hello-world's echo). */
async function burst(
  server: ServerProcess,
  courseId: string,
  cookies: string[],
  path = "/api/bookings",
): Promise<BurstFigures> {
  const cpuBefore = await server.call("cpu");
  const started = performance.now();
  const results = await Promise.all(
    cookies.map(async (cookie) => {
      const sent = performance.now();
      const response = await fetch(`${server.base}${path}`, {
        method: "POST",
        headers: {
          cookie,
          "content-type": "application/json",
          // As the site sends it (post-booking.ts): a retry would send the same key again.
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({ courseId }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const wall = performance.now() - started;
  const cpuAfter = await server.call("cpu");
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const booked = results.filter((result) => result.status === 201).length;
  const refused = results.filter((result) => result.status === 409).length;
  return {
    booked,
    refused,
    other: results.length - booked - refused,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    wall,
    appCpu: (cpuAfter.app - cpuBefore.app) / results.length,
    databaseCpu: databaseCpuBetween(cpuBefore, cpuAfter) / results.length,
  };
}

/** Each burst as the median server met it, with every server's p99. */
function medianOfRounds(rounds: ThreeBursts[]): ThreeBursts<Median<BurstFigures>> {
  return {
    cold: medianByP99(rounds.map((round) => round.cold)),
    warm: medianByP99(rounds.map((round) => round.warm)),
    newConnections: medianByP99(rounds.map((round) => round.newConnections)),
  };
}

/** A burst whose every request comes on a new connection: the server hangs up the idle ones first. */
async function burstOnNewConnections(
  server: ServerProcess,
  courseId: string,
  cookies: string[],
  path?: string,
): Promise<BurstFigures> {
  await server.call("hangUpIdleConnections");
  // The client sees each hang-up as its socket's end, and opens a new one for the next request.
  await delay(HANG_UP_SETTLES_MS);
  return burst(server, courseId, cookies, path);
}

async function bookingBurstOnOneServer(database: DatabaseKind): Promise<ServerBursts> {
  const server = await startServer("studio", database);
  try {
    const { courseIds, cookies } = await server.call("seedBurst", {
      students: STUDENTS,
      slots: SLOTS,
      classes: 3,
    });
    const cold = await burst(server, courseIds[0]!, cookies);
    // The second crowd finds the server at rest, as a studio's next one would: the first burst's
    // e-mails (sent once the instance is quiet, at most a second after) are out.
    await server.call("mailSent");
    const warm = await burst(server, courseIds[1]!, cookies);
    await server.call("mailSent");
    const newConnections = await burstOnNewConnections(server, courseIds[2]!, cookies);
    const invariants = await server.call("brokenInvariants");
    return {
      cold,
      warm,
      newConnections,
      broken: [...invariants.balances, ...invariants.classes].map((row) => JSON.stringify(row)),
      memory: await server.call("memory"),
    };
  } finally {
    await server.stop();
  }
}

export async function bookingBurst(database: DatabaseKind): Promise<BurstResult> {
  const rounds = await inRounds(() => bookingBurstOnOneServer(database));
  return {
    database,
    ...medianOfRounds(rounds),
    broken: rounds.flatMap((round) => round.broken),
    memory: rounds.at(-1)!.memory,
  };
}

/**
 * The yardstick: the same three bursts to the hello-world's echo on a server of its own, which
 * answers each request's JSON with no work behind it. What the studio adds to it is its own.
 */
export async function echoBurst(): Promise<EchoFigures> {
  return medianOfRounds(await inRounds(echoBurstOnOneServer));
}

async function echoBurstOnOneServer(): Promise<ThreeBursts> {
  const server = await startServer("hello");
  try {
    const cookies = Array.from({ length: STUDENTS }, (_, index) => `session=student-${index}`);
    const courseId = randomUUID();
    const cold = await burst(server, courseId, cookies, "/echo");
    const warm = await burst(server, courseId, cookies, "/echo");
    const newConnections = await burstOnNewConnections(server, courseId, cookies, "/echo");
    return { cold, warm, newConnections };
  } finally {
    await server.stop();
  }
}

function timesLine(figures: Median<BurstFigures>): string {
  return [
    `p50 ${figures.p50.toFixed(0)} ms`,
    `p99 ${p99Line(figures)}`,
    `wall ${figures.wall.toFixed(0)} ms`,
    `CPU per request ${figures.appCpu.toFixed(2)} ms app + ${figures.databaseCpu.toFixed(2)} ms database`,
  ].join(", ");
}

function burstLine(figures: Median<BurstFigures>): string {
  return [
    `${figures.booked} booked`,
    `${figures.refused} refused`,
    `${figures.other} other`,
    timesLine(figures),
    ...(figures.booked === SLOTS ? [] : [`EXPECTED ${SLOTS} BOOKED`]),
  ].join(", ");
}

export function formatEchoBurst(echo: EchoFigures): string {
  return [
    `hello-world echo, ${STUDENTS} requests`,
    `  just started: ${timesLine(echo.cold)}`,
    `  running:      ${timesLine(echo.warm)}`,
    `  running, new connections: ${timesLine(echo.newConnections)}`,
  ].join("\n");
}

export function formatBurst(result: BurstResult): string {
  const invariants =
    result.broken.length === 0 ? "invariants hold" : `INVARIANTS BROKEN ${result.broken.join(" ")}`;
  return [
    `${result.database.padEnd(8)} ${STUDENTS} requests for ${SLOTS} slots`,
    `  just started: ${burstLine(result.cold)}`,
    `  running:      ${burstLine(result.warm)}`,
    `  running, new connections: ${burstLine(result.newConnections)}`,
    `  ${invariants}, server ${memoryLine(result.memory)}`,
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  console.log(formatEchoBurst(await echoBurst()));
  for (const database of benchDatabases()) console.log(formatBurst(await bookingBurst(database)));
}
