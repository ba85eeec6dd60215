import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import { AppError } from "../errors.ts";

/**
 * A backup is gzip'd JSON lines: a header (what the file holds), lines of rows of one table each,
 * and a trailer with the SHA-256 of every line before it, so that a file cut short or damaged is
 * told from a good one before anything is written.
 */
export const BACKUP_FORMAT = "studio-backup";
export const BACKUP_VERSION = 1;
/** Rows per line of the file. */
export const ROWS_PER_LINE = 1_000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The last migration applied to the database backed up: a restore needs the same. */
  schema: string;
  tables: { name: string; rows: number }[];
}

export interface BackupRows {
  table: string;
  rows: unknown[];
}

export interface BackupTrailer {
  end: true;
  sha256: string;
}

/** The line hash of a backup as it is written: every line before the trailer. */
export function lineHash() {
  return createHash("sha256");
}

/**
 * The lines of a gzip'd file. Errors of the file or of unpacking end the iteration with that
 * error (readline's iterator would wait forever on them).
 */
async function* linesOf(file: string): AsyncGenerator<string> {
  const unpacked = pipeline(createReadStream(file), createGunzip(), () => {});
  unpacked.setEncoding("utf8");
  let rest = "";
  for await (const chunk of unpacked as AsyncIterable<string>) {
    rest += chunk;
    for (let end = rest.indexOf("\n"); end >= 0; end = rest.indexOf("\n")) {
      yield rest.slice(0, end);
      rest = rest.slice(end + 1);
    }
  }
  if (rest) yield rest;
}

export function damaged(file: string, reason: string): AppError {
  return new AppError(
    "backup_damaged",
    `The backup ${file} cannot be used: ${reason}. Nothing was restored.`,
    422,
  );
}

function isHeader(value: unknown): value is BackupHeader {
  const header = value as BackupHeader;
  return (
    header?.format === BACKUP_FORMAT &&
    typeof header.schema === "string" &&
    Array.isArray(header.tables) &&
    header.tables.every((table) => typeof table?.name === "string" && Number.isInteger(table.rows))
  );
}

/**
 * Reads a backup through, checking it whole: its header, that each line of rows names a table of
 * the header, that each table has as many rows as the header says, and the trailer's hash. Each
 * line of rows is handed to `onRows` as it is read; a caller that writes them must do so inside a
 * transaction that the error this throws at the end of a bad file rolls back. Answers the header.
 */
export async function readBackup(
  file: string,
  onRows?: (rows: BackupRows) => Promise<void>,
): Promise<BackupHeader> {
  const hash = lineHash();
  let header: BackupHeader | undefined;
  let trailer: BackupTrailer | undefined;
  const counted = new Map<string, number>();
  try {
    for await (const line of linesOf(file)) {
      if (trailer) throw damaged(file, "it goes on after its end");
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw damaged(file, "a line of it is not JSON");
      }
      if (!header) {
        if (!isHeader(value)) throw damaged(file, "it is not a Studio backup");
        if (value.version !== BACKUP_VERSION) {
          throw damaged(
            file,
            `it is of format version ${value.version}, this Studio reads ${BACKUP_VERSION}`,
          );
        }
        header = value;
        for (const table of header.tables) counted.set(table.name, 0);
      } else if ((value as BackupTrailer).end === true) {
        trailer = value as BackupTrailer;
        continue;
      } else {
        const rows = value as BackupRows;
        const sofar = counted.get(rows.table);
        if (sofar === undefined || !Array.isArray(rows.rows)) {
          throw damaged(file, "it holds rows of a table its header does not name");
        }
        counted.set(rows.table, sofar + rows.rows.length);
        await onRows?.(rows);
      }
      hash.update(`${line}\n`);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      throw new AppError("backup_not_found", `There is no backup file ${file}.`, 404);
    }
    throw damaged(file, "it is cut short or corrupted (it does not unpack)");
  }
  if (!header) throw damaged(file, "it is empty");
  if (!trailer) throw damaged(file, "it is cut short (it has no end)");
  if (trailer.sha256 !== hash.digest("hex"))
    throw damaged(file, "its content does not match its checksum");
  for (const table of header.tables) {
    if (counted.get(table.name) !== table.rows) {
      throw damaged(
        file,
        `table ${table.name} has ${counted.get(table.name)} rows, not ${table.rows}`,
      );
    }
  }
  return header;
}
