import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino, { type Logger } from "pino";
import { createApp } from "../app.ts";
import { composeDeps } from "../compose.ts";
import type { AppDeps } from "../context.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client.ts";
import { openStudioDatabase } from "../db/open-studio-database.ts";
import { readSettings } from "../env.ts";
import type { Mailer } from "../mail/mailer.ts";

export type DatabaseKind = "pglite" | "postgres" | "embedded";

/**
 * PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL names a server. TEST_EMBEDDED=true
 * runs the files on the embedded server (a cluster of their own each) instead of PGlite, to
 * compare the two (issue #19: whether PGlite keeps its place in the tests).
 */
export function testDatabases(): DatabaseKind[] {
  const local: DatabaseKind = process.env.TEST_EMBEDDED === "true" ? "embedded" : "pglite";
  return process.env.TEST_DATABASE_URL ? [local, "postgres"] : [local];
}

export const TEST_ORIGIN = "http://localhost:3000";

/** A PostgreSQL database of its own for one test file, dropped on close. */
async function openScratchPostgres(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `studio_test_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 20);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
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
  const database =
    options.kind === "postgres"
      ? await openScratchPostgres()
      : options.kind === "embedded"
        ? await openStudioDatabase(settings, pino({ level: "silent" }), 20)
        : await openPglite();
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
      await deps.background.settled();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
