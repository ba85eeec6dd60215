import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { benchDatabases, memoryLine } from "./cli.ts";
import { percentile } from "./load.ts";
import { inRounds, type Median, medianByP99, p99Line } from "./rounds.ts";
import type { MemoryFigures, WaitlistBurstClass } from "./server-calls.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/**
 * `npm run bench:waitlist`: 500 students join the line of one full 20-place class at the same
 * instant, then its 20 holders cancel at the same instant, through real HTTP on loopback to one
 * app instance, on the embedded server and (with TEST_DATABASE_URL or BENCH_DATABASE_URL)
 * PostgreSQL. Twice: first on a server just started (the joins are the first requests it answers
 * over HTTP, its code not yet compiled by V8), then the same students on a second full class, as a
 * server that has been running meets the crowd. Prints the latencies, checks that exactly the
 * first 20 in each line were booked, and reads the server's memory once the lines have moved. Each
 * on several servers in turn (rounds.ts): the median server's latencies; the outcome of a server
 * where it was not as expected, if any.
 */
const STUDENTS = 500;
const SLOTS = 20;

interface Timings {
  p50: number;
  p99: number;
  wall: number;
}

/** What a crowd did to one class's line: the joins, then the holders' cancellations. */
interface LineOutcome<JoinsAndCancels = Timings> {
  joined: number;
  joins: JoinsAndCancels;
  cancelled: number;
  cancels: JoinsAndCancels;
  /** Places booked from the line, and whether they were its first ones. */
  promoted: number;
  inOrder: boolean;
  slotsFilled: number;
}

/** The two crowds one server met: `cold` right after it started, `warm` on a second class. */
interface WaitlistOutcomeOnServer<JoinsAndCancels = Timings> {
  cold: LineOutcome<JoinsAndCancels>;
  warm: LineOutcome<JoinsAndCancels>;
  /** The server's memory once both crowds and the lines' promotions are over. */
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
const asExpected = (line: LineOutcome<unknown>) =>
  line.joined === STUDENTS &&
  line.cancelled === SLOTS &&
  line.promoted === SLOTS &&
  line.inOrder &&
  line.slotsFilled === SLOTS;

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

/** The students join the class's line at once, then its holders cancel at once. */
async function crowdOnLine(
  server: ServerProcess,
  { courseId, holders }: WaitlistBurstClass,
  cookies: string[],
): Promise<LineOutcome> {
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
  };
}

async function waitlistBurstOnOneServer(database: DatabaseKind): Promise<WaitlistOutcomeOnServer> {
  const server = await startServer("studio", database);
  try {
    const { classes, cookies } = await server.call("seedWaitlistBurst", {
      students: STUDENTS,
      slots: SLOTS,
      classes: 2,
    });
    const cold = await crowdOnLine(server, classes[0]!, cookies);
    // The second crowd finds the server at rest, as the booking burst's does.
    await server.call("mailSent");
    const warm = await crowdOnLine(server, classes[1]!, cookies);
    return { cold, warm, memory: await server.call("memory") };
  } finally {
    await server.stop();
  }
}

/** Each crowd's joins and cancellations as the median server met them. */
function medianLine(lines: LineOutcome[], shown: LineOutcome): LineOutcome<Median<Timings>> {
  return {
    ...shown,
    joins: medianByP99(lines.map((line) => line.joins)),
    cancels: medianByP99(lines.map((line) => line.cancels)),
  };
}

export async function waitlistBurst(database: DatabaseKind): Promise<WaitlistBurstResult> {
  const outcomes = await inRounds(() => waitlistBurstOnOneServer(database));
  const shown =
    outcomes.find((outcome) => !asExpected(outcome.cold) || !asExpected(outcome.warm)) ??
    outcomes.at(-1)!;
  return {
    database,
    cold: medianLine(
      outcomes.map((outcome) => outcome.cold),
      shown.cold,
    ),
    warm: medianLine(
      outcomes.map((outcome) => outcome.warm),
      shown.warm,
    ),
    memory: shown.memory,
  };
}

const timings = (figures: Median<Timings>) =>
  `p50 ${figures.p50.toFixed(0)} ms, p99 ${p99Line(figures)}, wall ${figures.wall.toFixed(0)} ms`;

const indent = " ".repeat(9);

/** A crowd's two lines: its joins after `heading`, then its holders' cancellations. */
function crowdLines(heading: string, line: LineOutcome<Median<Timings>>): string[] {
  const expected = asExpected(line);
  return [
    `${heading}${line.joined} in line (${timings(line.joins)})`,
    `${indent}${SLOTS} cancels at once: ${line.cancelled} answered (${timings(line.cancels)}); ${line.promoted} booked from the line${line.inOrder ? ", the first in line" : ", NOT THE FIRST IN LINE"}; ${line.slotsFilled}/${SLOTS} places filled${expected ? "" : " — EXPECTED ALL IN LINE, 20 PROMOTED IN ORDER"}`,
  ];
}

export function formatWaitlistBurst(result: WaitlistBurstResult): string {
  return [
    ...crowdLines(
      `${result.database.padEnd(8)} ${STUDENTS} joins of a full ${SLOTS}-place class, just started: `,
      result.cold,
    ),
    ...crowdLines(`${indent}running, a second class: `, result.warm),
    `${indent}server ${memoryLine(result.memory)}`,
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  for (const database of benchDatabases()) {
    console.log(formatWaitlistBurst(await waitlistBurst(database)));
  }
}
