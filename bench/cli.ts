import { readFileSync } from "node:fs";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";
import type { MemoryFigures } from "./server-calls.ts";

/** The PostgreSQL server a bench makes its scratch databases on, if any. */
export function benchDatabaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** How the output names each database. */
export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  embedded: "the embedded PostgreSQL",
  postgres: "PostgreSQL",
};

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The embedded server (the default store) always; PostgreSQL too when there is one to bench on. */
export function benchDatabases(): DatabaseKind[] {
  return benchDatabaseUrl() ? ["embedded", "postgres"] : ["embedded"];
}

/**
 * The app's RSS and, on the embedded server, its processes' PSS: what the studio takes in all,
 * right after the load and once V8's memory reducer has collected: "264 MB (175 MB settled)".
 */
export function togetherLine(figures: MemoryFigures): string {
  const database = figures.database?.pss ?? 0;
  return `${megabytes(figures.rss + database)} (${megabytes(figures.rssSettled + database)} settled)`;
}

/** The RSS once settled, and when: V8's memory reducer collected, or not within the wait. */
function settledLine(figures: MemoryFigures): string {
  if (figures.settledAfterMs === null) {
    return `${megabytes(figures.rssSettled)} later, V8's memory reducer not having run`;
  }
  const seconds = (figures.settledAfterMs / 1000).toFixed(0);
  return `${megabytes(figures.rssSettled)} settled, V8's memory reducer ${seconds} s later`;
}

/** A server's memory: the app's, and with the embedded server, its processes' too. */
export function memoryLine(figures: MemoryFigures): string {
  const app =
    `RSS ${megabytes(figures.rss)} (${settledLine(figures)}), heap ${megabytes(figures.heapTotal)}, ` +
    `used ${megabytes(figures.heapUsed)} (held after a full collection ${megabytes(figures.heapHeld)})`;
  if (!figures.database) return app;
  const { rss, pss } = figures.database;
  return (
    `${app}; PostgreSQL processes RSS ${megabytes(rss)} (PSS ${megabytes(pss)}); ` +
    `app and PostgreSQL together ${togetherLine(figures)}`
  );
}

interface ServerConfig {
  serverNodeFlags: string;
  serverEnvironment: string;
}

function serverConfig(): ServerConfig {
  const packageJson = JSON.parse(
    readFileSync(new URL("../package.json", import.meta.url), "utf8"),
  ) as { config: ServerConfig };
  return packageJson.config;
}

/**
 * The Node flags `npm start` runs the server with (package.json's config.serverNodeFlags), so that
 * a bench's server is the product's: its heap grows as the studio's does.
 */
export function serverNodeFlags(): string[] {
  return serverConfig().serverNodeFlags.split(" ").filter(Boolean);
}

/**
 * The environment `npm start` adds for the server (package.json's config.serverEnvironment,
 * `NAME=value` pairs): its allocator's arenas, as the studio's.
 */
export function serverEnvironment(): Record<string, string> {
  return Object.fromEntries(
    serverConfig()
      .serverEnvironment.split(" ")
      .filter(Boolean)
      .map((pair) => {
        const [name, value] = pair.split("=");
        return [name!, value ?? ""];
      }),
  );
}
