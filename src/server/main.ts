import { existsSync } from "node:fs";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import type { PageRenderer } from "../shared/studio.ts";
import { createApp } from "./app.ts";
import { scheduleDailyBackups } from "./backup/schedule-daily-backups.ts";
import { composeDeps, resolveAuthSecret } from "./compose.ts";
import { demoSignInsStillOpen } from "./db/demo-sign-ins-still-open.ts";
import { openStudioDatabase } from "./db/open-studio-database.ts";
import { DEMO_SIGN_INS, isDatabaseEmpty, seedDemo } from "./db/seed.ts";
import { baseUrl, readSettings, SettingsError } from "./env.ts";
import { AppError } from "./errors.ts";
import { createLog } from "./log.ts";
import { PROJECT_PATHS } from "./project-paths.ts";

const webDir = PROJECT_PATHS.webApp;
const prerenderModule = PROJECT_PATHS.pageRenderer;

/** The web app's page renderer, built by `npm run build` beside the web app. */
async function loadPageRenderer(): Promise<PageRenderer | undefined> {
  if (!existsSync(prerenderModule)) return undefined;
  const module: { renderPage: PageRenderer } = await import(pathToFileURL(prerenderModule).href);
  return module.renderPage;
}

async function main() {
  const settings = readSettings();
  const log = createLog(settings);
  const database = await openStudioDatabase(settings, log);
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

  if (settings.NODE_ENV === "production") {
    for (const { email } of await demoSignInsStillOpen(database.db, deps.auth)) {
      log.warn(
        { email },
        `the demo account ${email} still has its published password: change it, or disable the account`,
      );
    }
  }

  const server = serve(
    { fetch: createApp(deps).fetch, port: settings.PORT, hostname: settings.HOST },
    () => {
      const lines = [`Studio is running on ${baseUrl(settings)} (${database.description})`];
      if (settings.SEED_DEMO) {
        lines.push("Demo sign-ins (from the demo content):");
        for (const { role, email, password } of DEMO_SIGN_INS) {
          lines.push(`  ${role.padEnd(8)} ${email}  /  ${password}`);
        }
      }
      console.log(lines.join("\n"));
    },
  );

  if (!(server instanceof Server)) throw new Error("expected a plain HTTP server");
  const stopBackups = scheduleDailyBackups({
    db: database.db,
    settings,
    log,
    now: deps.now,
    background: deps.background,
  });
  stopGracefully(server, {
    log,
    async release() {
      stopBackups();
      deps.stopRounds();
      await deps.background.settled();
      await database.close();
    },
  });
}

/** How long a stop waits for the requests under way before it closes their connections. */
const STOP_DEADLINE_MS = 10_000;
/**
 * How long the background work (booking e-mails) and closing the database may take after that:
 * the embedded server writes a checkpoint as it stops.
 */
const RELEASE_DEADLINE_MS = 20_000;

/**
 * SIGTERM or SIGINT: stop taking connections, let every request under way finish with its normal
 * answer, then close the database and exit 0. Connections kept alive between requests would hold
 * the process open (server.close() only closes those idle at that instant), so each answer given
 * while stopping says "Connection: close" and its connection is closed once it is sent. After
 * STOP_DEADLINE_MS, or at a second signal, the remaining connections are cut and the exit code is 1.
 */
function stopGracefully(server: Server, options: { log: Logger; release(): Promise<void> }) {
  const { log } = options;
  const underWay = new Set<ServerResponse>();
  let stopping = false;
  let exiting = false;

  const sayClose = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
    // Once sent, the connection is idle: close it (next turn, when Node has marked it so).
    response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) sayClose(response);
    underWay.add(response);
    response.once("close", () => {
      underWay.delete(response);
      if (stopping) closeWhenDone();
    });
  });

  const exit = async (code: number) => {
    if (exiting) return;
    exiting = true;
    const released = await Promise.race([
      options.release().then(
        () => true,
        (error: unknown) => {
          log.error({ err: error }, "stopping: the database did not close cleanly");
          return false;
        },
      ),
      new Promise<false>((resolve) => setTimeout(resolve, RELEASE_DEADLINE_MS, false)),
    ]);
    process.exit(released ? code : 1);
  };
  const cutConnections = (reason: string) => {
    log.warn({ underWay: underWay.size }, `stopping: ${reason}; closing the connections left`);
    server.closeAllConnections();
    void exit(1);
  };

  // Once no request is under way, every connection left is closed, also one the server answered
  // before reading its whole request (a refusal, a failed database), which Node never counts idle.
  const closeWhenDone = () => {
    if (underWay.size === 0) server.closeAllConnections();
  };

  const stop = (signal: string) => {
    if (stopping) return cutConnections(`${signal} again`);
    stopping = true;
    log.info({ signal, underWay: underWay.size }, "stopping: finishing requests under way");
    const deadline = setTimeout(
      () => cutConnections(`requests still under way after ${STOP_DEADLINE_MS / 1000} s`),
      STOP_DEADLINE_MS,
    );
    for (const response of underWay) sayClose(response);
    server.close(() => {
      clearTimeout(deadline);
      void exit(0);
    });
    server.closeIdleConnections();
    closeWhenDone();
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
