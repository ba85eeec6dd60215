import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import pino from "pino";
import type { PageRenderer } from "../shared/studio.ts";
import { createApp } from "./app.ts";
import { composeDeps, resolveAuthSecret } from "./compose.ts";
import { openPglite, openPostgres, pgliteDirectory } from "./db/client.ts";
import { acquireDataLock } from "./db/data-lock.ts";
import { DEMO_SIGN_INS, isDatabaseEmpty, seedDemo } from "./db/seed.ts";
import { baseUrl, readSettings, SettingsError } from "./env.ts";
import { AppError } from "./errors.ts";

const webDir = fileURLToPath(new URL("../../dist/web", import.meta.url));
const prerenderModule = fileURLToPath(new URL("../../dist/ssr/prerender.js", import.meta.url));

/** The web app's page renderer, built by `npm run build` beside the web app. */
async function loadPageRenderer(): Promise<PageRenderer | undefined> {
  if (!existsSync(prerenderModule)) return undefined;
  const module: { renderPage: PageRenderer } = await import(pathToFileURL(prerenderModule).href);
  return module.renderPage;
}

async function main() {
  const settings = readSettings();
  const log = pino({
    level: settings.LOG_LEVEL,
    redact: ["req.headers.cookie", "password", "token"],
  });
  const releaseLock = settings.DATABASE_URL ? () => {} : acquireDataLock(settings.DATA_DIR);
  const database = settings.DATABASE_URL
    ? await openPostgres(settings.DATABASE_URL)
    : await openPglite(pgliteDirectory(settings.DATA_DIR));
  const hasWebApp = existsSync(webDir);
  if (!hasWebApp) log.warn(`no built web app in ${webDir}: run "npm run build" (API only for now)`);
  const deps = await composeDeps({
    settings,
    database,
    log,
    secret: resolveAuthSecret(settings),
    webDir: hasWebApp ? webDir : undefined,
    renderPage: hasWebApp ? await loadPageRenderer() : undefined,
  });

  if (settings.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    log.info("empty database: adding demo content");
    await seedDemo({
      db: database.db,
      auth: deps.auth,
      now: new Date(),
      timeZone: settings.STUDIO_TIME_ZONE,
    });
  }

  const server = serve(
    { fetch: createApp(deps).fetch, port: settings.PORT, hostname: settings.HOST },
    () => {
      const lines = [
        `Studio is running on ${baseUrl(settings)} (${database.kind === "pglite" ? `embedded database in ${settings.DATA_DIR}` : "PostgreSQL"})`,
      ];
      if (settings.SEED_DEMO) {
        lines.push("Demo sign-ins (from the demo content):");
        for (const { role, email, password } of DEMO_SIGN_INS) {
          lines.push(`  ${role.padEnd(8)} ${email}  /  ${password}`);
        }
      }
      console.log(lines.join("\n"));
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: finishing requests under way");
    server.close(async () => {
      await database.close();
      releaseLock();
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof AppError || error instanceof SettingsError ? error.message : error,
  );
  process.exit(1);
});
