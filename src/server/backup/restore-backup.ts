import { sql } from "drizzle-orm";
import { type Database, queryRows, type Transaction } from "../db/client.ts";
import { databaseError } from "../db/errors.ts";
import { session } from "../db/schema/auth.ts";
import { reportDaysVersion } from "../db/schema/reports.ts";
import { isDatabaseEmpty } from "../db/seed.ts";
import {
  countRows,
  insertRows,
  restartIdentities,
  studioTables,
  TRIGGER_KEPT_TABLES,
} from "../db/studio-tables.ts";
import { AppError } from "../errors.ts";
import { type BackupHeader, type BackupRows, damaged, readBackup } from "./backup-file.ts";
import { schemaVersion } from "./write-backup.ts";

/** The numbers every app instance checks what it keeps against (db/change-versions.ts). */
const VERSION_TABLES = ["timetable_version", "sign_in_version", "booking_version", "sales_version"];

/**
 * Loads a backup into a database of the same schema: the file is read through and checked first,
 * then every table is emptied and filled from it in one transaction, and the row counts checked.
 * A database that already holds a studio (accounts or classes) is refused unless `replace`.
 *
 * Instances may be running on the database: every change version ends above both its value
 * before and the backup's, so that each of them forgets what it kept (sessions, the timetable)
 * at its next request. Every session ends too, those revoked since the backup among them. A
 * `carryOver` (the very same data moved to a new store, that no instance ran on) keeps both.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  options: { replace?: boolean; carryOver?: boolean } = {},
): Promise<BackupHeader> {
  const header = await readBackup(file);
  const schema = await schemaVersion(db);
  if (header.schema !== schema) {
    throw new AppError(
      "backup_other_schema",
      `The backup ${file} was made by another version of Studio (its schema differs from this ` +
        "one's). Restore it with the version that made it. Nothing was restored.",
      409,
    );
  }
  if (!options.replace && !(await isDatabaseEmpty(db))) {
    throw new AppError(
      "database_not_empty",
      "The database already holds a studio (accounts or classes). To overwrite it with the " +
        "backup, say so (--replace). Nothing was restored.",
      409,
    );
  }
  const tables = await studioTables(db);
  const named = header.tables.map((table) => table.name);
  if (named.length !== tables.length || !tables.every((table) => named.includes(table))) {
    throw new AppError(
      "backup_other_schema",
      `The backup ${file} holds other tables than this database. Nothing was restored.`,
      409,
    );
  }
  await db.transaction(async (tx) => {
    // Triggers run at each statement, not at the commit, so that what they keep is written over
    // by the backup's own rows, which come last.
    await tx.execute(sql`set constraints all immediate`);
    const versionsBefore = await readVersions(tx);
    for (const table of [...tables].reverse()) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    const keptLast: BackupRows[] = [];
    const write = rowWriter(tx, file);
    await readBackup(file, async (rows) => {
      if (TRIGGER_KEPT_TABLES.includes(rows.table)) keptLast.push(rows);
      else await write(rows);
    });
    for (const table of TRIGGER_KEPT_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    for (const rows of keptLast) await write(rows);
    await restartIdentities(tx, tables);
    const counts = await countRows(tx, tables);
    for (const table of header.tables) {
      if (counts[table.name] !== table.rows) {
        throw new AppError(
          "restore_failed",
          `The restore wrote ${counts[table.name]} rows into ${table.name}, not ${table.rows}. Nothing was restored.`,
          500,
        );
      }
    }
    if (options.carryOver) return;
    for (const [table, before] of Object.entries(versionsBefore)) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set version = greatest(version, ${before}) + 1`,
      );
    }
    // The kept report days are named by a random stamp (schema/reports.ts): a new one.
    await tx.execute(sql`update ${reportDaysVersion} set stamp = gen_random_uuid()`);
    await tx.execute(sql`delete from ${session}`);
  });
  return header;
}

/**
 * Writes a backup's rows table by table; a row the database refuses is named, by its table and
 * its place among that table's rows, with the database's reason.
 */
function rowWriter(tx: Transaction, file: string) {
  const written = new Map<string, number>();
  return async ({ table, rows }: BackupRows) => {
    const before = written.get(table) ?? 0;
    written.set(table, before + rows.length);
    try {
      await tx.transaction((part) => insertRows(part, table, rows));
    } catch (error) {
      const refused = databaseError(error);
      if (!refused) throw error;
      for (const [index, row] of rows.entries()) {
        try {
          await tx.transaction((part) => insertRows(part, table, [row]));
        } catch (rowError) {
          const reason = databaseError(rowError)?.message ?? refused.message;
          throw damaged(
            file,
            `row ${before + index + 1} of table ${table} cannot be written (${reason})`,
          );
        }
      }
      throw damaged(file, `the rows of table ${table} cannot be written (${refused.message})`);
    }
  };
}

/** Each change version as the database holds it now. */
async function readVersions(tx: Transaction): Promise<Record<string, number>> {
  const versions: Record<string, number> = {};
  for (const table of VERSION_TABLES) {
    const [row] = await queryRows<{ version: number }>(
      tx,
      sql`select coalesce(max(version), 0)::bigint as version from ${sql.identifier(table)}`,
    );
    versions[table] = Number(row?.version ?? 0);
  }
  return versions;
}
