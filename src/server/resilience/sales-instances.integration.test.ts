import { and, eq, isNotNull } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { RechargeResult } from "../../shared/sales.ts";
import { user } from "../db/schema/auth.ts";
import { creditBatch, creditEntry } from "../db/schema/credits.ts";
import { saleRefund } from "../db/schema/sales.ts";
import { brokenBatchInvariants, brokenInvariants } from "../testing/invariants.ts";
import { killAllStudios, type StudioProcess, startStudio } from "./studio-process.ts";
import {
  createStudioStore,
  memberHeaders,
  type OpenStore,
  type SeededMember,
  type StudioStore,
  seedClasses,
  seedMembers,
} from "./studio-store.ts";

const STUDENTS = 20;
const PACK_CREDITS = 5;

async function post(instance: StudioProcess, member: SeededMember, path: string, body: object) {
  const response = await fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: memberHeaders(member),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A pack of `PACK_CREDITS` credits for RM 100.00 that lasts 30 days, made through the API. */
async function createPack(instance: StudioProcess, admin: SeededMember): Promise<string> {
  const made = await post(instance, admin, "/api/admin/credit-packs", {
    name: "Five Class Pack",
    credits: PACK_CREDITS,
    priceRm: "100.00",
    validityDays: 30,
    onSale: true,
  });
  expect(made.status).toBe(201);
  return made.body.pack.id;
}

/** Sells the pack to each student, alternating instances, all at once. */
async function sellToEach(
  instances: StudioProcess[],
  admin: SeededMember,
  packId: string,
  students: SeededMember[],
) {
  return Promise.all(
    students.map((student, index) =>
      post(instances[index % instances.length]!, admin, "/api/admin/recharge", {
        userId: student.userId,
        packId,
        paid: "100.00",
        paymentMethod: "QR Pay",
      }),
    ),
  );
}

/** The numbers of a series, e.g. R-2026-000001…, as 1, 2, … in order. */
function sequenceOf(numbers: string[]): number[] {
  return numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
}

const oneToN = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

async function studentBalances(store: OpenStore): Promise<number[]> {
  const rows = await store.db
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.role, "student"));
  return rows.map(({ credits }) => credits);
}

async function expectMoneyInvariants(store: OpenStore) {
  expect(await brokenInvariants(store.db)).toEqual({ balances: [], classes: [] });
  expect(await brokenBatchInvariants(store.db, new Date())).toEqual({
    entries: [],
    batches: [],
    unexpired: [],
  });
}

