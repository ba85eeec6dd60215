import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, dropDatabase, TEST_SERVER_ENV } from "../testing/test-servers.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "studio-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("upgrading a database", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps accounts made before sign-up asked for a confirmed address able to sign in", async () => {
    const earlier = migrationsBefore("0003_confirm_existing_accounts");
    folders.push(earlier);
    // An empty database, not the suite's migrated template.
    const url = await createDatabase(
      process.env[TEST_SERVER_ENV.embeddedUrl]!,
      `studio_upgrade_${randomUUID().replace(/-/g, "")}`,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier });
    await client.query(
      `insert into "user" (id, email) values ('before-1', 'early.member@example.com'), ('before-2', 'early.admin@example.com')`,
    );

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ email_verified: boolean }>(
      `select email_verified from "user" order by id`,
    );
    expect(rows).toEqual([{ email_verified: true }, { email_verified: true }]);
    await client.end();
    await dropDatabase(url);
  });
});
