import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { YOGA_TYPES, type YogaType } from "../../../shared/constants.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { queryRows } from "../../db/client.ts";
import { createCourse, createPackage, createTutor } from "../../db/factories.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { brokenBatchInvariants, brokenInvariants } from "../../testing/invariants.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { expireCredits } from "../credits/expire-credits.ts";

const STUDENTS = 30;
const CLASSES = 10;
const OPERATIONS = 2400;
/** Operations sent together: enough overlap for races, few enough to stay within the pool. */
const WAVE = 60;

type Operation =
  | { kind: "book"; student: number; class: number }
  | { kind: "cancel"; student: number; class: number }
  | { kind: "claim"; student: number }
  | { kind: "buy"; student: number; plan: number }
  | { kind: "sell"; student: number; pack: number }
  | { kind: "refund"; student: number }
  | { kind: "expire" };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      student: fc.nat(STUDENTS - 1),
      class: fc.nat(CLASSES - 1),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("cancel" as const),
      student: fc.nat(STUDENTS - 1),
      class: fc.nat(CLASSES - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("claim" as const), student: fc.nat(STUDENTS - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("buy" as const),
      student: fc.nat(STUDENTS - 1),
      plan: fc.nat(1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("sell" as const),
      student: fc.nat(STUDENTS - 1),
      pack: fc.nat(1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("refund" as const), student: fc.nat(STUDENTS - 1) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("expire" as const) }) },
);

/**
 * An owner's policies, not the spec's, under which the day's classes (24 to 33 hours ahead) fall
 * on every side of them: the first closed for booking, the next three past the cancellation deadline
 * and cancelled late with the credits kept, the rest cancelled with a refund.
 */
const OWNERS_POLICIES: BookingPolicies = {
  bookingClosesMinutesBefore: 24 * 60 + 30,
  bookingHorizonDays: 2,
  cancellationDeadlineMinutes: 28 * 60 - 30,
  lateCancellation: "forfeit",
  freeTrialOffered: true,
  freeTrialCredits: 6,
  noShowFeeCredits: 1,
  usualClassCredits: 3,
  waitlistCutoffMinutes: null,
  reminderLeadHours: 24,
  attendanceOpensMinutesBefore: 30,
};

