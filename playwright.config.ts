import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { GOOGLE_E2E_PORT } from "./e2e/support/google-account.ts";
import { STRIPE_E2E_PORT } from "./e2e/support/online-payments.ts";

// E2E_PORT lets two runs (say, a CI check and a developer's run) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// A fresh data folder per run: the demo seed, no leftovers from earlier runs. Workers load this
// file again; they inherit the folder through the environment, and tests read the mail outbox in it.
if (!process.env.STUDIO_E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), "studio-e2e-"));
  process.env.STUDIO_E2E_DATA_DIR = created;
  // The runner stops the server before it exits; the folder (about 40 MB) goes with the run.
  process.on("exit", () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.STUDIO_E2E_DATA_DIR;
const googleBaseURL = `http://localhost:${GOOGLE_E2E_PORT}`;
const googleDataDir = join(dataDir, "google");
const stripeBaseURL = `http://localhost:${STRIPE_E2E_PORT}`;
const stripeDataDir = join(dataDir, "stripe");

const serverOptions = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: "ignore",
  stderr: "pipe",
} as const;

/**
 * Playwright passes its own environment on; settings that would change the server under test (a
 * real database, Google, Stripe, extra admins) are blanked so every run is the same. The wrappers
 * set SMTP_URL to their own SMTP server (and the Google and Stripe ones their own settings).
 */
function serverEnv({ port, dataDir }: { port: number; dataDir: string }) {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    TZ: "America/Los_Angeles",
    SEED_DEMO: "true",
    // As behind a proxy: each test names its own client address (e2e/support/test.ts).
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    // As deployed: production mode keeps Better Auth's origin checks on (test mode drops them).
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    BETTER_AUTH_URL: `http://localhost:${port}`,
    DATABASE_URL: "",
    ADMIN_EMAIL: "",
    GOOGLE_CLIENT_ID: "",
    GOOGLE_CLIENT_SECRET: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
  };
}

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // One browser at a time: the machines have 2 cores, and the server takes one.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // Twice what the longest journeys take on a quiet 2-core machine: room for a busy one.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    viewport: { width: 1280, height: 800 },
    // A zone that is neither the studio's (Kuala Lumpur) nor the server's (Los Angeles).
    timezoneId: "America/New_York",
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Playwright cannot download its browsers here; Debian's Chromium is installed instead.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-gpu",
      ],
    },
  },
  webServer: [
    {
      // The real server, mailing through an SMTP server of its own (e2e/support/serve-with-smtp.ts).
      command: "node --import tsx e2e/support/serve-with-smtp.ts",
      url: `${baseURL}/api/health`,
      ...serverOptions,
      env: serverEnv({ port: PORT, dataDir }),
    },
    {
      // The same with Google sign-in on, Google a local OpenID provider: for the Google journey.
      command: "node --import tsx e2e/support/serve-with-google.ts",
      url: `${googleBaseURL}/api/health`,
      ...serverOptions,
      env: serverEnv({ port: GOOGLE_E2E_PORT, dataDir: googleDataDir }),
    },
    {
      // The same with online payments on, Stripe a local stand-in: for the online-payment journey.
      command: "node --import tsx e2e/support/serve-with-stripe.ts",
      url: `${stripeBaseURL}/api/health`,
      ...serverOptions,
      env: serverEnv({ port: STRIPE_E2E_PORT, dataDir: stripeDataDir }),
    },
  ],
});
