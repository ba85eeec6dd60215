import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDataLock } from "../db/data-lock.ts";
import { brokenInvariants } from "../testing/invariants.ts";
import { bookingsWithoutTheirLedger } from "./booking-ledger.ts";
import { churnUntilKilled, type Journal, missingAcknowledged } from "./churn.ts";
import { type StudioProcess, startStudio } from "./studio-process.ts";
import {
  memberHeaders,
  type SeededMember,
  type StudioStore,
  seedClasses,
  seedMembers,
  storeKinds,
  storePerTest,
} from "./studio-store.ts";

/**
 * kill -9 in the middle of a book / cancel / recharge churn, then a restart on the same data:
 * every change the server acknowledged is there, and the money-like invariants hold. A booking
 * written outside one transaction fails it: a refused one leaves half its writes behind, and a
 * kill that lands between two of its writes (likely on PostgreSQL) leaves a half-written one.
 */
describe.each(storeKinds())("the server killed during a churn, on %s", (kind) => {
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

    if (kind === "embedded") {
      // The dead process's lock is still there; the restart must take it over.
      expect(readDataLock(store.dataDir)?.split("\n")[0]).toBe(String(first.pid));
    }
    const second = await startStudio(store.serverEnv);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await rechargeAfterwards(second, admin!, students[0]!, journal);
    second.signal("SIGTERM");
    expect(await second.exited, studioLog(second)).toEqual({ code: 0, signal: null });
    await expectEveryAcknowledgedChange(store, journal);
    console.info(
      `${kind}: ${journal.booked.size} bookings, ${journal.cancelled.size} cancellations and ` +
        `${journal.recharged.length} recharges acknowledged, ${lost} requests cut by the kill, ` +
        `refusals ${JSON.stringify(journal.refused)}`,
    );
  });
});

describe("the embedded database killed during a churn", () => {
  const newStore = storePerTest("embedded");

  it("is started again by the server, and keeps every acknowledged change", {
    timeout: 120_000,
  }, async () => {
    const store = await newStore();
    const seeding = await store.open();
    const students = await seedMembers(seeding, 24, { credits: 3 });
    const [admin] = await seedMembers(seeding, 1, { role: "admin" });
    const classes = await seedClasses(seeding, 6, { totalSlots: 6, credits: 2 });
    await seeding.close();

    const studio = await startStudio(store.serverEnv);
    const databasePid = () =>
      Number(readFileSync(join(store.dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    const killed = databasePid();
    const journal = await churnUntilKilled({
      studio,
      students,
      admin: admin!,
      classes,
      workers: 16,
      killAfter: 60,
      kill: () => process.kill(killed, "SIGKILL"),
      seed: 9,
    });
    expect(journal.unexpected).toEqual([]);
    expect(journal.booked.size).toBeGreaterThan(0);
    expect(journal.cancelled.size).toBeGreaterThan(0);
    expect(journal.recharged.length).toBeGreaterThan(0);

    // The server outlives its database and starts it again, on the port its pool knows.
    expect(studio.running()).toBe(true);
    await expect
      .poll(async () => (await fetch(`${studio.url}/api/classes`)).status, { timeout: 30_000 })
      .toBe(200);
    expect(databasePid()).not.toBe(killed);
    await rechargeAfterwards(studio, admin!, students[0]!, journal);
    studio.signal("SIGTERM");
    expect(await studio.exited, studioLog(studio)).toEqual({ code: 0, signal: null });
    await expectEveryAcknowledgedChange(store, journal);
    const lost = journal.lost.book + journal.lost.cancel.length + journal.lost.recharge;
    console.info(
      `database killed: ${journal.booked.size} bookings, ${journal.cancelled.size} cancellations ` +
        `and ${journal.recharged.length} recharges acknowledged, ${lost} requests cut`,
    );
  });
});

/** The end of what a studio wrote, but for its request lines: shown when its exit is wrong. */
function studioLog(studio: StudioProcess): string {
  const lines = studio.output().split("\n");
  return lines
    .filter((line) => !line.startsWith('{"level":30'))
    .slice(-20)
    .join("\n");
}

/** A recharge once the studio runs again (written down as acknowledged): it writes too. */
async function rechargeAfterwards(
  studio: StudioProcess,
  admin: SeededMember,
  student: SeededMember,
  journal: Journal,
) {
  const remark = "after the restart";
  const answer = await fetch(`${studio.url}/api/admin/recharge`, {
    method: "POST",
    headers: memberHeaders(admin),
    body: JSON.stringify({
      userId: student.userId,
      amount: 2,
      paid: 36,
      paymentMethod: "Cash",
      remark,
    }),
  });
  expect(answer.status).toBe(200);
  journal.recharged.push({ userId: student.userId, amount: 2, remark });
}

async function expectEveryAcknowledgedChange(store: StudioStore, journal: Journal) {
  const checking = await store.open();
  try {
    expect(await missingAcknowledged(checking.db, journal)).toEqual([]);
    expect(await bookingsWithoutTheirLedger(checking.db)).toEqual([]);
    expect(await brokenInvariants(checking.db)).toEqual({ balances: [], classes: [] });
  } finally {
    await checking.close();
  }
}
