import { resolve } from "node:path";
import pino from "pino";
import { openStudioDatabase } from "../db/open-studio-database.ts";
import { readSettings, SettingsError } from "../env.ts";
import { AppError } from "../errors.ts";
import { restoreBackup } from "./restore-backup.ts";

const USAGE = "usage: npm run restore -- FILE [--replace]";

/**
 * `npm run restore -- FILE [--replace]`: a backup into the database the settings name (the
 * embedded one in DATA_DIR, with the app stopped, or DATABASE_URL), which must hold no studio yet
 * unless --replace.
 */
async function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--replace");
  if (!file || unknown.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const settings = readSettings();
  const database = await openStudioDatabase(settings, pino({ level: "warn" }), 2);
  try {
    const header = await restoreBackup(database.db, resolve(file), {
      replace: args.includes("--replace"),
    });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows in ${header.tables.length} tables from the backup of ${header.createdAt} into ${database.description}. Every session was ended: everyone signs in again, and running instances forget what they kept.`,
    );
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
