import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createCreditBooking } from "../../db/factories.ts";
import { futureClass } from "../../testing/api-route-cases.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** A route that takes an Idempotency-Key, with two different valid requests to it. */
interface IdempotentRoute {
  path: string;
  /** Two requests that differ only in what they act on. */
  requests(testApp: TestApp): Promise<[Record<string, unknown>, Record<string, unknown>]>;
}

/** Every route that takes an Idempotency-Key (docs/api.md). */
const IDEMPOTENT_ROUTES: Record<string, IdempotentRoute> = {
  "POST /api/bookings": {
    path: "/api/bookings",
    requests: async (testApp) => [
      { courseId: (await futureClass(testApp, { credits: 2 })).id },
      { courseId: (await futureClass(testApp, { credits: 2 })).id },
    ],
  },
  "POST /api/admin/recharge": {
    path: "/api/admin/recharge",
    requests: async (testApp) => [
      {
        userId: (await signedInStudent(testApp)).userId,
        amount: 3,
        paid: "54.00",
        paymentMethod: "Cash",
      },
      {
        userId: (await signedInStudent(testApp)).userId,
        amount: 7,
        paid: "126.00",
        paymentMethod: "Cash",
      },
    ],
  },
};

/** Resolves once a transaction in the test's database waits for an Idempotency-Key's lock. */
async function waitingForAdvisoryLock(testApp: TestApp): Promise<void> {
  for (;;) {
    const [row] = await queryRows<{ waiting: boolean }>(
      testApp.deps.db,
      // 26 names the keys' locks (migration 0022); other test files' databases share the server.
      sql`select exists (
        select 1 from pg_locks
        where locktype = 'advisory' and classid = 26 and not granted
          and database = (select oid from pg_database where datname = current_database())
      ) as waiting`,
    );
    if (row?.waiting) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(testDatabases())("Idempotency-Key on %s", (kind) => {
  let testApp: TestApp;
  /** An admin with credits: the one caller every idempotent route serves. */
  let caller: BrowserLikeClient;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    ({ client: caller } = await signedInStudent(testApp, { role: "admin", credits: 100 }));
  });
  afterAll(() => testApp.close());

  const send = (path: string, json: unknown, key: string) =>
    caller.request(path, { method: "POST", json, headers: { "idempotency-key": key } });

  describe.each(Object.keys(IDEMPOTENT_ROUTES))("%s", (name) => {
    const route = IDEMPOTENT_ROUTES[name]!;

    it("replays the first answer to the same request, acting once", async () => {
      const [request] = await route.requests(testApp);
      const key = `same-${randomUUID()}`;
      const first = await send(route.path, request, key);
      expect(first.status).toBeLessThan(300);
      const after = await moneyState(testApp.deps.db);
      // The same input, its fields in another order: still the same request.
      const reordered = Object.fromEntries(Object.entries(request).reverse());
      const again = await send(route.path, reordered, key);
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(await first.json());
      expect(await moneyState(testApp.deps.db)).toEqual(after);
    });

    it("refuses the key with another request (422) and changes nothing", async () => {
      const [firstRequest, otherRequest] = await route.requests(testApp);
      const key = `reused-${randomUUID()}`;
      expect((await send(route.path, firstRequest, key)).status).toBeLessThan(300);
      const before = await moneyState(testApp.deps.db);
      const reused = await send(route.path, otherRequest, key);
      expect(reused.status).toBe(422);
      expect((await reused.json()).error).toEqual({
        code: "idempotency_key_reused",
        message: "This Idempotency-Key was already used for another request.",
      });
      expect(await moneyState(testApp.deps.db)).toEqual(before);
    });

    it.each(Object.keys(IDEMPOTENT_ROUTES).filter((other) => other !== name))(
      "refuses the key when it was first used on %s",
      async (otherName) => {
        const other = IDEMPOTENT_ROUTES[otherName]!;
        const key = `crossed-${randomUUID()}`;
        const [otherRequest] = await other.requests(testApp);
        expect((await send(other.path, otherRequest, key)).status).toBeLessThan(300);
        const [request] = await route.requests(testApp);
        const before = await moneyState(testApp.deps.db);
        expect((await send(route.path, request, key)).status).toBe(422);
        expect(await moneyState(testApp.deps.db)).toEqual(before);
      },
    );
  });

  it("makes a booking's retry wait for the request with its key still under way, refusing nothing early", async () => {
    const item = await futureClass(testApp, { totalSlots: 1 });
    const holder = await signedInStudent(testApp, { credits: 5 });
    await createCreditBooking(testApp.deps.db, holder.userId, item.id);
    const student = await signedInStudent(testApp, { credits: 5 });
    const key = `under-way-${randomUUID()}`;
    let endFirst = () => {};
    const firstEnded = new Promise<void>((resolve) => {
      endFirst = resolve;
    });
    let firstHoldsKey = () => {};
    const keyHeld = new Promise<void>((resolve) => {
      firstHoldsKey = resolve;
    });
    // The first request with the key, under way: its transaction holds the key's lock, as
    // runIdempotent's does, until it ends (here without an answer, as a failed one would).
    const first = testApp.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`select lock_idempotency_key(${student.userId}, ${key})`);
        firstHoldsKey();
        await firstEnded;
        tx.rollback();
      })
      .catch(() => {});
    await keyHeld;
    const retry = student.client.request("/api/bookings", {
      method: "POST",
      json: { courseId: item.id },
      headers: { "idempotency-key": key },
    });
    // The class is full, so a refusal read early would already be the answer.
    const outcome = await Promise.race([
      retry.then(() => "answered at once"),
      waitingForAdvisoryLock(testApp).then(() => "waiting for the first"),
    ]);
    expect(outcome).toBe("waiting for the first");
    endFirst();
    await first;
    const answer = await retry;
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.code).toBe("fully_booked");
  });

  it("keeps every balance equal to its ledger", async () => {
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });
});
