import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino, { type Logger } from "pino";
import { createApp } from "../app.ts";
import { composeDeps } from "../compose.ts";
import type { AppDeps } from "../context.ts";
import { type DatabaseHandle, openPostgres } from "../db/client.ts";
import { openStudioDatabase } from "../db/open-studio-database.ts";
import { readSettings, type Settings } from "../env.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createScratchDatabase, dropDatabase, TEST_SERVER_ENV } from "./test-servers.ts";

export type DatabaseKind = "embedded" | "postgres";

/**
 * The embedded server always (within the suite, its one server; in a bench, the app's own);
 * PostgreSQL too when TEST_DATABASE_URL names a server. Both are real servers: PGlite, faster
 * to start than a cluster but slower than a template's copy and one connection only, left the
 * tests (docs/decisions/0010).
 */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["embedded", "postgres"] : ["embedded"];
}

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A database of its own for one test app on the server at `serverUrl`, dropped on close. Its pool
 * is the one a deployment at DATABASE_URL gets: the bench's PostgreSQL figures are that
 * deployment's (twenty connections cost a just-started burst 150–400 ms of new backends).
 */
async function openScratchDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const url = await createScratchDatabase(serverUrl);
  const handle = await openPostgres(url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(url);
    },
  };
}

/**
 * The test app's database: a scratch database on the suite's embedded server, or, outside the
 * suite (a bench), the embedded server the app runs itself in its data folder, as in production.
 */
function openTestDatabase(kind: DatabaseKind, settings: Settings): Promise<DatabaseHandle> {
  if (kind === "postgres") return openScratchDatabase(process.env.TEST_DATABASE_URL!);
  const suiteServer = process.env[TEST_SERVER_ENV.embeddedUrl];
  if (suiteServer) return openScratchDatabase(suiteServer);
  return openStudioDatabase(settings, pino({ level: "silent" }));
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database, with settings as a deployment would give them. */
export async function createTestApp(options: {
  kind: DatabaseKind;
  env?: Record<string, string>;
  mailer?: Mailer;
  now?: () => Date;
  /** Where the app logs; silent unless given. */
  log?: Logger;
}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-test-"));
  const settings = readSettings({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BETTER_AUTH_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters-long",
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const database = await openTestDatabase(options.kind, settings);
  const deps = await composeDeps({
    settings,
    database,
    log: options.log ?? pino({ level: settings.LOG_LEVEL }),
    secret: settings.BETTER_AUTH_SECRET!,
    mailer: options.mailer,
    now: options.now,
  });
  return {
    app: createApp(deps),
    deps,
    kind: options.kind,
    async close() {
      deps.stopRounds();
      await deps.background.settled();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
