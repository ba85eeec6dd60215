import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as activity from "./schema/activity.ts";
import * as auth from "./schema/auth.ts";
import * as courses from "./schema/courses.ts";
import * as credits from "./schema/credits.ts";
import * as idempotency from "./schema/idempotency.ts";
import * as packages from "./schema/packages.ts";
import * as tutors from "./schema/tutors.ts";

export const schema = {
  ...auth,
  ...tutors,
  ...courses,
  ...credits,
  ...packages,
  ...activity,
  ...idempotency,
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
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: it names the lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK_KEY = 7_318_004;

/** Embedded PGlite in `directory` (or in memory when none), migrated to the latest schema. */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  if (directory) mkdirSync(directory, { recursive: true });
  const client = directory ? new PGlite(directory) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** PostgreSQL through a pool; migrations run under an advisory lock so instances can start together. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
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
