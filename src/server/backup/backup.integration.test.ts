import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { asc, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantCredits } from "../db/factories.ts";
import { session, user } from "../db/schema/auth.ts";
import { course, waitlistEntry } from "../db/schema/courses.ts";
import { DEMO_SIGN_INS, isDatabaseEmpty, seedDemo } from "../db/seed.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { everyRestoredRow } from "../testing/table-rows.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { readBackup } from "./backup-file.ts";
import { restoreBackup } from "./restore-backup.ts";
import { writeBackup } from "./write-backup.ts";

const NOW = new Date("2026-11-23T02:00:00Z");

describe.each(testDatabases())("a backup on %s", (kind) => {
  let source: TestApp;
  let folder: string;
  let file: string;
  beforeAll(async () => {
    source = await createTestApp({ kind, now: () => NOW });
    await seedDemo({
      db: source.deps.db,
      auth: source.deps.auth,
      now: NOW,
      timeZone: "Asia/Kuala_Lumpur",
    });
    // A change after the demo content: a top-up with its ledger entry.
    const [student] = await source.deps.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_SIGN_INS.find((signIn) => signIn.role === "student")!.email));
    await grantCredits(source.deps.db, student!.id, { amount: 5, remark: "before the backup" });
    // And places in classes' lines, whose order is their line numbers: 1, 2 and 3.
    const classes = await source.deps.db.select().from(course).limit(3);
    for (const item of classes) {
      await source.deps.db
        .insert(waitlistEntry)
        .values({ userId: student!.id, courseId: item.id, joinedAt: NOW });
    }
    folder = mkdtempSync(join(tmpdir(), "studio-backup-"));
    file = join(folder, "studio.json.gz");
    await writeBackup(source.deps.db, file, NOW);
  });
  afterAll(async () => {
    await source.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("restores into an empty database with every table's rows identical", async () => {
    const target = await createTestApp({ kind });
    try {
      const header = await restoreBackup(target.deps.db, file);
      expect(header.createdAt).toBe(NOW.toISOString());
      expect(await everyRestoredRow(target.deps.db)).toEqual(
        await everyRestoredRow(source.deps.db),
      );
      expect(await target.deps.db.select().from(session)).toEqual([]);
      const before = await source.deps.changeVersions();
      const after = await target.deps.changeVersions();
      for (const key of Object.keys(before) as (keyof typeof before)[]) {
        expect(after[key]).toBeGreaterThan(before[key]);
      }
    } finally {
      await target.close();
    }
  });

  it("puts a student who joins a line after the restore behind those already in it", async () => {
    const target = await createTestApp({ kind });
    try {
      await restoreBackup(target.deps.db, file);
      const { db } = target.deps;
      const [waiting] = await db.select().from(waitlistEntry).orderBy(desc(waitlistEntry.line));
      const [newcomer] = await db.select().from(user).where(ne(user.id, waiting!.userId)).limit(1);
      await db
        .insert(waitlistEntry)
        .values({ userId: newcomer!.id, courseId: waiting!.courseId, joinedAt: NOW });
      const line = await db
        .select({ userId: waitlistEntry.userId })
        .from(waitlistEntry)
        .where(eq(waitlistEntry.courseId, waiting!.courseId))
        .orderBy(asc(waitlistEntry.line));
      expect(line.map((place) => place.userId)).toEqual([waiting!.userId, newcomer!.id]);
    } finally {
      await target.close();
    }
  });

  it("refuses a database that already holds a studio, unless told to replace it", async () => {
    const target = await createTestApp({ kind });
    try {
      await restoreBackup(target.deps.db, file);
      await expect(restoreBackup(target.deps.db, file)).rejects.toThrow(
        "The database already holds a studio (accounts or classes). To overwrite it with the backup, say so (--replace). Nothing was restored.",
      );
      await restoreBackup(target.deps.db, file, { replace: true });
      expect(await everyRestoredRow(target.deps.db)).toEqual(
        await everyRestoredRow(source.deps.db),
      );
    } finally {
      await target.close();
    }
  });

  it("replaces a studio an instance is running on: it forgets what it kept, and every session ends", async () => {
    const target = await createTestApp({ kind, now: () => NOW });
    try {
      await restoreBackup(target.deps.db, file);
      const { email, password } = DEMO_SIGN_INS.find((signIn) => signIn.role === "admin")!;
      const admin = new BrowserLikeClient(target);
      expect((await admin.signIn(email, password)).status).toBe(200);
      // Changes after the backup, each seen (and kept) by the running instance.
      const [first] = await target.deps.db.select().from(course).orderBy(asc(course.startsAt));
      const window = `from=${encodeURIComponent(first!.startsAt.toISOString())}&to=${encodeURIComponent(new Date(first!.startsAt.getTime() + 60_000).toISOString())}`;
      for (let change = 0; change < 3; change++) {
        await target.deps.db
          .update(course)
          .set({ title: `Renamed ${change}` })
          .where(eq(course.id, first!.id));
        const listed = await (await admin.get(`/api/classes?${window}`)).json();
        expect(listed[0].title).toBe(`Renamed ${change}`);
      }
      expect((await admin.get("/api/me")).status).toBe(200);

      await restoreBackup(target.deps.db, file, { replace: true });
      const listed = await (
        await new BrowserLikeClient(target).get(`/api/classes?${window}`)
      ).json();
      expect(listed[0].title).toBe(first!.title);
      expect((await admin.get("/api/me")).status).toBe(401);
      expect(await target.deps.db.select().from(session)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("refuses a file cut short or damaged, and writes nothing", async () => {
    const whole = readFileSync(file);
    const lines = gunzipSync(whole).toString("utf8").split("\n");
    const anId = /"[0-9a-f]{8}-/;
    const firstWithAnId = lines.findIndex((line, index) => index > 0 && anId.test(line));
    const damaged = {
      "cut short": whole.subarray(0, Math.floor(whole.length / 2)),
      "without its end": gzipSync(lines.slice(0, -2).join("\n")),
      "with a row changed": gzipSync(
        lines
          .map((line, index) => (index === firstWithAnId ? line.replace(anId, '"00000000-') : line))
          .join("\n"),
      ),
      "not a backup": gzipSync('{"hello":"world"}\n'),
      "not even gzip": Buffer.from("studio"),
    };
    const reasons = {
      "cut short": "it is cut short or corrupted (it does not unpack)",
      "without its end": "it is cut short (it has no end)",
      "with a row changed": "its content does not match its checksum",
      "not a backup": "it is not a Studio backup",
      "not even gzip": "it is cut short or corrupted (it does not unpack)",
    };
    const target = await createTestApp({ kind });
    try {
      for (const [what, bytes] of Object.entries(damaged)) {
        const bad = join(folder, `${what.replace(/ /g, "-")}.json.gz`);
        writeFileSync(bad, bytes);
        await expect(restoreBackup(target.deps.db, bad), what).rejects.toThrow(
          `The backup ${bad} cannot be used: ${reasons[what as keyof typeof reasons]}. Nothing was restored.`,
        );
        expect(await isDatabaseEmpty(target.deps.db)).toBe(true);
      }
      await expect(readBackup(join(folder, "missing.json.gz"))).rejects.toThrow(
        `There is no backup file ${join(folder, "missing.json.gz")}.`,
      );
    } finally {
      await target.close();
    }
  });

  it("names the table and row of a backup whose checksum holds but whose row does not fit", async () => {
    const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
    const classes = lines.findIndex((line) => line.startsWith('{"table":"course"'));
    const rows = JSON.parse(lines[classes]!) as { table: string; rows: { total_slots: number }[] };
    rows.rows[1]!.total_slots = 0;
    lines[classes] = JSON.stringify(rows);
    // The trailer's checksum made anew over the changed lines: only the row is wrong.
    const trailer = lines.findIndex((line) => line.includes('"end":true'));
    const hash = createHash("sha256");
    for (const line of lines.slice(0, trailer)) hash.update(`${line}\n`);
    lines[trailer] = JSON.stringify({ ...JSON.parse(lines[trailer]!), sha256: hash.digest("hex") });
    const bad = join(folder, "bad-row.json.gz");
    writeFileSync(bad, gzipSync(lines.join("\n")));

    const target = await createTestApp({ kind });
    try {
      await expect(restoreBackup(target.deps.db, bad)).rejects.toThrow(
        new RegExp(
          `^The backup ${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} cannot be used: row 2 of table course cannot be written \\(.*course_total_slots.*\\)\\. Nothing was restored\\.$`,
        ),
      );
      expect(await isDatabaseEmpty(target.deps.db)).toBe(true);
    } finally {
      await target.close();
    }
  });
});
