import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { PROJECT_PATHS } from "../project-paths.ts";
import * as activity from "./schema/activity.ts";
import * as auth from "./schema/auth.ts";
import * as courses from "./schema/courses.ts";
import * as credits from "./schema/credits.ts";
import * as idempotency from "./schema/idempotency.ts";
import * as packages from "./schema/packages.ts";
import * as scheduledRuns from "./schema/scheduled-runs.ts";
import * as settings from "./schema/settings.ts";
import * as tutors from "./schema/tutors.ts";

export const schema = {
  ...auth,
  ...tutors,
  ...courses,
  ...credits,
  ...packages,
  ...activity,
  ...idempotency,
  ...scheduledRuns,
  ...settings,
};
type Schema = typeof schema;

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or a transaction inside it: use cases accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** How many statements it runs at once: the pool's connections (PGlite's one). */
  connections: number;
  close(): Promise<void>;
}

const migrationsFolder = PROJECT_PATHS.migrations;
/** Any fixed number: it names the lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK_KEY = 7_318_004;

/**
 * PGlite, the embedded store of versions before the embedded server, in `directory`, migrated
 * to the latest schema: only to carry an earlier data folder over.
 */
export async function openPglite(directory: string): Promise<DatabaseHandle> {
  mkdirSync(directory, { recursive: true });
  // The member search's migration (0011) creates these two extensions.
  const client = new PGlite(directory, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    connections: 1,
    close: () => client.close(),
  };
}

/**
 * A pool that takes back a connection the server ended while it was lent out. Drizzle's
 * transaction checks one out and sends BEGIN before its try/finally, so a BEGIN that fails (the
 * server restarting, a failover) never releases it: each such failure would shrink the pool for
 * good, and its end would wait for the lost connection forever. Releasing a lent connection twice
 * is harmless here, as the holder's own release may follow.
 */
export class StudioPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("end", takeBack);
        release(error);
      };
      const takeBack = () => releaseOnce(new Error("the database ended the connection"));
      client.once("end", takeBack);
      client.release = releaseOnce;
      return client;
    });
  }
}

/**
 * Opens every connection of the pool now and keeps them, idle or not. The embedded server's: a
 * quiet studio's first crowd (a popular class opening its booking) otherwise started up to five
 * of its processes in the midst of the crowd, each reading the catalogue afresh; the pool let go
 * of an idle connection after ten seconds (decision 0025).
 */
async function openEveryConnection(pool: pg.Pool, count: number): Promise<void> {
  const connections = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const connection of connections) connection.release();
}

/**
 * PostgreSQL through a pool; migrations run under an advisory lock so instances can start
 * together. `keepOpen`: every connection opened at start and kept (openEveryConnection), for a
 * server the app has to itself; a shared one's idle connections close after ten seconds.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  log?: Logger,
  { keepOpen = false } = {},
): Promise<DatabaseHandle> {
  const pool = new StudioPool({
    connectionString: url,
    max: poolSize,
    // The studio's statements are short: compiling one (JIT, for a plan the planner thinks costly,
    // as the report's class-by-class counts) took longer than running it (bench:history).
    options: "-c jit=off",
    ...(keepOpen && { min: poolSize }),
  });
  // A connection that the server ended (a restart, a failover) is dropped by the pool and the
  // next query opens a new one; a query under way on it fails on its own. Unheard, the error
  // event of the pool (idle connections) or of the connection (one lent out) ends the process.
  const lost = (error: Error) => log?.warn({ err: error }, "a database connection was lost");
  pool.on("error", lost);
  pool.on("connect", (connection) => connection.on("error", lost));
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  if (keepOpen) await openEveryConnection(pool, poolSize);
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    connections: poolSize,
    async close() {
      // pool.end() resolves before its connections are gone; wait for each, so a caller that then
      // drops the database (the tests) or exits finds none left.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          open -= 1;
          if (open === 0) resolve();
        });
      });
      await pool.end();
      await closed;
    },
  };
}

export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, "db");
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
