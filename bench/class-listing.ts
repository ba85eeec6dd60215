import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { benchDatabaseUrl, DATABASE_NAMES, memoryLine } from "./cli.ts";
import {
  CONNECTIONS,
  type LoadFigures,
  load,
  milliseconds,
  SECONDS,
  WARM_UP_SECONDS,
} from "./load.ts";
import type { MemoryFigures } from "./server-calls.ts";
import { startServer } from "./server-process.ts";

/**
 * `npm run bench:classes`: `GET /api/classes?from&to` for a month of classes (150, with tutors)
 * served by the real app, beside a bare Hono hello-world served the same way (@hono/node-server,
 * its own process, HTTP on loopback), both loaded by autocannon with the same settings in the same
 * run. The ratio of their throughputs is the figure. On PostgreSQL with TEST_DATABASE_URL or
 * BENCH_DATABASE_URL, on the embedded server otherwise. BENCH_SECONDS sets each measurement's length (10).
 */
const CLASSES = 150;
/** What Chromium sends: the visitors' timetable then comes Brotli-compressed (decision 0007). */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export interface ListingResult {
  database: DatabaseKind;
  classes: number;
  /** The size of the visitor's answer. */
  bytes: number;
  /** The size of the visitor's answer as a browser gets it, and its compression. */
  browserBytes: number;
  browserEncoding: string;
  hello: LoadFigures;
  /** The bare Hono server sending a constant answer as large as the visitor's listing. */
  sameSize: LoadFigures;
  /** `GET /api/health` (the app's middleware and `select 1`): the floor under any API answer. */
  health: LoadFigures;
  /** The same with a student's session cookie: the floor plus the session lookup (issue #25). */
  healthSignedIn: LoadFigures;
  /** A visitor asking as a browser does, taking a compressed answer. */
  visitor: LoadFigures;
  /** A visitor taking no compression (curl, autocannon's default): the whole JSON each time. */
  visitorUncompressed: LoadFigures;
  /** A signed-in student's `GET /api/classes`, their statuses written into the whole month. */
  student: LoadFigures;
  /** `GET /api/me/timetable`: the student's own classes, which the site adds to the visitors' answer. */
  ownClasses: LoadFigures;
  /** Each server's memory once its load is over. */
  memory: { hello: MemoryFigures; studio: MemoryFigures };
}

/**
 * Checks the answer before loading it: every class there, and the student's bookings seen.
 * Answers its size in bytes.
 */
async function checkListing(url: string, cookie: string | undefined, classes: number) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  const body = JSON.parse(text) as { status: string; tutor: unknown }[];
  const booked = body.filter((item) => item.status === "already_booked").length;
  if (response.status !== 200 || body.length !== classes || body.some((item) => !item.tutor)) {
    throw new Error(`GET /api/classes answered ${response.status} with ${body.length} classes`);
  }
  if ((cookie !== undefined) !== booked > 0) {
    throw new Error(`GET /api/classes showed ${booked} booked classes to the wrong person`);
  }
  return Buffer.byteLength(text);
}

export async function classListing(
  database: DatabaseKind = benchDatabaseUrl() ? "postgres" : "embedded",
): Promise<ListingResult> {
  const studio = await startServer("studio", database);
  let studioFigures: Pick<
    ListingResult,
    | "bytes"
    | "browserBytes"
    | "browserEncoding"
    | "health"
    | "healthSignedIn"
    | "visitor"
    | "visitorUncompressed"
    | "student"
    | "ownClasses"
  >;
  let studioMemory: MemoryFigures;
  try {
    const month = await studio.call("seedMonth", { classes: CLASSES });
    const path = `/api/classes?from=${encodeURIComponent(month.from)}&to=${encodeURIComponent(month.to)}`;
    const bytes = await checkListing(`${studio.base}${path}`, undefined, CLASSES);
    await checkListing(`${studio.base}${path}`, month.studentCookie, CLASSES);
    const asBrowser = await fetch(`${studio.base}${path}`, {
      headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    });
    await asBrowser.arrayBuffer();
    studioFigures = {
      bytes,
      browserBytes: Number(asBrowser.headers.get("content-length")),
      browserEncoding: asBrowser.headers.get("content-encoding") ?? "none",
      health: await load(studio, "/api/health"),
      healthSignedIn: await load(studio, "/api/health", { cookie: month.studentCookie }),
      visitor: await load(studio, path, { "accept-encoding": BROWSER_ACCEPT_ENCODING }),
      visitorUncompressed: await load(studio, path),
      student: await load(studio, path, { cookie: month.studentCookie }),
      ownClasses: await load(studio, path.replace("/api/classes", "/api/me/timetable"), {
        cookie: month.studentCookie,
      }),
    };
    studioMemory = await studio.call("memory");
  } finally {
    await studio.stop();
  }

  const hello = await startServer("hello");
  try {
    return {
      database,
      classes: CLASSES,
      hello: await load(hello, "/"),
      sameSize: await load(hello, `/sized?bytes=${studioFigures.bytes}`),
      ...studioFigures,
      memory: { hello: await hello.call("memory"), studio: studioMemory },
    };
  } finally {
    await hello.stop();
  }
}

/** Signed-in timetables a second when each is the visitors' answer plus the student's own. */
export function signedInPages(result: ListingResult): number {
  return 1 / (1 / result.visitor.requestsPerSecond + 1 / result.ownClasses.requestsPerSecond);
}

export function formatListing(result: ListingResult): string {
  const row = (name: string, figures: LoadFigures) =>
    `  ${name.padEnd(27)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${milliseconds(figures.p50)} ms  p99 ${milliseconds(figures.p99)} ms  server CPU ${figures.cpuPerRequest.toFixed(3)} ms/req (database ${figures.databaseCpuPerRequest.toFixed(3)})` +
    (figures === result.hello
      ? ""
      : `  ratio ${((100 * figures.requestsPerSecond) / result.hello.requestsPerSecond).toFixed(1)} %`) +
    (figures.failed ? `  ${figures.failed} FAILED` : "");
  const memory = (name: string, figures: MemoryFigures) =>
    `  ${name.padEnd(27)} ${memoryLine(figures)}`;
  return [
    `GET /api/classes for a month (${result.classes} classes with tutors, ${(result.bytes / 1024).toFixed(0)} kB;` +
      ` ${(result.browserBytes / 1024).toFixed(1)} kB as ${result.browserEncoding} to a browser) on ${DATABASE_NAMES[result.database]},` +
      ` autocannon ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up:`,
    row("bare Hono hello-world", result.hello),
    row("bare Hono, same-size answer", result.sameSize),
    row("app floor: GET /api/health", result.health),
    row("app floor, signed in", result.healthSignedIn),
    row("classes, visitor (browser)", result.visitor),
    row("classes, visitor, no gzip/br", result.visitorUncompressed),
    row("classes, signed-in student", result.student),
    row("own classes, signed in", result.ownClasses),
    `  a signed-in timetable as the site fetches it (the visitors' answer and their own): ${signedInPages(result).toFixed(0)} pages/s, ${((100 * signedInPages(result)) / result.visitor.requestsPerSecond).toFixed(1)} % of a visitor's`,
    "server memory after the load:",
    memory("bare Hono hello-world", result.memory.hello),
    memory("studio app", result.memory.studio),
  ].join("\n");
}

if (isMainModule(import.meta.url)) console.log(formatListing(await classListing()));
