import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("updating one's own profile on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  const patch = (client: BrowserLikeClient, json: unknown) =>
    client.request("/api/me", { method: "PATCH", json });

  /** What the user's profile activities say changed. */
  async function profileChanges(userId: string) {
    const records = await testApp.deps.db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.type, "profile")));
    return records.map((record) => record.metadata);
  }

  async function stored(userId: string) {
    const [row] = await testApp.deps.db.select().from(user).where(eq(user.id, userId));
    return row!;
  }

  it("asks a visitor to sign in", async () => {
    const response = await patch(new BrowserLikeClient(testApp), { name: "Nobody" });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(MESSAGES.userNotAuthenticated);
  });

  it("saves the trimmed name and nickname and answers the new profile", async () => {
    const { client, userId } = await signedInStudent(testApp);
    const response = await patch(client, { name: "  Aina Ahmad ", nickname: " Ainy " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Aina Ahmad", nickname: "Ainy" });
    expect(await stored(userId)).toMatchObject({ name: "Aina Ahmad", nickname: "Ainy" });
  });

  it("clears an empty nickname", async () => {
    const { client, userId } = await signedInStudent(testApp);
    await patch(client, { nickname: "   " });
    expect((await stored(userId)).nickname).toBeNull();
  });

  it("refuses a blank full name with the spec's message, changing nothing", async () => {
    const { client, userId } = await signedInStudent(testApp);
    const before = await stored(userId);
    const response = await patch(client, { name: "   ", nickname: "New" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Full name is required");
    expect(await stored(userId)).toMatchObject({ name: before.name, nickname: before.nickname });
  });

  it.each([{ email: "new@example.com" }, { credits: 500 }, { role: "admin" }])(
    "refuses a field a student may not set (%o)",
    async (body) => {
      const { client, userId } = await signedInStudent(testApp, { credits: 3 });
      const before = await stored(userId);
      expect((await patch(client, body)).status).toBe(400);
      const after = await stored(userId);
      expect([after.email, after.credits, after.role, after.phone]).toEqual([
        before.email,
        before.credits,
        before.role,
        before.phone,
      ]);
    },
  );

  it("changes the phone number, stored as registration stores it, with an activity record", async () => {
    const { client, userId } = await signedInStudent(testApp);
    const response = await patch(client, { phone: " +60 (12) 777-8899 " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ phone: "+60127778899", profileComplete: true });
    expect((await stored(userId)).phone).toBe("+60127778899");
    expect(await profileChanges(userId)).toEqual([{ changes: ["phone"] }]);
  });

  it("records only what changed, and nothing when nothing did", async () => {
    const { client, userId } = await signedInStudent(testApp);
    const { name, phone } = await stored(userId);
    await patch(client, { name, phone: phone!, nickname: "Changed" });
    await patch(client, { name, phone: phone!, nickname: "Changed" });
    expect(await profileChanges(userId)).toEqual([{ changes: ["nickname"] }]);
  });

  it("refuses another account's number (409) and an invalid one (400), changing nothing", async () => {
    const other = await signedInStudent(testApp);
    const { client, userId } = await signedInStudent(testApp);
    const before = await stored(userId);
    const otherPhone = (await stored(other.userId)).phone!;
    const taken = await patch(client, { phone: otherPhone.replace("+60", "+60 ") });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe(MESSAGES.phoneAlreadyUsed);
    for (const [phone, message] of [
      ["+60 1", "Please enter a valid phone number, e.g. +60 12-345 6789."],
      ["", MESSAGES.registrationFieldsRequired],
    ]) {
      const refused = await patch(client, { phone, nickname: "Not saved" });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.message).toBe(message);
    }
    expect(await stored(userId)).toEqual(before);
  });

  it("keeps the e-mail preference, on by default", async () => {
    const { client } = await signedInStudent(testApp);
    expect(await (await client.get("/api/me")).json()).toMatchObject({ emailNotifications: true });
    const response = await patch(client, { emailNotifications: false });
    expect(await response.json()).toMatchObject({ emailNotifications: false });
    expect((await patch(client, { emailNotifications: "no" })).status).toBe(400);
  });
});