/**
 * Money across processes on one PostgreSQL database (issue #23): sales and refunds sent to two
 * instances at once number their receipts and credit notes without a gap or a repeat and refund
 * a sale once; two instances starting together expire each due batch once while bookings race
 * them. Only the database's locks can make this pass.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("money across app instances", () => {
  let store: StudioStore | undefined;
  afterEach(async () => {
    await killAllStudios();
    await store?.destroy();
    store = undefined;
  });

  it(`two instances: ${STUDENTS * 2} sales and racing whole refunds`, {
    timeout: 120_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const seeding = await store.open();
    const [admin] = await seedMembers(seeding, 1, { role: "admin" });
    const students = await seedMembers(seeding, STUDENTS);
    await seeding.close();
    const instances = await Promise.all([
      startStudio(store.serverEnv),
      startStudio(store.serverEnv),
    ]);
    const packId = await createPack(instances[0]!, admin!);

    const sold = await sellToEach(instances, admin!, packId, [...students, ...students]);
    expect(sold.map(({ status }) => status)).toEqual(Array(STUDENTS * 2).fill(200));
    const receipts: RechargeResult["receipt"][] = sold.map(({ body }) => body.receipt);
    expect(sequenceOf(receipts.map(({ number }) => number))).toEqual(oneToN(STUDENTS * 2));

    // Each of the first sales refunded in whole by both instances at the same instant.
    const refunds = await Promise.all(
      receipts.slice(0, STUDENTS).flatMap(({ id }) =>
        instances.map((instance) =>
          post(instance, admin!, `/api/admin/sales/${id}/refunds`, {
            amount: "100.00",
            credits: PACK_CREDITS,
            reason: "Moving away",
          }),
        ),
      ),
    );
    for (let sale = 0; sale < STUDENTS; sale++) {
      const pair = refunds.slice(sale * 2, sale * 2 + 2).map(({ status }) => status);
      expect(pair.sort()).toEqual([201, 409]);
    }
    const notes = refunds.filter(({ status }) => status === 201);
    expect(sequenceOf(notes.map(({ body }) => body.creditNote.number))).toEqual(oneToN(STUDENTS));

    const checking = await store.open();
    try {
      expect(await checking.db.select().from(saleRefund)).toHaveLength(STUDENTS);
      // Each student keeps the second pack: one refunded, one not.
      expect(await studentBalances(checking)).toEqual(Array(STUDENTS).fill(PACK_CREDITS));
      await expectMoneyInvariants(checking);
    } finally {
      await checking.close();
    }
  });

  it("two instances starting together expire each due batch once, at once, while bookings race them", {
    timeout: 120_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const seeding = await store.open();
    const [admin] = await seedMembers(seeding, 1, { role: "admin" });
    const students = await seedMembers(seeding, STUDENTS, { credits: 2 });
    const [item] = await seedClasses(seeding, 1, { totalSlots: STUDENTS, credits: 1 });
    await seeding.close();

    const seller = await startStudio(store.serverEnv);
    const packId = await createPack(seller, admin!);
    const sold = await sellToEach([seller], admin!, packId, students);
    expect(sold.map(({ status }) => status)).toEqual(Array(STUDENTS).fill(200));
    seller.signal("SIGTERM");
    await seller.exited;

    // The packs' validity ended while no instance ran.
    const lapsing = await store.open();
    await lapsing.db
      .update(creditBatch)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(isNotNull(creditBatch.saleId));
    await lapsing.close();

    const instances = await Promise.all([
      startStudio(store.serverEnv),
      startStudio(store.serverEnv),
    ]);
    // Half the students book at once; the other half's packs only the instances' start can expire
    // in time, their first look being a minute away.
    const bookers = students.slice(0, STUDENTS / 2);
    const booked = await Promise.all(
      bookers.map((student, index) =>
        post(instances[index % 2]!, student, "/api/bookings", { courseId: item!.id }),
      ),
    );
    // Each pays from the credits that never expire: the pack's are gone before the spend.
    expect(booked.map(({ status }) => status)).toEqual(Array(STUDENTS / 2).fill(201));

    const checking = await store.open();
    try {
      const expiries = () =>
        checking.db
          .select({ userId: creditEntry.userId, delta: creditEntry.delta })
          .from(creditEntry)
          .where(eq(creditEntry.reason, "credit_expiry"));
      const deadline = Date.now() + 20_000;
      while ((await expiries()).length < STUDENTS) {
        if (Date.now() > deadline) throw new Error("the due batches were not all expired");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const expired = await expiries();
      expect(expired).toHaveLength(STUDENTS);
      expect(new Set(expired.map(({ userId }) => userId)).size).toBe(STUDENTS);
      for (const { delta } of expired) expect(delta).toBe(-PACK_CREDITS);
      const lapsed = await checking.db
        .select()
        .from(creditBatch)
        .where(and(isNotNull(creditBatch.saleId), eq(creditBatch.remaining, 0)));
      expect(lapsed).toHaveLength(STUDENTS);
      expect((await studentBalances(checking)).sort()).toEqual([
        ...Array(STUDENTS / 2).fill(1),
        ...Array(STUDENTS / 2).fill(2),
      ]);
      await expectMoneyInvariants(checking);
    } finally {
      await checking.close();
    }
  });
});
