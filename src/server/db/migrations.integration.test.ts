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

  /** An empty database (not the suite's migrated template), migrated up to before `tag`. */
  async function databaseBefore(tag: string) {
    const earlier = migrationsBefore(tag);
    folders.push(earlier);
    const url = await createDatabase(
      process.env[TEST_SERVER_ENV.embeddedUrl]!,
      `studio_upgrade_${randomUUID().replace(/-/g, "")}`,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier });
    return {
      client,
      upgrade: () => migrate(db, { migrationsFolder }),
      async close() {
        await client.end();
        await dropDatabase(url);
      },
    };
  }

  it("keeps accounts made before sign-up asked for a confirmed address able to sign in", async () => {
    const { client, upgrade, close } = await databaseBefore("0003_confirm_existing_accounts");
    await client.query(
      `insert into "user" (id, email) values ('before-1', 'early.member@example.com'), ('before-2', 'early.admin@example.com')`,
    );

    await upgrade();

    const { rows } = await client.query<{ email_verified: boolean }>(
      `select email_verified from "user" order by id`,
    );
    expect(rows).toEqual([{ email_verified: true }, { email_verified: true }]);
    await close();
  });

  it("gives each booking made before it was kept its class's start", async () => {
    const { client, upgrade, close } = await databaseBefore("0028_booking_class_start");
    await client.query(`insert into "user" (id, email) values ('member', 'member@example.com')`);
    const starts = ["2026-01-05T01:00:00.000Z", "2026-02-09T11:30:00.000Z"];
    for (const [index, startsAt] of starts.entries()) {
      await client.query(
        `with held as (
           insert into course (title, course_type, starts_at, ends_at, total_slots, credits, slots_filled)
           values ($1, 'Hatha Yoga', $2, $2::timestamptz + interval '1 hour', 10, 1, 1) returning id)
         insert into booking (user_id, course_id, paid_with) select 'member', id, 'credits' from held`,
        [`Class ${index + 1}`, startsAt],
      );
    }

    await upgrade();

    const { rows } = await client.query<{ title: string; course_starts_at: Date }>(
      `select title, course_starts_at from booking join course on course.id = course_id order by title`,
    );
    expect(rows).toEqual([
      { title: "Class 1", course_starts_at: new Date(starts[0]!) },
      { title: "Class 2", course_starts_at: new Date(starts[1]!) },
    ]);
    await close();
  });

  it("adds up each member's ledger from before its totals were kept, by reason", async () => {
    const { client, upgrade, close } = await databaseBefore("0029_credit_reason_totals");
    await client.query(
      `insert into "user" (id, email) values ('aina', 'aina@example.com'), ('ben', 'ben@example.com')`,
    );
    await client.query(
      `insert into credit_entry (user_id, delta, reason) values
         ('aina', 10, 'credit_purchase'), ('aina', 5, 'credit_purchase'),
         ('aina', -2, 'class_booking'), ('aina', 2, 'class_cancellation'),
         ('aina', -3, 'admin_adjustment'), ('aina', 1, 'admin_adjustment'),
         ('ben', 3, 'initial_credits')`,
    );

    await upgrade();

    const { rows } = await client.query(
      `select user_id, reason, gained, lost, entries from credit_reason_total order by user_id, reason`,
    );
    expect(rows).toEqual([
      { user_id: "aina", reason: "admin_adjustment", gained: 1, lost: 3, entries: 2 },
      { user_id: "aina", reason: "class_booking", gained: 0, lost: 2, entries: 1 },
      { user_id: "aina", reason: "class_cancellation", gained: 2, lost: 0, entries: 1 },
      { user_id: "aina", reason: "credit_purchase", gained: 15, lost: 0, entries: 2 },
      { user_id: "ben", reason: "initial_credits", gained: 3, lost: 0, entries: 1 },
    ]);
    await close();
  });

  it("counts each member's bookings from before the count was kept, and goes on counting", async () => {
    const { client, upgrade, close } = await databaseBefore("0030_member_booking_counts");
    await client.query(
      `insert into "user" (id, email) values ('aina', 'aina@example.com'), ('ben', 'ben@example.com'), ('chen', 'chen@example.com')`,
    );
    const classes = await client.query<{ id: string }>(
      `insert into course (title, course_type, starts_at, ends_at, total_slots, credits)
       select 'Class ' || n, 'Hatha Yoga', timestamptz '2026-01-05 01:00Z' + n * interval '1 day',
         timestamptz '2026-01-05 02:00Z' + n * interval '1 day', 10, 1
       from generate_series(1, 3) n returning id`,
    );
    const [first, second, third] = classes.rows.map((row) => row.id);
    await client.query(
      `insert into booking (user_id, course_id, paid_with, status) values
         ('aina', $1, 'credits', 'cancelled'), ('aina', $1, 'credits', 'booked'),
         ('aina', $2, 'credits', 'booked'), ('ben', $2, 'credits', 'booked')`,
      [first, second],
    );

    await upgrade();
    await client.query(
      `insert into booking (user_id, course_id, paid_with, created_at) values
         ('aina', $1, 'credits', now()), ('chen', $1, 'credits', now()),
         ('chen', $2, 'credits', now())`,
      [third, first],
    );

    const { rows } = await client.query(
      `select user_id, bookings from member_booking_count order by user_id`,
    );
    expect(rows).toEqual([
      { user_id: "aina", bookings: 4 },
      { user_id: "ben", bookings: 1 },
      { user_id: "chen", bookings: 2 },
    ]);
    await close();
  });
});
