import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isMainModule } from "../scripts/is-main-module.ts";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import { addDaysToDay } from "../src/shared/day-range.ts";
import { benchDatabaseUrl, DATABASE_NAMES, memoryLine } from "./cli.ts";
import { CONNECTIONS, type LoadFigures, load, milliseconds, SECONDS } from "./load.ts";
import type { HistoryFixture, MemoryFigures } from "./server-calls.ts";
import { type ServerProcess, startServer } from "./server-process.ts";
import type { StatementPlan } from "./statement-plans.ts";
import { RARE_SURNAME } from "./studio-history.ts";

/**
 * `npm run bench:history`: every page people use, on five years of a busy studio and on its first
 * half-year (bench/studio-history.ts) in the same run, both served at once and each page measured
 * on one right after the other: autocannon with 10 connections on each, its p50/p95/p99, the CPU
 * per answer of the app and of its database, and how much slower the five years are (p95 on the
 * full set over p95 on the tenth). Each page is asked once first and must
 * answer 200 with something in it; the history's invariants are checked after the loads. On
 * PostgreSQL with TEST_DATABASE_URL or BENCH_DATABASE_URL, on the embedded server otherwise.
 * BENCH_HISTORY_SCALES picks the scales ("tenth,full"). BENCH_PLANS_DIR=dir writes there, for each
 * scale, every page's statements with PostgreSQL's plans, slowest first (bench/statement-plans.ts).
 */
const SCALES = (process.env.BENCH_HISTORY_SCALES ?? "tenth,full").split(",") as (
  | "tenth"
  | "full"
)[];
const plansDir = process.env.BENCH_PLANS_DIR;
/** How many of an answer's statements, the slowest, the plans file shows whole. */
const PLANS_SHOWN = 3;

type Reader = "student" | "admin";

interface Page {
  name: string;
  path: string;
  reader: Reader;
}

export interface PageFigures extends Page {
  /** What the page shows, counted (classes, bookings, entries, lines…). */
  shown: number;
  bytes: number;
  /** How long the first answer took, alone (what it may keep for the next ones is made here). */
  firstMs: number;
  figures: LoadFigures;
}

export interface ScaleFigures {
  scale: string;
  fixture: HistoryFixture;
  pages: PageFigures[];
  memory: MemoryFigures;
  /** Where the pages' plans were written (BENCH_PLANS_DIR). */
  plansFile?: string;
}

export interface HistoryPagesResult {
  database: DatabaseKind;
  scales: ScaleFigures[];
}

/** How many things an answer shows: the length of its list, or of its CSV's lines. */
function shownIn(body: unknown): number {
  if (typeof body === "string") return body.trimEnd().split("\n").length - 1;
  if (Array.isArray(body)) return body.length;
  const record = body as Record<string, unknown>;
  for (const key of [
    "items",
    "entries",
    "users",
    "students",
    "transactions",
    "activities",
    "daily",
  ]) {
    if (Array.isArray(record[key])) return (record[key] as unknown[]).length;
  }
  const report = record.revenue as { byDay?: unknown[] } | undefined;
  return report?.byDay?.length ?? 0;
}

