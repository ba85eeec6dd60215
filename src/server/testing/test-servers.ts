import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Where the tests make their databases. The suite's global setup (test-server-setup.ts) starts
 * one embedded server for the whole run and migrates a template database on it, and on the
 * PostgreSQL server at TEST_DATABASE_URL; each test file then copies the template, which takes a
 * tenth of a second where a cluster of its own (initdb and migrations) takes two.
 */
export const TEST_SERVER_ENV = {
  /** The suite's embedded server, set by the global setup. */
  embeddedUrl: "TEST_EMBEDDED_SERVER_URL",
  /** The migrated template's name, the same on both servers; unique per run. */
  template: "TEST_TEMPLATE_DATABASE",
} as const;

/** The given database on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database on the server, empty or a copy of `template`: its URL. */
export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  return databaseUrl(serverUrl, name);
}

/** A database of its own for a test, a copy of the suite's template when there is one. */
export function createScratchDatabase(serverUrl: string): Promise<string> {
  const name = `studio_test_${randomUUID().replace(/-/g, "")}`;
  return createDatabase(serverUrl, name, process.env[TEST_SERVER_ENV.template]);
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onServer(url, (client) => client.query(`drop database if exists ${name} with (force)`));
}
