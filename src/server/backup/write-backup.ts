import { once } from "node:events";
import { createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Database, type Executor, queryRows } from "../db/client.ts";
import { countRows, studioTables } from "../db/studio-tables.ts";
import { syncToDisk } from "../sync-to-disk.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  lineHash,
  ROWS_PER_LINE,
} from "./backup-file.ts";

/** A backup's file name: when it was taken, in UTC, sortable. */
export function backupFileName(now: Date): string {
  return `studio-${now.toISOString().slice(0, 19).replace(/:/g, "-")}Z.json.gz`;
}

/** The last migration applied: what a restore's database must have too. */
export async function schemaVersion(db: Executor): Promise<string> {
  const [row] = await queryRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return row?.hash ?? "none";
}

/**
 * One consistent snapshot of every table of the studio, read in a single repeatable-read
 * transaction (the app may go on writing meanwhile), into `file`: written beside it first, on
 * disk, then renamed into place, so that a file of that name is always a whole backup.
 */
export async function writeBackup(db: Database, file: string, now: Date): Promise<BackupHeader> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  const written = once(output, "finish");
  gzip.pipe(output);
  const hash = lineHash();
  const write = async (value: unknown) => {
    const line = `${JSON.stringify(value)}\n`;
    hash.update(line);
    if (!gzip.write(line)) await once(gzip, "drain");
  };
  try {
    const header = await db.transaction(
      async (tx) => {
        const tables = await studioTables(tx);
        const counts = await countRows(tx, tables);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: now.toISOString(),
          schema: await schemaVersion(tx),
          tables: tables.map((name) => ({ name, rows: counts[name] ?? 0 })),
        };
        await write(header);
        for (const table of tables) {
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t) as row from ${sql.identifier(table)} t`,
          );
          for (;;) {
            const rows = await queryRows<{ row: unknown }>(
              tx,
              sql.raw(`fetch ${ROWS_PER_LINE} from backup_rows`),
            );
            if (rows.length === 0) break;
            await write({ table, rows: rows.map(({ row }) => row) });
          }
          await tx.execute(sql`close backup_rows`);
        }
        return header;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end(`${JSON.stringify({ end: true, sha256: hash.digest("hex") })}\n`);
    await written;
    syncToDisk(partial);
    renameSync(partial, file);
    syncToDisk(dirname(file));
    return header;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
