import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { brokenInvariants } from "../../testing/invariants.ts";
import { signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("free trial on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  /** What a claim may change: the balance, the ledger and its entry in the audit trail. */
  async function holdings(userId: string) {
    const { db } = testApp.deps;
    const [balance] = await db
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, userId));
    const entries = await db
      .select({ delta: creditEntry.delta, reason: creditEntry.reason })
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    const [audit] = await db
      .select({ n: count() })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.type, "credits")));
    return { credits: balance!.credits, entries, activities: audit!.n };
  }

  it("grants 14 credits once, as an initial_credits entry", async () => {
    const { userId: id, client } = await signedInStudent(testApp);
    // The profile says whether it is claimed, so Plans shows "Claimed" instead of Start Now.
    expect((await (await client.get("/api/me")).json()).freeTrialClaimed).toBe(false);
    const response = await client.request("/api/me/free-trial", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ granted: 14, credits: 14 });
    expect(await holdings(id)).toEqual({
      credits: 14,
      entries: [{ delta: 14, reason: "initial_credits" }],
      activities: 1,
    });
    const [recorded] = await testApp.deps.db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, id), eq(activity.type, "credits")));
    expect(recorded).toMatchObject({ type: "credits", actorId: id });
    expect(await (await client.get("/api/me")).json()).toMatchObject({
      credits: 14,
      freeTrialClaimed: true,
    });
  });

  it("refuses a second claim and changes nothing", async () => {
    const { userId: id, client } = await signedInStudent(testApp, { credits: 5 });
    const first = await client.post("/api/me/free-trial", {});
    expect(await first.json()).toEqual({ granted: 14, credits: 19 });
    const before = await holdings(id);

    const second = await client.post("/api/me/free-trial", {});
    expect(second.status).toBe(409);
    expect((await second.json()).error).toMatchObject({
      code: "free_trial_claimed",
      message: MESSAGES.freeTrialAlreadyClaimed,
    });
    expect(MESSAGES.freeTrialAlreadyClaimed).toBe("You have already claimed your free trial.");
    expect(await holdings(id)).toEqual(before);
  });

  it("takes no input: a body other than {} is refused and grants nothing", async () => {
    const { userId: id, client } = await signedInStudent(testApp);
    const response = await client.post("/api/me/free-trial", { credits: 1000 });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Unrecognized key: "credits"');
    const notJson = await client.request("/api/me/free-trial", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(await holdings(id)).toEqual({ credits: 0, entries: [], activities: 0 });
  });

  describe("claimed ten times at once", () => {
    it("grants the 14 credits exactly once", async () => {
      const { userId: id, client } = await signedInStudent(testApp);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => client.post("/api/me/free-trial", {})),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      expect(await holdings(id)).toEqual({
        credits: 14,
        entries: [{ delta: 14, reason: "initial_credits" }],
        activities: 1,
      });
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    });
  });
});
