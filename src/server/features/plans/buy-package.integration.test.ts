import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import type { SubscriptionSummary } from "../../../shared/profile.ts";
import { createPackage, type PackageSpec } from "../../db/factories.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants } from "../../testing/invariants.ts";
import { refused } from "../../testing/refusals.ts";
import { signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 01:30 on 22 Nov 2026 in Kuala Lumpur, still 21 Nov in UTC and in the tests' own zone. */
const START = new Date("2026-11-21T17:30:00Z");
const UNTIL = new Date("2026-12-21T17:30:00Z");

describe.each(testDatabases())("buying a package on %s", (kind) => {
  let testApp: TestApp;
  const clock = testClock(START);
  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
  });
  beforeEach(() => {
    clock.set(START);
  });
  afterAll(() => testApp.close());

  function student(credits: number) {
    return signedInStudent(testApp, { credits });
  }

  function offer(spec: Partial<PackageSpec> = {}) {
    return createPackage(testApp.deps.db, {
      name: "Unlimited Month",
      price: 20,
      totalCustomerSave: 10,
      validityDays: 30,
      validYogaTypes: [],
      maxClassesPerMonth: 999,
      ...spec,
    });
  }

  /** Everything a purchase may change. */
  async function holdings(userId: string) {
    const { db } = testApp.deps;
    const [balance] = await db
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, userId));
    const [entries] = await db
      .select({ n: count() })
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    const [subscriptions] = await db
      .select({ n: count() })
      .from(userSubscription)
      .where(eq(userSubscription.userId, userId));
    const [audit] = await db
      .select({ n: count() })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.type, "package")));
    return {
      credits: balance!.credits,
      entries: entries!.n,
      subscriptions: subscriptions!.n,
      activities: audit!.n,
    };
  }

  async function profileSubscription(client: BrowserLikeClient): Promise<SubscriptionSummary> {
    return (await (await client.get("/api/me")).json()).subscription;
  }

  it("shows no subscription on the profile before any purchase", async () => {
    const { client } = await student(0);
    expect(await profileSubscription(client)).toBeNull();
  });

  it("buys a package with credits: a subscription from now, a ledger entry, an activity", async () => {
    const { userId: id, client } = await student(50);
    const plan = await offer({ validYogaTypes: ["Hatha Yoga"], maxClassesPerMonth: 8 });
    const response = await client.post("/api/me/subscriptions", { packageId: plan.id });
    expect(response.status).toBe(201);
    const bought = await response.json();
    expect(bought).toEqual({
      subscription: {
        id: expect.any(String),
        packageId: plan.id,
        packageName: "Unlimited Month",
        startsAt: START.toISOString(),
        validUntil: UNTIL.toISOString(),
        status: "Active",
        expiringSoon: false,
        validYogaTypes: ["Hatha Yoga"],
        maxClassesPerMonth: 8,
      },
      credits: 30,
    });
    expect(await profileSubscription(client)).toEqual(bought.subscription);
    expect(await holdings(id)).toEqual({
      credits: 30,
      entries: 2,
      subscriptions: 1,
      activities: 1,
    });

    const { db } = testApp.deps;
    const [entry] = await db
      .select()
      .from(creditEntry)
      .where(and(eq(creditEntry.userId, id), eq(creditEntry.reason, "package_purchase")));
    expect(entry).toMatchObject({ userId: id, delta: -20, remark: "Unlimited Month" });
    const [held] = await db.select().from(userSubscription).where(eq(userSubscription.userId, id));
    expect(held).toMatchObject({ packageId: plan.id, creditsPaid: 20, isActive: true });
    const [recorded] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, id), eq(activity.type, "package")));
    expect(recorded).toMatchObject({ type: "package", actorId: id });
  });

  it("allows one active subscription at a time, naming its end in studio time", async () => {
    const { userId: id, client } = await student(100);
    await client.post("/api/me/subscriptions", { packageId: (await offer()).id });
    const before = await holdings(id);

    const other = await offer({ name: "Hatha Eight", price: 10 });
    const response = await client.post("/api/me/subscriptions", { packageId: other.id });
    await refused(response, 409, "You already have an active subscription until 22 Dec 2026.");
    expect(await holdings(id)).toEqual(before);
  });

  it("turns expiring soon 20 days before the end, and Expired at the end", async () => {
    const { client } = await student(50);
    await client.post("/api/me/subscriptions", { packageId: (await offer()).id });

    clock.set(new Date(UNTIL.getTime() - 20 * DAY - MINUTE));
    expect(await profileSubscription(client)).toMatchObject({
      status: "Active",
      expiringSoon: false,
    });
    clock.set(new Date(UNTIL.getTime() - 20 * DAY));
    expect(await profileSubscription(client)).toMatchObject({
      status: "Active",
      expiringSoon: true,
    });
    clock.set(new Date(UNTIL.getTime() - 1));
    expect(await profileSubscription(client)).toMatchObject({
      status: "Active",
      expiringSoon: true,
    });
    clock.set(UNTIL);
    expect(await profileSubscription(client)).toMatchObject({
      status: "Expired",
      expiringSoon: false,
      validUntil: UNTIL.toISOString(),
    });
  });

  it("lets a student buy again once the subscription has ended, and shows the new one", async () => {
    const { userId: id, client } = await student(100);
    await client.post("/api/me/subscriptions", { packageId: (await offer()).id });
    clock.set(new Date(UNTIL.getTime() + DAY));
    const next = await offer({ name: "Flow Eight", price: 30, validityDays: 7 });
    const response = await client.post("/api/me/subscriptions", { packageId: next.id });
    expect(response.status).toBe(201);
    expect(await profileSubscription(client)).toMatchObject({
      packageName: "Flow Eight",
      status: "Active",
      startsAt: clock.now().toISOString(),
      validUntil: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
      expiringSoon: true,
    });
    expect(await holdings(id)).toMatchObject({ credits: 50, subscriptions: 2 });
  });

  it("shows a subscription the studio switched off as Expired, and it does not block a purchase", async () => {
    const { userId: id, client } = await student(100);
    await client.post("/api/me/subscriptions", { packageId: (await offer()).id });
    await testApp.deps.db
      .update(userSubscription)
      .set({ isActive: false })
      .where(eq(userSubscription.userId, id));
    expect(await profileSubscription(client)).toMatchObject({
      status: "Expired",
      expiringSoon: false,
    });
    const response = await client.post("/api/me/subscriptions", {
      packageId: (await offer({ name: "Second" })).id,
    });
    expect(response.status).toBe(201);
  });

  it("counts the validity days in studio time, across the server zone's clock change", async () => {
    // The tests' zone (America/Los_Angeles) moves its clocks on 8 Mar 2026; Kuala Lumpur does not.
    clock.set(new Date("2026-03-01T17:30:00Z"));
    const { client } = await student(50);
    const response = await client.post("/api/me/subscriptions", {
      packageId: (await offer()).id,
    });
    expect((await response.json()).subscription.validUntil).toBe("2026-03-31T17:30:00.000Z");
  });

  it("refuses a package the student cannot pay for and changes nothing", async () => {
    const { userId: id, client } = await student(19);
    const before = await holdings(id);
    const response = await client.post("/api/me/subscriptions", {
      packageId: (await offer()).id,
    });
    await refused(response, 409, "You need at least 20 credits to buy this package.");
    expect(await holdings(id)).toEqual(before);
    expect(await profileSubscription(client)).toBeNull();
  });

  it("refuses an unknown or withdrawn package with 404 and changes nothing", async () => {
    const { userId: id, client } = await student(100);
    const before = await holdings(id);
    const withdrawn = await offer({ name: "Retired", isActive: false });
    for (const packageId of [randomUUID(), withdrawn.id]) {
      const response = await client.post("/api/me/subscriptions", { packageId });
      await refused(response, 404, MESSAGES.packageNotFound);
    }
    expect(MESSAGES.packageNotFound).toBe("This package is not available.");
    expect(await holdings(id)).toEqual(before);
  });

  it.each([
    ["no package id", {}, "packageId must be the id of a package"],
    [
      "a package id that is not a UUID",
      { packageId: "unlimited" },
      "packageId must be the id of a package",
    ],
    ["an unknown field", { packageId: randomUUID(), price: 0 }, 'Unrecognized key: "price"'],
  ])("refuses a request with %s with 400", async (_case, body, message) => {
    const { userId: id, client } = await student(100);
    await refused(await client.post("/api/me/subscriptions", body), 400, message);
    expect(await holdings(id)).toMatchObject({ credits: 100, subscriptions: 0 });
  });

  describe("bought ten times at once", () => {
    it("makes exactly one subscription and one ledger entry", async () => {
      const { userId: id, client } = await student(100);
      const plan = await offer();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post("/api/me/subscriptions", { packageId: plan.id }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array(9).fill(409)]);
      expect(await holdings(id)).toEqual({
        credits: 80,
        entries: 2,
        subscriptions: 1,
        activities: 1,
      });
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    });
  });
});
