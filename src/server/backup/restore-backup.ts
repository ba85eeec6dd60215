import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isDatabaseEmpty } from "../db/seed.ts";
import {
  countRows,
  insertRows,
  restartIdentities,
  studioTables,
  TRIGGER_KEPT_TABLES,
} from "../db/studio-tables.ts";
import { AppError } from "../errors.ts";
import { type BackupHeader, type BackupRows, readBackup } from "./backup-file.ts";
import { schemaVersion } from "./write-backup.ts";

/**
 * Loads a backup into a database of the same schema: the file is read through and checked first,
 * then every table is emptied and filled from it in one transaction, and the row counts checked.
 * A database that already holds a studio (accounts or classes) is refused unless `replace`.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  options: { replace?: boolean } = {},
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
    for (const table of [...tables].reverse()) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    const keptLast: BackupRows[] = [];
    await readBackup(file, async (rows) => {
      if (TRIGGER_KEPT_TABLES.includes(rows.table)) keptLast.push(rows);
      else await insertRows(tx, rows.table, rows.rows);
    });
    for (const table of TRIGGER_KEPT_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    }
    for (const { table, rows } of keptLast) await insertRows(tx, table, rows);
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
  });
  return header;
}
