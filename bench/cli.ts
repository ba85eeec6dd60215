import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseKind } from "../src/server/testing/test-app.ts";

/**
 * True when the module at `moduleUrl` is the script node was started with, so a bench file can be
 * both a command of its own (`npm run bench:booking`) and a part that `bench/run-all.ts` imports.
 */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && resolve(script) === fileURLToPath(moduleUrl);
}

/** The PostgreSQL server a bench makes its scratch databases on, if any. */
export function benchDatabaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** PGlite always; PostgreSQL too when there is a server to bench on. */
export function benchDatabases(): DatabaseKind[] {
  return benchDatabaseUrl() ? ["pglite", "postgres"] : ["pglite"];
}