describe.each(testDatabases())("a randomised day at the studio on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    ({ client: admin } = await signedInAdmin(testApp));
    const saved = await admin.request("/api/admin/settings", {
      method: "PATCH",
      json: { policies: OWNERS_POLICIES },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => testApp.close());

  it(`keeps credits = ledger = batches ≥ 0 and slots = bookings ≤ size through ${OPERATIONS} mixed operations under the owner's policies`, {
    timeout: 240_000,
  }, async () => {
    const { db } = testApp.deps;
    const tutor = await createTutor(db, { name: "Mei Ling", bio: "Restorative." });
    const classes: { id: string }[] = [];
    for (let index = 0; index < CLASSES; index++) {
      const startsAt = new Date(Date.now() + (24 + index) * 3_600_000);
      classes.push(
        await createCourse(db, {
          title: `Class ${index}`,
          courseType: YOGA_TYPES[index % YOGA_TYPES.length] as YogaType,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          tutorId: tutor.id,
          totalSlots: 2 + (index % 5),
          credits: 1 + (index % 3),
          isPrivate: index % 4 === 3,
        }),
      );
    }
    const plans = [
      await createPackage(db, {
        name: "Hatha Two",
        price: 6,
        totalCustomerSave: 2,
        validityDays: 30,
        validYogaTypes: ["Hatha Yoga", "Normal Yoga"],
        maxClassesPerMonth: 2,
      }),
      await createPackage(db, {
        name: "All In",
        price: 15,
        totalCustomerSave: 5,
        validityDays: 30,
        validYogaTypes: [],
        maxClassesPerMonth: 999,
      }),
    ];
    // Credits that expire the day after they are sold, and credits that never do.
    const packs: string[] = [];
    for (const [credits, validityDays] of [
      [3, 1],
      [5, null],
    ] as const) {
      const created = await admin.post("/api/admin/credit-packs", {
        name: `Random Pack ${credits}`,
        credits,
        priceRm: credits * 18,
        validityDays,
        onSale: true,
      });
      packs.push((await created.json()).pack.id);
    }
    const sales = new Map<number, string[]>();
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, (_, index) =>
        signedInStudent(testApp, { credits: index % 3 === 0 ? undefined : 3 + (index % 12) }),
      ),
    );

    const operations = fc.sample(
      fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }),
      1,
    )[0]!;
    const bookingIds = new Map<string, string>();
    const statuses = new Map<string, number>();
    const run = async (op: Operation): Promise<void> => {
      if (op.kind === "expire") {
        // Two days on: the day passes have run out, whatever the bookings are doing meanwhile.
        await expireCredits(db, new Date(Date.now() + 2 * 86_400_000));
        return;
      }
      const { client } = students[op.student]!;
      let response: Response;
      if (op.kind === "book") {
        response = await client.post("/api/bookings", { courseId: classes[op.class]!.id });
        if (response.status === 201)
          bookingIds.set(`${op.student}:${op.class}`, (await response.json()).bookingId);
      } else if (op.kind === "cancel") {
        const bookingId =
          bookingIds.get(`${op.student}:${op.class}`) ?? "00000000-0000-4000-8000-000000000000";
        response = await client.post(`/api/bookings/${bookingId}/cancel`, {});
      } else if (op.kind === "claim") {
        response = await client.post("/api/me/free-trial", {});
      } else if (op.kind === "buy") {
        response = await client.post("/api/me/subscriptions", { packageId: plans[op.plan]!.id });
      } else if (op.kind === "sell") {
        response = await admin.post("/api/admin/recharge", {
          userId: students[op.student]!.userId,
          packId: packs[op.pack],
          paid: 18,
          paymentMethod: "QR Pay",
        });
        if (response.status === 200) {
          sales.set(op.student, [
            ...(sales.get(op.student) ?? []),
            (await response.json()).receipt.id,
          ]);
        }
      } else {
        const saleId = sales.get(op.student)?.at(-1) ?? "00000000-0000-4000-8000-000000000000";
        response = await admin.post(`/api/admin/sales/${saleId}/refunds`, {
          amount: 1,
          credits: 1,
          reason: "Random refund",
        });
      }
      const key = `${op.kind} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    for (let start = 0; start < operations.length; start += WAVE) {
      await Promise.all(operations.slice(start, start + WAVE).map(run));
    }

    const outcomes = [...statuses.keys()];
    expect(outcomes.filter((outcome) => !/ (200|201|404|409)$/.test(outcome))).toEqual([]);
    expect(outcomes).toContain("book 201");
    expect(outcomes).toContain("cancel 200");
    expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
    const batches = await brokenBatchInvariants(db, new Date());
    expect({ entries: batches.entries, batches: batches.batches }).toEqual({
      entries: [],
      batches: [],
    });
    expect(outcomes).toContain("sell 200");
    expect(outcomes).toContain("refund 201");
    expect(await bookingsWithoutTheirLedger(db)).toEqual([]);
    const [cancellations] = await queryRows<{ late: number; refunded: number }>(
      db,
      sql`select count(*) filter (where cancelled_late)::int as late,
            count(*) filter (where status = 'cancelled' and not cancelled_late)::int as refunded
          from booking`,
    );
    expect(cancellations!.late).toBeGreaterThan(0);
    expect(cancellations!.refunded).toBeGreaterThan(0);
    const trials = await queryRows<{ delta: number }>(
      db,
      sql`select distinct delta from credit_entry where reason = 'initial_credits'`,
    );
    expect(trials).toEqual([{ delta: OWNERS_POLICIES.freeTrialCredits }]);
    const doubled = await queryRows<{ userId: string }>(
      db,
      sql`select user_id as "userId" from user_subscription group by user_id having count(*) > 1
          union all
          select user_id from credit_entry where reason = 'initial_credits' group by user_id having count(*) > 1`,
    );
    expect(doubled).toEqual([]);
  });
});
