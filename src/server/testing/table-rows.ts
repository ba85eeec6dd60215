import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../db/client.ts";
import { studioTables } from "../db/studio-tables.ts";

/**
 * Every row of every table of the studio, each as PostgreSQL's JSON of it, sorted: two databases
 * hold the same data when these are equal.
 */
export async function everyRow(db: Executor): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await studioTables(db)) {
    const rows = await queryRows<{ row: unknown }>(
      db,
      sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
    );
    contents[table] = rows.map(({ row }) => JSON.stringify(row)).sort();
  }
  return contents;
}

/** What a restore ends or moves on (restore-backup.ts): the sessions, and the change versions. */
const ENDED_OR_MOVED_ON = [
  "session",
  "timetable_version",
  "sign_in_version",
  "booking_version",
  "sales_version",
  "report_days_version",
];

/** Every row of every table but those a restore ends or moves on: what it must bring back. */
export async function everyRestoredRow(db: Executor): Promise<Record<string, string[]>> {
  return Object.fromEntries(
    Object.entries(await everyRow(db)).filter(([table]) => !ENDED_OR_MOVED_ON.includes(table)),
  );
}
