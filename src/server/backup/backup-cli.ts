import { join, resolve } from "node:path";
import pino from "pino";
import { openPostgres } from "../db/client.ts";
import { runningServerUrl } from "../db/embedded-server.ts";
import { openStudioDatabase } from "../db/open-studio-database.ts";
import { readSettings, SettingsError } from "../env.ts";
import { AppError } from "../errors.ts";
import { backupFileName, writeBackup } from "./write-backup.ts";

/**
 * `npm run backup [FILE]`: one consistent snapshot of the studio's data into FILE, or into
 * DATA_DIR/backups. Beside a running app on the embedded database, it reads from that app's
 * server; with none running, it starts the server itself.
 */
async function main() {
  const settings = readSettings();
  const log = pino({ level: "warn" });
  const now = new Date();
  const file = resolve(process.argv[2] ?? join(settings.DATA_DIR, "backups", backupFileName(now)));
  const running = settings.DATABASE_URL ? undefined : runningServerUrl(settings.DATA_DIR);
  const database = running
    ? await openPostgres(running, 2, log)
    : await openStudioDatabase(settings, log, 2);
  try {
    const header = await writeBackup(database.db, file, now);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${file} (${rows} rows in ${header.tables.length} tables)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError || error instanceof SettingsError ? error.message : error,
  );
  process.exit(1);
});
