import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { builtPerConnection } from "./built-per-connection.ts";
import type { Executor } from "./client.ts";
import { tutor } from "./schema/tutors.ts";

const TRANSACTIONS_AT_ONCE = 8;

describe.each(testDatabases())("a statement built per connection on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  it("runs inside the transaction it is given, and is built once for each connection", async () => {
    const { db } = testApp.deps;
    let builds = 0;
    const tutorNamed = builtPerConnection((executor: Executor) => {
      builds += 1;
      return executor
        .select({ name: tutor.name })
        .from(tutor)
        .where(eq(tutor.id, sql.placeholder("id")))
        .prepare("test_tutor_named");
    });
    const addAndRead = (name: string) =>
      db.transaction(async (tx) => {
        const [added] = await tx.insert(tutor).values({ name, bio: "" }).returning();
        // Seen only on the transaction's own connection until it commits.
        return tutorNamed(tx).execute({ id: added!.id });
      });

    const names = Array.from({ length: TRANSACTIONS_AT_ONCE }, (_, index) => `Tutor ${index}`);
    const seen = await Promise.all(names.map(addAndRead));
    expect(seen).toEqual(names.map((name) => [{ name }]));
    // One for each connection the transactions held at once, at most.
    expect(builds).toBeGreaterThan(0);
    expect(builds).toBeLessThanOrEqual(TRANSACTIONS_AT_ONCE);

    // The pool lends the same connections again: their statements are not built anew.
    const built = builds;
    for (const name of ["Tutor again", "Tutor once more"]) {
      expect(await addAndRead(name)).toEqual([{ name }]);
    }
    expect(builds).toBe(built);

    // On the database itself, the pool's statement reads what was committed.
    const [first] = await db.select().from(tutor).where(eq(tutor.name, "Tutor 0"));
    expect(await tutorNamed(db).execute({ id: first!.id })).toEqual([{ name: "Tutor 0" }]);
    expect(await tutorNamed(db).execute({ id: randomUUID() })).toEqual([]);
    expect(builds).toBe(built + 1);
  });
});
