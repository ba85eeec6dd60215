import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { user } from "../../db/schema/auth.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("complete profile on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  async function newStudent(email: string) {
    const student = new BrowserLikeClient(testApp);
    await student.createAccount(email);
    return student;
  }

  async function storedProfile(email: string) {
    const [row] = await testApp.deps.db.select().from(user).where(eq(user.email, email));
    return { name: row!.name, nickname: row!.nickname, phone: row!.phone };
  }

  it("asks a visitor to sign in", async () => {
    const response = await new BrowserLikeClient(testApp).post("/api/me/registration", {
      name: "A",
      nickname: "B",
      phone: "+60 12-345 6789",
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(MESSAGES.userNotAuthenticated);
  });

  it.each([
    ["the full name", { nickname: "Aina", phone: "+60 12-111 2222" }],
    ["the nickname", { name: "Nur Aina", nickname: "   ", phone: "+60 12-111 2222" }],
    ["the phone number", { name: "Nur Aina", nickname: "Aina", phone: "" }],
  ])("refuses a profile without %s and saves nothing", async (_missing, body) => {
    const student = await newStudent(`missing-${Math.random()}@example.com`);
    const response = await student.post("/api/me/registration", body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(MESSAGES.registrationFieldsRequired);
    expect(await (await student.get("/api/me")).json()).toMatchObject({ profileComplete: false });
  });

  it("refuses an unknown field, such as a role or credits", async () => {
    const student = await newStudent("greedy@example.com");
    const response = await student.post("/api/me/registration", {
      name: "Greedy",
      nickname: "G",
      phone: "+60 12-999 0000",
      credits: 1000,
    });
    expect(response.status).toBe(400);
    expect(await storedProfile("greedy@example.com")).toEqual({
      name: "",
      nickname: null,
      phone: null,
    });
  });

  it("refuses a body that is not JSON", async () => {
    const student = await newStudent("not-json@example.com");
    const response = await student.request("/api/me/registration", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{name:",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("The request body is not valid JSON.");
  });

  it("saves the trimmed profile and reports it complete", async () => {
    const student = await newStudent("complete@example.com");
    const response = await student.post("/api/me/registration", {
      name: "  Nur Aina Binti Ahmad ",
      nickname: " Aina ",
      phone: "+60 12-345 6789",
    });
    expect(response.status).toBe(200);
    expect(await storedProfile("complete@example.com")).toEqual({
      name: "Nur Aina Binti Ahmad",
      nickname: "Aina",
      phone: "+60123456789",
    });
    expect(await (await student.get("/api/me")).json()).toMatchObject({
      name: "Nur Aina Binti Ahmad",
      nickname: "Aina",
      profileComplete: true,
    });
  });

  it("keeps a phone number to one account, however it is written", async () => {
    const first = await newStudent("first.phone@example.com");
    await first.post("/api/me/registration", {
      name: "First",
      nickname: "One",
      phone: "+60 17-555 0101",
    });

    const second = await newStudent("second.phone@example.com");
    const response = await second.post("/api/me/registration", {
      name: "Second",
      nickname: "Two",
      phone: "+6017 5550101",
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(MESSAGES.phoneAlreadyUsed);
    expect(await storedProfile("second.phone@example.com")).toEqual({
      name: "",
      nickname: null,
      phone: null,
    });
  });

  it("answers 409 to a second registration once the profile is complete, changing nothing", async () => {
    const student = await newStudent("twice@example.com");
    const profile = { name: "Twice", nickname: "T", phone: "+60 19-222 3333" };
    expect((await student.post("/api/me/registration", profile)).status).toBe(200);
    for (const again of [profile, { ...profile, phone: "+60 19-222 4444", name: "Other" }]) {
      const response = await student.post("/api/me/registration", again);
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(MESSAGES.profileAlreadyComplete);
    }
    expect(await storedProfile("twice@example.com")).toEqual({
      name: "Twice",
      nickname: "T",
      phone: "+60192223333",
    });
  });

  it("lets only one of two registrations sent at once through", async () => {
    const student = await newStudent("racing@example.com");
    const answers = await Promise.all(
      ["+60 19-555 0001", "+60 19-555 0002"].map((phone) =>
        student.post("/api/me/registration", { name: "Racer", nickname: "R", phone }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
