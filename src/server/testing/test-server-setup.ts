import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { openPostgres } from "../db/client.ts";
import { startEmbeddedServer } from "../db/embedded-server.ts";
import { createDatabase, dropDatabase, TEST_SERVER_ENV } from "./test-servers.ts";

/** The test files running at once (two workers) with a few pools of 20 each, and some room. */
const SUITE_CONNECTIONS = 300;

/**
 * Vitest's global setup: one embedded server for the run, and on it (and on TEST_DATABASE_URL)
 * a template database migrated once, which each test file copies. Told to the test workers
 * through the environment, which they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const log = pino({ level: "silent" });
  const dataDir = mkdtempSync(join(tmpdir(), "studio-suite-"));
  const server = await startEmbeddedServer({ dataDir, log, maxConnections: SUITE_CONNECTIONS });
  const template = `studio_template_${randomUUID().replace(/-/g, "")}`;
  const servers = [server.url, process.env.TEST_DATABASE_URL].filter((url) => url !== undefined);
  const templates: string[] = [];
  try {
    for (const serverUrl of servers) {
      const url = await createDatabase(serverUrl, template);
      templates.push(url);
      // Opening runs the migrations.
      await (await openPostgres(url, 1)).close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  process.env[TEST_SERVER_ENV.embeddedUrl] = server.url;
  process.env[TEST_SERVER_ENV.template] = template;
  return async () => {
    for (const url of templates) await dropDatabase(url);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
