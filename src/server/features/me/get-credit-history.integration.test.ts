import { eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreditHistory } from "../../../shared/profile.ts";
import {
  createCourse,
  createCreditBooking,
  createPackage,
  grantCredits,
} from "../../db/factories.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("my credits on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  async function history(client: BrowserLikeClient, query = ""): Promise<CreditHistory> {
    const response = await client.get(`/api/me/credits${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  async function ledgerSum(userId: string) {
    const [row] = await testApp.deps.db
      .select({ total: sum(creditEntry.delta).mapWith(Number) })
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    return row!.total ?? 0;
  }

  function sunriseHatha() {
    const startsAt = new Date(Date.now() + 3 * DAY);
    return createCourse(testApp.deps.db, {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      tutorId: null,
      totalSlots: 10,
      credits: 3,
    });
  }

  it("is empty for a new student, with nothing invented", async () => {
    const { client } = await signedInStudent(testApp);
    expect(await history(client)).toEqual({
      current: 0,
      totalEarned: 0,
      totalSpent: 0,
      totalRefunded: 0,
      totalExpired: 0,
      totalRemoved: 0,
      expiring: [],
      entries: [],
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
  });

  it("adds up a top-up, a booking, the free trial and a package purchase", async () => {
    const { userId: id, client } = await signedInStudent(testApp);
    await grantCredits(testApp.deps.db, id, {
      amount: 30,
      paymentMethod: "QR Pay",
      remark: "At the counter",
    });
    const item = await sunriseHatha();
    const held = await createCreditBooking(testApp.deps.db, id, item.id);
    expect((await client.post("/api/me/free-trial", {})).status).toBe(200);
    const plan = await createPackage(testApp.deps.db, {
      name: "Unlimited Month",
      price: 20,
      totalCustomerSave: 10,
      validityDays: 30,
      validYogaTypes: [],
      maxClassesPerMonth: 999,
    });
    expect((await client.post("/api/me/subscriptions", { packageId: plan.id })).status).toBe(201);

    const answer = await history(client);
    expect(answer).toMatchObject({
      current: 21,
      totalEarned: 44,
      totalSpent: 23,
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
    expect(answer.current).toBe(await ledgerSum(id));
    expect((await (await client.get("/api/me")).json()).credits).toBe(answer.current);

    const none = { courseTitle: null, courseId: null, bookingId: null };
    expect(answer.entries).toEqual([
      {
        id: expect.any(String),
        type: "debit",
        amount: 20,
        reason: "package_purchase",
        reasonLabel: "Package Purchase",
        description: "Bought Unlimited Month",
        ...none,
        paymentMethod: null,
        remark: "Unlimited Month",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        type: "credit",
        amount: 14,
        reason: "initial_credits",
        reasonLabel: "Initial Credits",
        description: "Free trial credits",
        ...none,
        paymentMethod: null,
        remark: null,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        type: "debit",
        amount: 3,
        reason: "class_booking",
        reasonLabel: "Class Booking",
        description: "Booked Sunrise Hatha",
        courseTitle: "Sunrise Hatha",
        courseId: item.id,
        bookingId: held.id,
        paymentMethod: null,
        remark: null,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        type: "credit",
        amount: 30,
        reason: "credit_purchase",
        reasonLabel: "Credit Purchase",
        description: "Top-up (QR Pay)",
        ...none,
        paymentMethod: "QR Pay",
        remark: "At the counter",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("names refunds and the studio's adjustments", async () => {
    const { userId: id, client } = await signedInStudent(testApp);
    await grantCredits(testApp.deps.db, id, { amount: 10 });
    const item = await sunriseHatha();
    const held = await createCreditBooking(testApp.deps.db, id, item.id);
    // One transaction each: entries of one transaction share its time, and the order is checked.
    await testApp.deps.db.transaction((tx) =>
      appendCreditEntry(
        tx,
        {
          userId: id,
          delta: 3,
          reason: "class_cancellation",
          bookingId: held.id,
          courseId: item.id,
        },
        { now: new Date() },
      ),
    );
    await testApp.deps.db.transaction((tx) =>
      appendCreditEntry(
        tx,
        { userId: id, delta: -5, reason: "admin_adjustment" },
        { now: new Date() },
      ),
    );

    const answer = await history(client);
    // The refunded booking is neither spent nor earned: it shows as refunded.
    expect(answer).toMatchObject({
      current: 5,
      totalEarned: 10,
      totalSpent: 0,
      totalRefunded: 3,
      totalRemoved: 5,
    });
    expect(answer.current).toBe(await ledgerSum(id));
    expect(
      answer.entries.map(({ type, amount, reasonLabel, description }) => [
        type,
        amount,
        reasonLabel,
        description,
      ]),
    ).toEqual([
      ["debit", 5, "Admin Adjustment", "Adjusted by the studio"],
      ["credit", 3, "Class Cancellation", "Refund for Sunrise Hatha"],
      ["debit", 3, "Class Booking", "Booked Sunrise Hatha"],
      ["credit", 10, "Credit Purchase", "Top-up (Cash)"],
    ]);
  });

  it("pages the entries twenty at a time, newest first, with totals over all of them", async () => {
    const { userId: id, client } = await signedInStudent(testApp);
    for (let amount = 1; amount <= 25; amount++) {
      await grantCredits(testApp.deps.db, id, { amount });
    }
    const first = await history(client);
    expect(first).toMatchObject({ current: 325, totalEarned: 325, totalSpent: 0, hasMore: true });
    expect(first.entries.map((entry) => entry.amount)).toEqual(
      Array.from({ length: 20 }, (_, i) => 25 - i),
    );
    const second = await history(client, "?page=2");
    expect(second).toMatchObject({ current: 325, page: 2, hasMore: false });
    expect(second.entries.map((entry) => entry.amount)).toEqual([5, 4, 3, 2, 1]);
    expect((await history(client, "?page=3")).entries).toEqual([]);
  });

  it("shows a student only their own ledger", async () => {
    const { userId: otherId } = await signedInStudent(testApp);
    await grantCredits(testApp.deps.db, otherId, { amount: 99 });
    const { client } = await signedInStudent(testApp);
    expect(await history(client)).toMatchObject({ current: 0, totalEarned: 0, entries: [] });
  });

  it.each([
    ["?page=0", "page must be a whole number, 1 or more"],
    ["?page=x", "page must be a whole number, 1 or more"],
    ["?page=-1", "page must be a whole number, 1 or more"],
    ["?size=100", 'Unrecognized key: "size"'],
  ])("refuses %s with 400", async (query, message) => {
    const { client } = await signedInStudent(testApp);
    const response = await client.get(`/api/me/credits${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });
});
