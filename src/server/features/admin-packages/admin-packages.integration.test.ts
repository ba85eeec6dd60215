import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import { createCourse } from "../../db/factories.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { moneyState } from "../../testing/invariants.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const DAY = 86_400_000;
/** 10:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T02:00:00Z");

describe.each(testDatabases())("admin packages on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: testClock(NOW).now });
    admin = (await signedInAdmin(testApp)).client;
  });
  afterAll(() => testApp.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    name: "Flow Month",
    price: 12,
    totalCustomerSave: 4,
    validityDays: 30,
    maxClassesPerMonth: 8,
    validYogaTypes: ["Vinyasa Flow", "Inside Flow Yoga"],
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<AdminPackage> {
    const response = await admin.post("/api/admin/packages", form(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).package;
  }

  const put = (client: BrowserLikeClient, id: string, body: unknown) =>
    client.request(`/api/admin/packages/${id}`, { method: "PUT", json: body });

  async function listed(): Promise<AdminPackage[]> {
    const response = await admin.get("/api/admin/packages");
    expect(response.status).toBe(200);
    return response.json();
  }

  async function onSale(): Promise<string[]> {
    const offers = (await (await admin.get("/api/packages")).json()) as { id: string }[];
    return offers.map((offer) => offer.id);
  }

  const packageRows = () =>
    testApp.deps.db.select().from(studioPackage).orderBy(asc(studioPackage.id));

  it("creates a package on sale at once: 'Package created successfully!', types in the studio's order", async () => {
    const response = await admin.post(
      "/api/admin/packages",
      form({ name: "  Flow Month  ", priceRm: "250.50" }),
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      message: "Package created successfully!",
      package: {
        id: expect.any(String),
        name: "Flow Month",
        price: 12,
        priceSen: 25_050,
        totalCustomerSave: 4,
        savingsPercent: 25,
        validityDays: 30,
        validYogaTypes: ["Inside Flow Yoga", "Vinyasa Flow"],
        maxClassesPerMonth: 8,
        isActive: true,
        createdAt: NOW.toISOString(),
        activeSubscribers: 0,
        expiringSoon: 0,
        subscriptionsSold: 0,
        totalRevenue: 0,
      },
    });
    expect(MESSAGES.packageCreated).toBe("Package created successfully!");
    expect(await onSale()).toContain(body.package.id);
    expect(await listed()).toContainEqual(body.package);
  });

  it("takes 30 validity days when none is given, [] as All Yoga Types, and the smallest values", async () => {
    const smallest = await create({
      name: "Single",
      price: 1,
      totalCustomerSave: 0,
      validityDays: undefined,
      maxClassesPerMonth: 1,
      validYogaTypes: [],
    });
    expect(smallest).toMatchObject({
      price: 1,
      totalCustomerSave: 0,
      savingsPercent: 0,
      validityDays: 30,
      maxClassesPerMonth: 1,
      validYogaTypes: [],
    });
    expect((await create({ name: "Unlimited", maxClassesPerMonth: 999 })).maxClassesPerMonth).toBe(
      999,
    );
  });

  it.each([
    ["no name", { name: undefined }, "Package name is required"],
    ["a blank name", { name: "   " }, "Package name is required"],
    ["no price", { price: undefined }, "Price is required"],
    ["a price of 0", { price: 0 }, "Price must be at least 1 credit"],
    ["a price in parts", { price: 9.5 }, "Price must be a whole number"],
    ["a price as text", { price: "60" }, "Price is required"],
    [
      "an RM price beyond sen",
      { priceRm: "12.345" },
      "Price in RM must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
    ],
    [
      "a negative RM price",
      { priceRm: -5 },
      "Price in RM must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
    ],
    ["no savings", { totalCustomerSave: undefined }, "Savings is required"],
    ["negative savings", { totalCustomerSave: -1 }, "Savings must be 0 or more"],
    ["savings in parts", { totalCustomerSave: 0.5 }, "Savings must be a whole number"],
    ["0 validity days", { validityDays: 0 }, "Validity must be at least 1 day"],
    ["validity in parts", { validityDays: 1.5 }, "Validity days must be a whole number"],
    ["no monthly cap", { maxClassesPerMonth: undefined }, "Max classes per month is required"],
    ["a cap of 0", { maxClassesPerMonth: 0 }, "Max classes per month must be at least 1"],
    [
      "a cap above unlimited",
      { maxClassesPerMonth: 1000 },
      "Max classes per month must be at most 999",
    ],
    [
      "no yoga types",
      { validYogaTypes: undefined },
      "Yoga types must be a list ([] for All Yoga Types)",
    ],
    [
      "a yoga type the studio does not teach",
      { validYogaTypes: ["Hot Yoga"] },
      "Please choose yoga types from the studio's list",
    ],
    [
      "a yoga type twice",
      { validYogaTypes: ["Yin Yoga", "Yin Yoga"] },
      "Each yoga type may be chosen once",
    ],
    ["an unknown field", { isActive: false }, 'Unrecognized key: "isActive"'],
  ])("refuses %s with 400 and its message, and creates nothing", async (_case, change, message) => {
    const before = await packageRows();
    const response = await admin.post("/api/admin/packages", form(change));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await packageRows()).toEqual(before);
  });

  it("counts active subscribers, those ending within 20 days and the credits paid", async () => {
    const plan = await create({ name: "Counted", price: 20, totalCustomerSave: 0 });
    const other = await create({ name: "Other" });

    // One bought on the Plans page, for 30 days from now: active, not ending soon.
    const buyer = await signedInStudent(testApp, { credits: 20 });
    expect((await buyer.client.post("/api/me/subscriptions", { packageId: plan.id })).status).toBe(
      201,
    );
    // The rest written as they would stand after earlier sales.
    const held = async (validUntil: Date, extra: { isActive?: boolean; creditsPaid?: number }) => {
      const { userId } = await signedInStudent(testApp);
      await testApp.deps.db.insert(userSubscription).values({
        userId,
        packageId: plan.id,
        startsAt: new Date(NOW.getTime() - 60 * DAY),
        validUntil,
        isActive: extra.isActive ?? true,
        creditsPaid: extra.creditsPaid ?? 20,
        createdAt: new Date(NOW.getTime() - 60 * DAY),
      });
    };
    await held(new Date(NOW.getTime() + 20 * DAY), {}); // ends in exactly 20 days: expiring
    await held(new Date(NOW.getTime() + 5 * DAY), { creditsPaid: 15 }); // bought at an older price
    await held(new Date(NOW.getTime() - DAY), {}); // ended yesterday
    await held(new Date(NOW.getTime() + 40 * DAY), { isActive: false }); // switched off
    await held(new Date(NOW.getTime() + 20 * DAY + 60_000), {}); // a minute past the window

    const expected = {
      activeSubscribers: 4,
      expiringSoon: 2,
      subscriptionsSold: 6,
      totalRevenue: 20 + 20 + 15 + 20 + 20 + 20,
    };
    const counted = (await listed()).find((item) => item.id === plan.id);
    expect(counted).toMatchObject(expected);
    expect(await (await admin.get(`/api/admin/packages/${plan.id}`)).json()).toEqual(counted);
    expect((await listed()).find((item) => item.id === other.id)).toMatchObject({
      activeSubscribers: 0,
      expiringSoon: 0,
      subscriptionsSold: 0,
      totalRevenue: 0,
    });

    // A new price is for new sales: the revenue stays what was paid.
    const repriced = await put(
      admin,
      plan.id,
      form({ name: "Counted", price: 25, totalCustomerSave: 0 }),
    );
    expect((await repriced.json()).package).toMatchObject({ price: 25, ...expected });
  });

  it("refuses savings its classes are not worth at the studio's usual class price, on add and on edit", async () => {
    const before = await packageRows();
    const refusal = await admin.post("/api/admin/packages", form({ totalCustomerSave: 5 }));
    expect(refusal.status).toBe(400);
    expect((await refusal.json()).error.message).toBe(
      "Savings can be at most 4 credits: 8 classes are worth 16 credits at 2 credits each, and the price is 12 credits.",
    );
    expect(await packageRows()).toEqual(before);

    const plan = await create({ name: "Checked", totalCustomerSave: 4 });
    const edit = await put(admin, plan.id, form({ name: "Checked", price: 14 }));
    expect(edit.status).toBe(400);
    expect((await edit.json()).error.message).toMatch(/^Savings can be at most 2 credits: /);
    expect((await admin.get(`/api/admin/packages/${plan.id}`)).status).toBe(200);
    expect(await (await admin.get(`/api/admin/packages/${plan.id}`)).json()).toEqual(plan);

    // The owner's usual class price is the measure: at 3 credits a class, 8 classes are worth 24.
    const usualClassCredits = (credits: number) =>
      admin.request("/api/admin/settings", {
        method: "PATCH",
        json: { policies: { usualClassCredits: credits } },
      });
    expect((await usualClassCredits(3)).status).toBe(200);
    try {
      const dearer = await put(admin, plan.id, form({ name: "Checked", totalCustomerSave: 12 }));
      expect((await dearer.json()).package).toMatchObject({
        totalCustomerSave: 12,
        savingsPercent: 50,
      });
    } finally {
      await usualClassCredits(2);
    }
  });

  it("lists every package, on sale or not, on sale first and then by price", async () => {
    const retired = await create({ name: "Retired", price: 5 });
    await admin.post(`/api/admin/packages/${retired.id}/status`, { isActive: false });
    const all = await listed();
    expect(all.map((item) => item.id)).toContain(retired.id);
    expect(all.at(-1)).toMatchObject({ id: retired.id, isActive: false });
    const active = all.filter((item) => item.isActive).map((item) => item.price);
    expect(active).toEqual([...active].sort((a, b) => a - b));
  });

  it("gets one package for the edit form; an unknown id is 404", async () => {
    const plan = await create({ name: "Fetched" });
    const response = await admin.get(`/api/admin/packages/${plan.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(plan);
    for (const id of [randomUUID(), "not-an-id"]) {
      const missing = await admin.get(`/api/admin/packages/${id}`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error.message).toBe("This package does not exist.");
    }
  });

  it("edits a package by the same rules; a subscriber keeps the end date they bought", async () => {
    const plan = await create({ name: "Before", validityDays: 30 });
    const { userId, client } = await signedInStudent(testApp, { credits: 100 });
    await client.post("/api/me/subscriptions", { packageId: plan.id });
    const held = () =>
      testApp.deps.db.select().from(userSubscription).where(eq(userSubscription.userId, userId));
    const bought = await held();
    expect(bought).toHaveLength(1);

    const response = await put(
      admin,
      plan.id,
      form({
        name: "After",
        price: 90,
        totalCustomerSave: 30,
        validityDays: 90,
        maxClassesPerMonth: 999,
        validYogaTypes: [],
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Package updated successfully!",
      package: expect.objectContaining({
        id: plan.id,
        name: "After",
        price: 90,
        totalCustomerSave: 30,
        savingsPercent: 25,
        validityDays: 90,
        maxClassesPerMonth: 999,
        validYogaTypes: [],
        isActive: true,
        createdAt: plan.createdAt,
        activeSubscribers: 1,
        totalRevenue: 12,
      }),
    });
    expect(await held()).toEqual(bought);

    const refused = await put(admin, plan.id, form({ name: "", price: 0 }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("Package name is required");
    expect((await (await admin.get(`/api/admin/packages/${plan.id}`)).json()).name).toBe("After");

    const unknown = await put(admin, randomUUID(), form());
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("This package does not exist.");
  });

  it("deactivates rather than deletes: off /plan and not for sale, while a subscriber keeps booking with it", async () => {
    const plan = await create({
      name: "Seasonal",
      price: 30,
      totalCustomerSave: 0,
      validYogaTypes: [],
    });
    const subscriber = await signedInStudent(testApp, { credits: 30 });
    expect(
      (await subscriber.client.post("/api/me/subscriptions", { packageId: plan.id })).status,
    ).toBe(201);

    const response = await admin.post(`/api/admin/packages/${plan.id}/status`, {
      isActive: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "Seasonal is deactivated. Its subscribers keep it until their subscriptions end.",
      package: expect.objectContaining({ id: plan.id, isActive: false, activeSubscribers: 1 }),
    });
    expect(await onSale()).not.toContain(plan.id);
    expect((await listed()).find((item) => item.id === plan.id)).toMatchObject({
      isActive: false,
    });

    const newcomer = await signedInStudent(testApp, { credits: 100 });
    const before = await moneyState(testApp.deps.db);
    const refused = await newcomer.client.post("/api/me/subscriptions", { packageId: plan.id });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe(MESSAGES.packageNotFound);
    expect(await moneyState(testApp.deps.db)).toEqual(before);

    const start = new Date(NOW.getTime() + 2 * DAY);
    const yin = await createCourse(testApp.deps.db, {
      title: "Evening Yin",
      courseType: "Yin Yoga",
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      tutorId: null,
      totalSlots: 10,
      credits: 3,
    });
    const booked = await subscriber.client.post("/api/bookings", { courseId: yin.id });
    expect(booked.status).toBe(201);
    expect(await booked.json()).toMatchObject({
      paidWith: "subscription",
      creditsPaid: 0,
      credits: 0,
    });

    const reactivated = await admin.post(`/api/admin/packages/${plan.id}/status`, {
      isActive: true,
    });
    expect((await reactivated.json()).message).toBe("Seasonal is on sale again.");
    expect(await onSale()).toContain(plan.id);
    expect(
      (await newcomer.client.post("/api/me/subscriptions", { packageId: plan.id })).status,
    ).toBe(201);
  });

  it.each([
    ["no status", {}, "isActive must be true or false"],
    ["a status as text", { isActive: "false" }, "isActive must be true or false"],
  ])(
    "refuses a status change with %s, and an unknown package with 404",
    async (_case, body, message) => {
      const plan = await create({ name: "Steady" });
      const response = await admin.post(`/api/admin/packages/${plan.id}/status`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
      expect((await (await admin.get(`/api/admin/packages/${plan.id}`)).json()).isActive).toBe(
        true,
      );
      const unknown = await admin.post(`/api/admin/packages/${randomUUID()}/status`, {
        isActive: false,
      });
      expect(unknown.status).toBe(404);
    },
  );

  it("refuses students (403) and visitors (401) on every admin package route, and changes nothing", async () => {
    const plan = await create({ name: "Guarded" });
    const { client: student } = await signedInStudent(testApp, { credits: 50 });
    const visitor = new BrowserLikeClient(testApp);
    const before = { packages: await packageRows(), money: await moneyState(testApp.deps.db) };

    for (const [client, status] of [
      [student, 403],
      [visitor, 401],
    ] as const) {
      const attempts = [
        client.get("/api/admin/packages"),
        client.get(`/api/admin/packages/${plan.id}`),
        client.post("/api/admin/packages", form({ name: "Sneaky" })),
        put(client, plan.id, form({ price: 1 })),
        client.post(`/api/admin/packages/${plan.id}/status`, { isActive: false }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(status);
        if (status === 403) {
          expect((await response.json()).error.message).toBe(MESSAGES.adminOnly);
        }
      }
    }
    expect(await packageRows()).toEqual(before.packages);
    expect(await moneyState(testApp.deps.db)).toEqual(before.money);
  });
});
