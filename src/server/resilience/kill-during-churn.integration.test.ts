import { describe, expect, it } from "vitest";
import { readDataLock } from "../db/data-lock.ts";
import { brokenInvariants } from "../testing/invariants.ts";
import { testDatabases } from "../testing/test-app.ts";
import { bookingsWithoutTheirLedger } from "./booking-ledger.ts";
import { churnUntilKilled, missingAcknowledged } from "./churn.ts";
import { startStudio } from "./studio-process.ts";
import { memberHeaders, seedClasses, seedMembers, storePerTest } from "./studio-store.ts";

/**
 * kill -9 in the middle of a book / cancel / recharge churn, then a restart on the same data:
 * every change the server acknowledged is there, and the money-like invariants hold. A booking
 * written outside one transaction fails it: a refused one leaves half its writes behind, and a
 * kill that lands between two of its writes (likely on PostgreSQL) leaves a half-written one.
 */
describe.each(testDatabases())("the server killed during a churn, on %s", (kind) => {
  const newStore = storePerTest(kind);

  it("keeps every acknowledged change after a restart", { timeout: 90_000 }, async () => {
    const store = await newStore();
    const seeding = await store.open();
    // Few credits and small classes, so refusals mix in: "not enough credits" comes after the
    // booking's first writes, which only its transaction takes back.
    const students = await seedMembers(seeding, 24, { credits: 3 });
    const [admin] = await seedMembers(seeding, 1, { role: "admin" });
    const classes = await seedClasses(seeding, 6, { totalSlots: 6, credits: 2 });
    await seeding.close();

    const first = await startStudio(store.serverEnv);
    const journal = await churnUntilKilled({
      studio: first,
      students,
      admin: admin!,
      classes,
      workers: 16,
      killAfter: 60,
      seed: 8,
    });
    expect(journal.unexpected).toEqual([]);
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    // The kill came mid-churn: requests were under way, and each kind of change was acknowledged.
    const lost = journal.lost.book + journal.lost.cancel.length + journal.lost.recharge;
    expect(lost).toBeGreaterThan(0);
    expect(journal.booked.size).toBeGreaterThan(0);
    expect(journal.cancelled.size).toBeGreaterThan(0);
    expect(journal.recharged.length).toBeGreaterThan(0);
    expect(journal.refused.insufficient_credits).toBeGreaterThan(0);

    if (kind === "pglite") {
      // The dead process's lock is still there; the restart must take it over.
      expect(readDataLock(store.dataDir)?.split("\n")[0]).toBe(String(first.pid));
    }
    const second = await startStudio(store.serverEnv);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    // The restarted server writes too.
    const remark = "after the restart";
    const afterRestart = await fetch(`${second.url}/api/admin/recharge`, {
      method: "POST",
      headers: memberHeaders(admin!),
      body: JSON.stringify({
        userId: students[0]!.userId,
        amount: 2,
        paymentMethod: "Cash",
        remark,
      }),
    });
    expect(afterRestart.status).toBe(200);
    journal.recharged.push({ userId: students[0]!.userId, amount: 2, remark });
    second.signal("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const checking = await store.open();
    try {
      expect(await missingAcknowledged(checking.db, journal)).toEqual([]);
      expect(await bookingsWithoutTheirLedger(checking.db)).toEqual([]);
      expect(await brokenInvariants(checking.db)).toEqual({ balances: [], classes: [] });
    } finally {
      await checking.close();
    }
    console.info(
      `${kind}: ${journal.booked.size} bookings, ${journal.cancelled.size} cancellations and ` +
        `${journal.recharged.length} recharges acknowledged, ${lost} requests cut by the kill, ` +
        `refusals ${JSON.stringify(journal.refused)}`,
    );
  });
});