async function ask(server: ServerProcess, path: string, cookie: string) {
  const response = await fetch(`${server.base}${path}`, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  const isJson = response.headers.get("content-type")?.includes("json");
  return { body: isJson ? (JSON.parse(text) as unknown) : text, bytes: Buffer.byteLength(text) };
}

/** The pages, with the last page of each paged history found by asking for the first. */
async function pagesOf(server: ServerProcess, fixture: HistoryFixture): Promise<Page[]> {
  const { today } = fixture;
  const yearAgo = addDaysToDay(today, -364);
  const cookies = { student: fixture.studentCookie, admin: fixture.adminCookie };
  const bookings = (await ask(server, "/api/me/bookings?scope=history&page=1", cookies.student))
    .body as { total: number; pageSize: number };
  const year = `from=${yearAgo}&to=${today}`;
  const transactions = (await ask(server, `/api/admin/reports/transactions?${year}`, cookies.admin))
    .body as { total: number; pageSize: number };
  const lastPage = ({ total, pageSize }: { total: number; pageSize: number }) =>
    Math.max(1, Math.ceil(total / pageSize));
  return [
    { name: "timetable, signed in", path: "/api/classes", reader: "student" },
    {
      name: "My Bookings history",
      path: "/api/me/bookings?scope=history&page=1",
      reader: "student",
    },
    {
      name: "My Bookings history, last page",
      path: `/api/me/bookings?scope=history&page=${lastPage(bookings)}`,
      reader: "student",
    },
    { name: "credit history", path: "/api/me/credits?page=1", reader: "student" },
    { name: "admin class list", path: "/api/admin/courses", reader: "admin" },
    { name: "admin week view", path: `/api/admin/courses?week=${today}`, reader: "admin" },
    {
      name: "roster",
      path: `/api/admin/courses/${fixture.rosterCourseId}/roster`,
      reader: "admin",
    },
    {
      name: "attendance, a week",
      path: `/api/admin/attendance?from=${addDaysToDay(today, -6)}&to=${today}`,
      reader: "admin",
    },
    { name: "users list", path: "/api/admin/users?page=1", reader: "admin" },
    { name: "name search, common", path: "/api/admin/users/search?q=tan", reader: "admin" },
    {
      name: "name search, rare",
      path: `/api/admin/users/search?q=${RARE_SURNAME.toLowerCase()}`,
      reader: "admin",
    },
    { name: "sales report, a year", path: `/api/admin/reports?${year}`, reader: "admin" },
    {
      name: "transactions, first page",
      path: `/api/admin/reports/transactions?${year}&page=1`,
      reader: "admin",
    },
    {
      name: "transactions, last page",
      path: `/api/admin/reports/transactions?${year}&page=${lastPage(transactions)}`,
      reader: "admin",
    },
    {
      name: "transactions CSV, a year",
      path: `/api/admin/reports/transactions/csv?${year}`,
      reader: "admin",
    },
    {
      name: "a member's activity",
      path: `/api/admin/users/${fixture.studentId}/history?page=1`,
      reader: "admin",
    },
  ];
}

interface Studio {
  scale: "tenth" | "full";
  server: ServerProcess;
  fixture: HistoryFixture;
}

async function openStudio(database: DatabaseKind, scale: Studio["scale"]): Promise<Studio> {
  const server = await startServer("studio", database);
  try {
    return { scale, server, fixture: await server.call("seedHistory", scale) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function measurePage({ server, fixture }: Studio, page: Page): Promise<PageFigures> {
  const cookie = page.reader === "student" ? fixture.studentCookie : fixture.adminCookie;
  const asked = performance.now();
  const { body, bytes } = await ask(server, page.path, cookie);
  const firstMs = performance.now() - asked;
  const shown = shownIn(body);
  if (shown === 0) throw new Error(`GET ${page.path} showed nothing`);
  const figures = await load(server, page.path, { cookie });
  return { ...page, shown, bytes, firstMs, figures };
}

async function closeStudio(studio: Studio, pages: PageFigures[]): Promise<ScaleFigures> {
  const { scale, server, fixture } = studio;
  const broken = await server.call("brokenInvariants");
  if (broken.balances.length + broken.classes.length > 0) {
    throw new Error(`The history broke invariants: ${JSON.stringify(broken).slice(0, 500)}`);
  }
  const memory = await server.call("memory");
  const plansFile = plansDir && (await writePlans(server, scale, pages, fixture));
  return { scale, fixture, pages, memory, ...(plansFile && { plansFile }) };
}

/** Every page's statements at `scale`, slowest first, each answer's slowest with its plan. */
async function writePlans(
  server: ServerProcess,
  scale: string,
  pages: PageFigures[],
  fixture: HistoryFixture,
): Promise<string> {
  const plans = await server.call(
    "pagePlans",
    pages.map(({ name, path, reader }) => ({
      name,
      path,
      cookie: reader === "student" ? fixture.studentCookie : fixture.adminCookie,
    })),
  );
  const answerText = (label: string, statements: StatementPlan[]) => {
    const total = statements.reduce((sum, { ms }) => sum + ms, 0);
    return [
      `${label}: ${statements.length} statements, ${total.toFixed(2)} ms in the database; the slowest:`,
      ...statements.slice(0, PLANS_SHOWN).map(({ ms, plan }) => `-- ${ms.toFixed(2)} ms\n${plan}`),
    ].join("\n\n");
  };
  const text = plans
    .map(({ name, first, after }) =>
      [
        `=== ${name}`,
        answerText("first answer", first),
        answerText("the answer after", after),
      ].join("\n\n"),
    )
    .join("\n\n");
  mkdirSync(plansDir!, { recursive: true });
  const file = join(plansDir!, `${scale}-plans.txt`);
  writeFileSync(file, `${text}\n`);
  return file;
}

/**
 * Every scale's studio is built and served at once, and each page is measured on one scale right
 * after the other: a shared machine's speed drifts by a third over minutes, which measuring a
 * whole scale after the other read as growth with history.
 */
export async function historyPages(
  database: DatabaseKind = benchDatabaseUrl() ? "postgres" : "embedded",
): Promise<HistoryPagesResult> {
  const studios: Studio[] = [];
  try {
    for (const scale of SCALES) studios.push(await openStudio(database, scale));
    const pageLists = await Promise.all(
      studios.map((studio) => pagesOf(studio.server, studio.fixture)),
    );
    const measured = studios.map((): PageFigures[] => []);
    for (const index of pageLists[0]!.keys()) {
      for (const [at, studio] of studios.entries()) {
        measured[at]!.push(await measurePage(studio, pageLists[at]![index]!));
      }
    }
    const scales: ScaleFigures[] = [];
    for (const [at, studio] of studios.entries()) {
      scales.push(await closeStudio(studio, measured[at]!));
    }
    return { database, scales };
  } finally {
    for (const { server } of studios) await server.stop();
  }
}

export function formatHistoryPages(result: HistoryPagesResult): string {
  const lines = [
    `Every page on a studio's history, on ${DATABASE_NAMES[result.database]}, autocannon ${CONNECTIONS} connections, ${SECONDS} s each:` +
      " latency percentiles and CPU per answer (the app's, the database's) in ms; first: the first answer, alone, in ms",
  ];
  for (const { scale, fixture } of result.scales) {
    const rows = Object.entries(fixture.written)
      .map(([table, count]) => `${count} ${table}`)
      .join(", ");
    lines.push(`  ${scale}: ${rows}; built in ${fixture.seconds.toFixed(1)} s`);
  }
  const [first, last] = [result.scales[0], result.scales.at(-1)];
  const cell = (page: PageFigures) =>
    `${milliseconds(page.figures.p50).padStart(5)} ${milliseconds(page.figures.p95).padStart(5)} ${milliseconds(page.figures.p99).padStart(5)}  ${page.figures.cpuPerRequest.toFixed(2).padStart(5)} ${page.figures.databaseCpuPerRequest.toFixed(2).padStart(5)}` +
    (page.figures.failed ? ` ${page.figures.failed} FAILED` : "");
  lines.push(
    `  ${"page".padEnd(32)}${result.scales.map(({ scale }) => `${scale.padEnd(9)}p50   p95   p99    app    db  shown  first`.padEnd(55)).join("")}${result.scales.length > 1 ? "p95 ratio  cost ratio" : ""}`,
  );
  for (const [index, page] of first!.pages.entries()) {
    const cells = result.scales.map(({ pages }) =>
      `         ${cell(pages[index]!)}  ${String(pages[index]!.shown).padStart(5)} ${milliseconds(pages[index]!.firstMs).padStart(6)}`.padEnd(
        55,
      ),
    );
    const ratio =
      result.scales.length > 1
        ? `${`${(last!.pages[index]!.figures.p95 / Math.max(0.1, page.figures.p95)).toFixed(2)}×`.padEnd(11)}${costGrowth(page, last!.pages[index]!).toFixed(2)}×`
        : "";
    lines.push(`  ${page.name.padEnd(32)}${cells.join("")}${ratio}`);
  }
  for (const { scale, plansFile } of result.scales) {
    if (plansFile)
      lines.push(`  ${scale}: every page's statements and the slowest ones' plans in ${plansFile}`);
  }
  lines.push("server memory after the loads:");
  for (const { scale, memory } of result.scales) {
    lines.push(`  ${scale.padEnd(8)} ${memoryLine(memory)}`);
  }
  return lines.join("\n");
}

/**
 * What an answer costs the app and its database together (CPU per answer) on the larger set over
 * the smaller: the work that grows with history, which a p95 of a few milliseconds, taken while
 * the load generator shares the cores, tells less steadily.
 */
function costGrowth(smaller: PageFigures, larger: PageFigures): number {
  const cost = ({ figures }: PageFigures) => figures.cpuPerRequest + figures.databaseCpuPerRequest;
  return cost(larger) / Math.max(0.01, cost(smaller));
}

/** The summary's line: the slowest page on the full set and the page that grows most with history. */
export function slowestPages(result: HistoryPagesResult): string {
  const [first, last] = [result.scales[0]!, result.scales.at(-1)!];
  const slowest = last.pages.reduce((worst, page) =>
    page.figures.p95 > worst.figures.p95 ? page : worst,
  );
  const growths = last.pages.map(
    (page, index) => page.figures.p95 / Math.max(0.1, first.pages[index]!.figures.p95),
  );
  const growing = growths.indexOf(Math.max(...growths));
  const costs = last.pages.map((page, index) => costGrowth(first.pages[index]!, page));
  const costliest = costs.indexOf(Math.max(...costs));
  return (
    `pages at ${last.scale} history on ${result.database}: slowest p95 ${milliseconds(slowest.figures.p95)} ms (${slowest.name}); ` +
    `grows most: ${last.pages[growing]!.name}, p95 ×${growths[growing]!.toFixed(2)} from ${first.scale} to ${last.scale}; ` +
    `cost per answer grows most: ${last.pages[costliest]!.name}, ×${costs[costliest]!.toFixed(2)}`
  );
}

if (isMainModule(import.meta.url)) console.log(formatHistoryPages(await historyPages()));
