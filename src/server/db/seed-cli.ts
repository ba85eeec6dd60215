import pino from "pino";
import { composeDeps, resolveAuthSecret } from "../compose.ts";
import { readSettings, SettingsError } from "../env.ts";
import { AppError } from "../errors.ts";
import { openPglite, openPostgres, pgliteDirectory } from "./client.ts";
import { acquireDataLock } from "./data-lock.ts";
import { isDatabaseEmpty, seedDemo } from "./seed.ts";

/** `npm run seed`: demo content into an empty database (the app must not be running on PGlite). */
async function main() {
  const settings = readSettings();
  const log = pino({ level: "warn" });
  const releaseLock = settings.DATABASE_URL ? () => {} : acquireDataLock(settings.DATA_DIR);
  const database = settings.DATABASE_URL
    ? await openPostgres(settings.DATABASE_URL)
    : await openPglite(pgliteDirectory(settings.DATA_DIR));
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      console.log("The database already has accounts or classes: no demo content added.");
      return;
    }
    const deps = await composeDeps({
      settings,
      database,
      log,
      secret: resolveAuthSecret(settings),
    });
    const signIns = await seedDemo({
      db: database.db,
      auth: deps.auth,
      now: new Date(),
      timeZone: settings.STUDIO_TIME_ZONE,
    });
    console.log("Demo content added. Sign-ins:");
    for (const { role, email, password } of signIns)
      console.log(`  ${role.padEnd(8)} ${email}  /  ${password}`);
  } finally {
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError || error instanceof SettingsError ? error.message : error,
  );
  process.exit(1);
});
