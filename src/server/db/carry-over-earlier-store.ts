import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Logger } from "pino";
import { restoreBackup } from "../backup/restore-backup.ts";
import { writeBackup } from "../backup/write-backup.ts";
import { AppError } from "../errors.ts";
import { type Database, openPglite } from "./client.ts";
import { isDatabaseEmpty } from "./seed.ts";
import { countRows } from "./studio-tables.ts";

/**
 * A data folder of an earlier version has its data in PGlite (`db/`): on the first start of this
 * version it goes into the embedded server as a backup of it restored there (every table in one
 * transaction, checked row count by row count), and the earlier folder is then renamed
 * `db.migrated-<date>` and left for the owner to delete. A start cut off half-way restores again
 * (nothing was committed) or, if the restore was committed but the folder not yet renamed, finds
 * the same counts and renames it. The backup is taken from a scratch copy of the folder, brought
 * to this version's schema there, so the kept folder is exactly what the earlier version left.
 */
export async function carryOverEarlierStore(options: {
  dataDir: string;
  target: Database;
  log: Logger;
  now: Date;
}): Promise<void> {
  const { dataDir, target, log, now } = options;
  const earlier = join(dataDir, "db");
  if (!existsSync(join(earlier, "PG_VERSION"))) return;
  log.warn(`carrying the studio's data over from the earlier version's folder ${resolve(earlier)}`);

  const scratch = mkdtempSync(join(tmpdir(), "studio-carry-over-"));
  let rows = 0;
  try {
    cpSync(earlier, join(scratch, "db"), { recursive: true });
    const source = await openPglite(join(scratch, "db"));
    const file = join(scratch, "carry-over.json.gz");
    let header: Awaited<ReturnType<typeof writeBackup>>;
    try {
      header = await writeBackup(source.db, file, now);
    } finally {
      await source.close();
    }
    if (await isDatabaseEmpty(target)) await restoreBackup(target, file, { carryOver: true });
    const counts = await countRows(
      target,
      header.tables.map((table) => table.name),
    );
    const differing = header.tables.filter((table) => counts[table.name] !== table.rows);
    if (differing.length > 0) {
      throw new AppError(
        "carry_over_failed",
        `The data of the earlier version in ${resolve(earlier)} could not be carried over: the ` +
          `embedded database already holds other data (${differing
            .map((table) => `${table.name}: ${counts[table.name]} rows, ${table.rows} before`)
            .join("; ")}). Nothing was changed in ${resolve(earlier)}.`,
        409,
      );
    }
    rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const kept = `${earlier}.migrated-${now.toISOString().slice(0, 10)}`;
  const keptAs = existsSync(kept) ? `${kept}-${now.getTime()}` : kept;
  renameSync(earlier, keptAs);
  log.warn(
    `carried over ${rows} rows; the earlier folder is kept as ${resolve(keptAs)} until you delete it`,
  );
}
