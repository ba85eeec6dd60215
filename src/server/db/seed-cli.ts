import pino from "pino";
import { composeDeps, resolveAuthSecret } from "../compose.ts";
import { readSettings, SettingsError } from "../env.ts";
import { AppError } from "../errors.ts";
import { openStudioDatabase } from "./open-studio-database.ts";
import { isDatabaseEmpty, seedDemo } from "./seed.ts";

/** `npm run seed`: demo content into an empty database (on the embedded database, the app must be stopped). */
async function main() {
  const settings = readSettings();
  const log = pino({ level: "warn" });
  const database = await openStudioDatabase(settings, log);
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
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError || error instanceof SettingsError ? error.message : error,
  );
  process.exit(1);
});
