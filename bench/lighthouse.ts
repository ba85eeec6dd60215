import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default) on the public pages of the built
 * app, served by the real server on a fresh data folder with the demo content. Run `npm run build`
 * first. Prints each page's four category scores.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3150);
const base = `http://localhost:${PORT}`;
const pages = ["/", "/timetable", "/plan", "/about"];

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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
try {
  await waitForHealth(Date.now() + 60_000);
  for (const path of pages) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const { categories, audits } = result!.lhr;
    const metric = (key: string) => audits[key]?.displayValue ?? "?";
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    console.log(
      `${path.padEnd(11)} performance ${score("performance")}  accessibility ${score("accessibility")}  best practices ${score("best-practices")}  SEO ${score("seo")}` +
        `  (FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
