import { resolve } from "node:path";
import type { Logger } from "pino";
import type { Settings } from "../env.ts";
import { carryOverEarlierStore } from "./carry-over-earlier-store.ts";
import { type DatabaseHandle, openPostgres } from "./client.ts";
import { acquireDataLock } from "./data-lock.ts";
import { startEmbeddedServer } from "./embedded-server.ts";

/**
 * The embedded server's connections from the app. It runs on the app's own machine and cores,
 * where five keep both busy (a burst of bookings is answered as fast as with ten), and each
 * connection's server process holds ~6 MB once it has run the studio's statements
 * (decision 0021).
 */
const EMBEDDED_CONNECTIONS = 5;

export interface StudioDatabase extends DatabaseHandle {
  /** Where the data lives, for people: "PostgreSQL" or the embedded server's folder. */
  description: string;
}

/**
 * The studio's database as the settings choose it: PostgreSQL at DATABASE_URL, else the embedded
 * server in DATA_DIR, started here under the data folder's lock (one app per folder). Closing it
 * closes the pool, then stops the embedded server, then releases the lock.
 */
export async function openStudioDatabase(
  settings: Pick<Settings, "DATABASE_URL" | "DATA_DIR">,
  log: Logger,
  poolSize?: number,
): Promise<StudioDatabase> {
  if (settings.DATABASE_URL) {
    return {
      ...(await openPostgres(settings.DATABASE_URL, poolSize, log)),
      description: "PostgreSQL",
    };
  }
  // What was opened, to close in reverse order: on close, or when a later step fails.
  const opened: (() => unknown)[] = [acquireDataLock(settings.DATA_DIR)];
  const closeAll = async () => {
    const failures: unknown[] = [];
    for (const close of opened.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  };
  try {
    const server = await startEmbeddedServer({ dataDir: settings.DATA_DIR, log });
    opened.push(() => server.stop());
    const database = await openPostgres(server.url, poolSize ?? EMBEDDED_CONNECTIONS, log, {
      keepOpen: true,
    });
    opened.push(() => database.close());
    await carryOverEarlierStore({
      dataDir: settings.DATA_DIR,
      target: database.db,
      log,
      now: new Date(),
    });
    return {
      ...database,
      description: `embedded PostgreSQL in ${resolve(settings.DATA_DIR)}`,
      close: closeAll,
    };
  } catch (error) {
    await closeAll().catch(() => {});
    throw error;
  }
}
