import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageOffer } from "../../../shared/packages.ts";
import { createPackage } from "../../db/factories.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("packages on sale on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    const base = { totalCustomerSave: 0, validityDays: 30, validYogaTypes: [] };
    await createPackage(testApp.deps.db, {
      ...base,
      name: "Unlimited Month",
      price: 120,
      totalCustomerSave: 40,
      maxClassesPerMonth: 999,
    });
    await createPackage(testApp.deps.db, {
      ...base,
      name: "Hatha Eight",
      price: 60,
      validYogaTypes: ["Hatha Yoga", "Yin Yoga"],
      maxClassesPerMonth: 8,
    });
    await createPackage(testApp.deps.db, {
      ...base,
      name: "Flow Eight",
      price: 60,
      totalCustomerSave: 20,
      validityDays: 45,
      maxClassesPerMonth: 8,
    });
    await createPackage(testApp.deps.db, {
      ...base,
      name: "Retired Plan",
      price: 10,
      maxClassesPerMonth: 4,
      isActive: false,
    });
  });
  afterAll(() => testApp.close());

  it("lists the active packages to a visitor, by price then name, with the savings", async () => {
    const response = await new BrowserLikeClient(testApp).get("/api/packages");
    expect(response.status).toBe(200);
    const offers: PackageOffer[] = await response.json();
    expect(offers).toEqual([
      {
        id: expect.any(String),
        name: "Flow Eight",
        price: 60,
        priceSen: null,
        totalCustomerSave: 20,
        savingsPercent: 25,
        validityDays: 45,
        validYogaTypes: [],
        maxClassesPerMonth: 8,
      },
      {
        id: expect.any(String),
        name: "Hatha Eight",
        price: 60,
        priceSen: null,
        totalCustomerSave: 0,
        savingsPercent: 0,
        validityDays: 30,
        validYogaTypes: ["Hatha Yoga", "Yin Yoga"],
        maxClassesPerMonth: 8,
      },
      {
        id: expect.any(String),
        name: "Unlimited Month",
        price: 120,
        priceSen: null,
        totalCustomerSave: 40,
        savingsPercent: 25,
        validityDays: 30,
        validYogaTypes: [],
        maxClassesPerMonth: 999,
      },
    ]);
  });
});
