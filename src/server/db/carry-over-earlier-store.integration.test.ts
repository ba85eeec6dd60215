import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { composeDeps } from "../compose.ts";
import { readSettings } from "../env.ts";
import { everyRow } from "../testing/table-rows.ts";
import { openPglite } from "./client.ts";
import { openStudioDatabase } from "./open-studio-database.ts";
import { seedDemo } from "./seed.ts";
import { countRows, studioTables } from "./studio-tables.ts";

const log = pino({ level: "silent" });

describe("a data folder of the version before the embedded server (PGlite in db/)", () => {
  it("is carried over on the first start, every row of every table, and the earlier folder kept", {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "studio-earlier-"));
    try {
      // The folder as the earlier version made it: PGlite in db/, with the demo content.
      const earlier = await openPglite(join(dataDir, "db"));
      const settings = readSettings({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
      });
      const deps = await composeDeps({ settings, database: earlier, log, secret: "x".repeat(32) });
      await seedDemo({
        db: earlier.db,
        auth: deps.auth,
        now: new Date(),
        timeZone: "Asia/Kuala_Lumpur",
      });
      const tables = await studioTables(earlier.db);
      const counts = await countRows(earlier.db, tables);
      const rows = await everyRow(earlier.db);
      await earlier.close();
      expect(tables.length).toBeGreaterThan(10);
      expect(counts.booking).toBeGreaterThan(0);

      const opened = await openStudioDatabase({ DATA_DIR: dataDir }, log, 2);
      try {
        expect(await countRows(opened.db, tables)).toEqual(counts);
        expect(await everyRow(opened.db)).toEqual(rows);
      } finally {
        await opened.close();
      }
      const today = new Date().toISOString().slice(0, 10);
      expect(readdirSync(dataDir)).toContain(`db.migrated-${today}`);
      expect(existsSync(join(dataDir, "db"))).toBe(false);

      // The next start has nothing to carry over, and the data is still all there.
      const again = await openStudioDatabase({ DATA_DIR: dataDir }, log, 2);
      try {
        expect(await countRows(again.db, tables)).toEqual(counts);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
