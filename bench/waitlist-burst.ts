import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import type { MemoryFigures } from "./bench-server.ts";
import { benchDatabases, memoryLine } from "./cli.ts";
import { percentile } from "./load.ts";
import { inRounds, type Median, medianByP99, p99Line } from "./rounds.ts";
import { startServer } from "./server-process.ts";

/**
 * `npm run bench:waitlist`: 500 students join the line of one full 20-place class at the same
 * instant, then its 20 holders cancel at the same instant, through real HTTP on loopback to one
 * app instance, on the embedded server and (with TEST_DATABASE_URL or BENCH_DATABASE_URL)
 * PostgreSQL. Prints the latencies, checks that exactly the first 20 in line were booked, and
 * reads the server's memory once the line has moved. Each on several servers in turn (rounds.ts):
 * the median server's latencies; the outcome of a server where it was not as expected, if any.
 */
const STUDENTS = 500;
const SLOTS = 20;

interface Timings {
  p50: number;
  p99: number;
  wall: number;
}

/** What one server answered and did. */
interface WaitlistOutcomeOnServer<JoinsAndCancels = Timings> {
  joined: number;
  joins: JoinsAndCancels;
  cancelled: number;
  cancels: JoinsAndCancels;
  /** Places booked from the line, and whether they were its first ones. */
  promoted: number;
  inOrder: boolean;
  slotsFilled: number;
  /** The server's memory once both bursts and the line's promotions are over. */
  memory: MemoryFigures;
}

/**
 * The median server's latencies; the counts and memory of a server whose outcome was not as
 * expected, else of the last.
 */
export interface WaitlistBurstResult extends WaitlistOutcomeOnServer<Median<Timings>> {
  database: DatabaseKind;
}

/** Every place taken from the line, by its first 20, and every request answered as it should be. */
const asExpected = (outcome: WaitlistOutcomeOnServer) =>
  outcome.joined === STUDENTS &&
  outcome.cancelled === SLOTS &&
  outcome.promoted === SLOTS &&
  outcome.inOrder &&
  outcome.slotsFilled === SLOTS;

/** Sends every request at once; their statuses and the timings of the whole. */
async function atOnce(requests: (() => Promise<Response>)[]) {
  const started = performance.now();
  const results = await Promise.all(
    requests.map(async (send) => {
      const sent = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
  const wall = performance.now() - started;
  const latencies = results.map(({ ms }) => ms).sort((a, b) => a - b);
  return {
    statuses: results.map(({ status }) => status),
    timings: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), wall },
  };
}

async function waitlistBurstOnOneServer(database: DatabaseKind): Promise<WaitlistOutcomeOnServer> {
  const server = await startServer("studio", database);
  try {
    const { courseId, holders, cookies } = await server.call("seedWaitlistBurst", {
      students: STUDENTS,
      slots: SLOTS,
    });
    const post = (cookie: string, path: string) => () =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: "{}",
      });
    const joins = await atOnce(
      cookies.map((cookie) => post(cookie, `/api/classes/${courseId}/waitlist`)),
    );
    const cancels = await atOnce(
      holders.map(({ cookie, bookingId }) => post(cookie, `/api/bookings/${bookingId}/cancel`)),
    );
    const { statuses, slotsFilled } = await server.call("waitlistOutcome", courseId);
    const promoted = statuses.filter((status) => status === "booked").length;
    return {
      joined: joins.statuses.filter((status) => status === 201).length,
      joins: joins.timings,
      cancelled: cancels.statuses.filter((status) => status === 200).length,
      cancels: cancels.timings,
      promoted,
      inOrder: statuses.slice(0, promoted).every((status) => status === "booked"),
      slotsFilled,
      memory: await server.call("memory"),
    };
  } finally {
    await server.stop();
  }
}

export async function waitlistBurst(database: DatabaseKind): Promise<WaitlistBurstResult> {
  const outcomes = await inRounds(() => waitlistBurstOnOneServer(database));
  const shown = outcomes.find((outcome) => !asExpected(outcome)) ?? outcomes.at(-1)!;
  return {
    ...shown,
    database,
    joins: medianByP99(outcomes.map((outcome) => outcome.joins)),
    cancels: medianByP99(outcomes.map((outcome) => outcome.cancels)),
  };
}

const timings = (figures: Median<Timings>) =>
  `p50 ${figures.p50.toFixed(0)} ms, p99 ${p99Line(figures)}, wall ${figures.wall.toFixed(0)} ms`;

export function formatWaitlistBurst(result: WaitlistBurstResult): string {
  const expected = asExpected(result);
  return [
    `${result.database.padEnd(8)} ${STUDENTS} joins of a full ${SLOTS}-place class: ${result.joined} in line (${timings(result.joins)})`,
    `${" ".repeat(9)}${SLOTS} cancels at once: ${result.cancelled} answered (${timings(result.cancels)}); ${result.promoted} booked from the line${result.inOrder ? ", the first in line" : ", NOT THE FIRST IN LINE"}; ${result.slotsFilled}/${SLOTS} places filled${expected ? "" : " — EXPECTED ALL IN LINE, 20 PROMOTED IN ORDER"}`,
    `${" ".repeat(9)}server ${memoryLine(result.memory)}`,
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  for (const database of benchDatabases()) {
    console.log(formatWaitlistBurst(await waitlistBurst(database)));
  }
}
