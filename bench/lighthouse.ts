import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { isMainModule } from "../scripts/is-main-module.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default) on the public pages of the built
 * app, served by the real server on a fresh data folder with the demo content. Run `npm run build`
 * first. Runs each page LIGHTHOUSE_RUNS times (3) and prints the median run's four category
 * scores; with LIGHTHOUSE_REPORT_DIR set, it also saves each page's median report there (what the
 * largest paint was, what blocked the main thread).
 *
 * LIGHTHOUSE_BUSY=1 runs one CPU-bound process (a Node busy loop) beside the runs, from before the
 * first to after the last: a phone's slow CPU shared with other work, reproducibly, rather than
 * scores that hold only on a quiet machine. Each page's line then says so, and the load average
 * is printed at the end.
 *
 * LIGHTHOUSE_CPU_SLOWDOWN=n slows the page's CPU n times instead of Lighthouse's 4: on a fast
 * machine, what a slower one shows at 4 (14 on a machine of `benchmarkIndex` ~3 500 is about 4
 * on one of ~1 000), so that a slow phone's start can be worked on anywhere. Each page's line
 * then says so.
 *
 * LIGHTHOUSE_SITES=http://localhost:3201,http://localhost:3202 measures servers already running
 * instead (two builds of the app, say, each started with `npm start` on its own port and data
 * folder), their runs taken in turn so that the machine's changing load falls on each alike: how
 * a change to the front end is judged on a machine whose runs spread widely. LIGHTHOUSE_PAGES=
 * /plan,/about measures those pages only.
 */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const base = `http://localhost:${PORT}`;
const pages = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? [
  "/",
  "/timetable",
  "/plan",
  "/about",
];
const busy = process.env.LIGHTHOUSE_BUSY === "1";
const sitesToCompare = process.env.LIGHTHOUSE_SITES?.split(",").filter(Boolean);
const cpuSlowdown = Number(
  process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
);
if (!(cpuSlowdown >= 1)) throw new Error("LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 up");
// Ends on its own once its parent is gone (an interrupted bench), not left spinning.
const BUSY_LOOP =
  "const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e8 === 0 && process.ppid !== parent) break;";

export interface LighthouseScores {
  path: string;
  /** The median run's category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** Every run's performance score, lowest first. */
  runs: number[];
  /** Lighthouse's error code for each run that broke and was run again. */
  broken: string[];
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

/** Lighthouse's runs of one page of one site. */
interface PageRuns {
  site: string;
  path: string;
  runs: Result[];
  /** Lighthouse's error code for each run that broke. */
  broken: string[];
}

/**
 * Scores each page of each site, the sites' runs taken in turn (so that a change of the
 * machine's load between runs falls on every site alike); `onPage` hears each page of each site
 * as soon as it is measured. With one busy process beside Chromium when LIGHTHOUSE_BUSY=1.
 */
async function scoreSites(
  sites: string[],
  onPage: (page: LighthouseScores) => void,
  ready: () => Promise<void> = async () => {},
): Promise<LighthouseScores[]> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const scores: LighthouseScores[] = [];
  const busyLoop = busy
    ? spawn(process.execPath, ["-e", BUSY_LOOP], { stdio: "ignore" })
    : undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    await ready();
    for (const path of pages) {
      // Lighthouse's own advice: scores wander from run to run, so report the median run.
      const measured: PageRuns[] = sites.map((site) => ({ site, path, runs: [], broken: [] }));
      // A run whose trace broke (it happens under load) has no scores to count: it is run again,
      // so that the median is of RUNS scored runs, unless as many runs again break.
      const unfinished = () =>
        measured.filter(({ runs, broken }) => runs.length < RUNS && broken.length < RUNS);
      for (let left = unfinished(); left.length > 0; left = unfinished()) {
        for (const page of left) {
          const result = await lighthouse(`${page.site}${path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
          });
          if (result && !result.lhr.runtimeError) page.runs.push(result.lhr);
          else page.broken.push(result?.lhr.runtimeError?.code ?? "NO_RESULT");
        }
      }
      for (const page of measured) {
        const scored = medianScores(page, sites.length > 1);
        scores.push(scored);
        onPage(scored);
      }
    }
  } finally {
    busyLoop?.kill("SIGKILL");
    await chrome?.kill();
  }
  return scores;
}

/** The median run's scores (its report kept when asked); `named`: the site is said with the page. */
function medianScores({ site, path, runs, broken }: PageRuns, named: boolean): LighthouseScores {
  runs.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = runs[Math.floor(runs.length / 2)];
  if (!median) throw new Error(`Lighthouse gave no result for ${site}${path}`);
  const { categories, audits } = median;
  if (reportDir) {
    const name = `${named ? `${new URL(site).port}-` : ""}${path === "/" ? "home" : path.slice(1)}`;
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(median));
  }
  const metric = (key: string) => audits[key]?.displayValue ?? "?";
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  return {
    path: named ? `${site}${path}` : path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    runs: runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    broken,
  };
}

/**
 * Scores each page of the built app, served by the real server on a fresh data folder with the
 * demo content; `onPage` hears each one as soon as it is measured.
 */
export async function lighthouseScores(
  onPage: (page: LighthouseScores) => void = () => {},
): Promise<LighthouseScores[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-lighthouse-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      BETTER_AUTH_URL: base,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    return await scoreSites([base], onPage, () => waitForHealth(Date.now() + 60_000));
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatLighthouse(page: LighthouseScores): string {
  return (
    `${page.path.padEnd(11)} performance ${page.performance}  accessibility ${page.accessibility}  best practices ${page.bestPractices}  SEO ${page.seo}` +
    `  (FCP ${page.fcp}, LCP ${page.lcp}, TBT ${page.tbt}, CLS ${page.cls}; runs ${page.runs.join(" ")}` +
    `${page.broken.length > 0 ? `; run again after ${page.broken.length} broke (${page.broken.join(", ")})` : ""}` +
    `${busy ? "; beside one busy process" : ""}` +
    `${cpuSlowdown === throttling.mobileSlow4G.cpuSlowdownMultiplier ? "" : `; CPU slowed ${cpuSlowdown}×`})`
  );
}

if (isMainModule(import.meta.url)) {
  const print = (page: LighthouseScores) => console.log(formatLighthouse(page));
  if (sitesToCompare) await scoreSites(sitesToCompare, print);
  else await lighthouseScores(print);
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")} at the end`,
  );
}
