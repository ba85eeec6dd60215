import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserDetail, HistoryPage, UserListPage } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse, createPackage } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { firstLink, startSmtpCapture } from "../../testing/smtp-capture.ts";
import { signedInAdmin, signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("admin users on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let adminId: string;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ kind, env: { SMTP_URL: smtp.url } });
    const signedIn = await signedInAdmin(testApp);
    admin = signedIn.client;
    adminId = signedIn.userId;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const detail = async (id: string) =>
    (await (await admin.get(`/api/admin/users/${id}`)).json()) as AdminUserDetail;

  describe("search", () => {
    it("finds a user by e-mail or phone, exactly, after trimming", async () => {
      const { userId, email } = await signedInStudent(testApp, { credits: 4 });
      const [row] = await testApp.deps.db.select().from(user).where(eq(user.id, userId));
      const byEmail = await admin.get(
        `/api/admin/users/search?email=${encodeURIComponent(`  ${email.toUpperCase()} `)}`,
      );
      expect(byEmail.status).toBe(200);
      expect(await byEmail.json()).toMatchObject({ id: userId, credits: 4, isActive: true });
      const byPhone = await admin.get(
        `/api/admin/users/search?phone=${encodeURIComponent(` ${row!.phone} `)}`,
      );
      expect(((await byPhone.json()) as AdminUserDetail).id).toBe(userId);
    });

    it.each([
      ["email=nobody%40example.com", MESSAGES.noUserWithEmail],
      ["phone=%2B60%2011-000%200000", MESSAGES.noUserWithPhone],
    ])("answers %s with the spec's text", async (query, message) => {
      const response = await admin.get(`/api/admin/users/search?${query}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(message);
    });

    it("refuses a search with neither or both fields", async () => {
      for (const query of ["", "email=a%40b.c&phone=123456"]) {
        const response = await admin.get(`/api/admin/users/search?${query}`);
        expect(response.status).toBe(400);
        expect((await response.json()).error.message).toBeTruthy();
      }
    });
  });

  describe("the list", () => {
    // 72 more accounts: 8 disabled, 12 with a subscription (3 of them disabled).
    let listed: string[];
    beforeAll(async () => {
      const plan = await createPackage(testApp.deps.db, {
        name: "List Month",
        price: 10,
        totalCustomerSave: 0,
        validityDays: 30,
        validYogaTypes: [],
        maxClassesPerMonth: 999,
      });
      listed = [];
      for (let index = 0; index < 72; index++) {
        const { userId } = await signedInStudent(testApp);
        listed.push(userId);
        if (index % 9 === 0) {
          await testApp.deps.db.update(user).set({ banned: true }).where(eq(user.id, userId));
        }
        if (index % 6 === 0) {
          await testApp.deps.db.insert(userSubscription).values({
            userId,
            packageId: plan.id,
            startsAt: new Date(Date.now() - 86_400_000),
            validUntil: new Date(Date.now() + 10 * 86_400_000),
            isActive: true,
            creditsPaid: 10,
            createdAt: new Date(Date.now() - 86_400_000),
          });
        }
      }
    });

    const list = async (query: string) =>
      (await (await admin.get(`/api/admin/users?${query}`)).json()) as UserListPage;

    it("pages 30 at a time with the total, newest first, every account once", async () => {
      const first = await list("page=1");
      const total = first.totalUsers;
      expect(total).toBe((await testApp.deps.db.select().from(user)).length);
      expect(total).toBeGreaterThanOrEqual(73);
      expect(first.pageSize).toBe(30);
      const pages = [first];
      for (let page = 2; page <= Math.ceil(total / 30); page++)
        pages.push(await list(`page=${page}`));
      const ids = pages.flatMap((page) => page.users.map((item) => item.id));
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect(pages.at(-1)!.users.length).toBe(total - 30 * (pages.length - 1));
      const created = pages.flatMap((page) => page.users.map((item) => item.createdAt));
      expect([...created].sort().reverse()).toEqual(created);
      expect((await list(`page=${pages.length + 1}`)).users).toEqual([]);
    });

    it("filters by status and by subscription in the database", async () => {
      const disabled = await list("status=disabled");
      expect(disabled.totalUsers).toBe(8);
      expect(disabled.users.every((item) => !item.isActive)).toBe(true);
      const active = await list("status=active");
      expect(active.totalUsers).toBe((await list("")).totalUsers - 8);

      const withPlan = await list("subscription=with");
      expect(withPlan.totalUsers).toBe(12);
      expect(withPlan.users.every((item) => item.subscription?.packageName === "List Month")).toBe(
        true,
      );
      const disabledWithPlan = await list("status=disabled&subscription=with");
      expect(disabledWithPlan.totalUsers).toBe(4);
      const without = await list("subscription=without");
      expect(without.totalUsers + withPlan.totalUsers).toBe((await list("")).totalUsers);
      expect(without.users.every((item) => item.subscription === null)).toBe(true);
    });

    it.each(["page=0", "page=1.5", "status=banned", "subscription=maybe", "sort=email"])(
      "refuses %s with a message",
      async (query) => {
        const response = await admin.get(`/api/admin/users?${query}`);
        expect(response.status).toBe(400);
        expect((await response.json()).error.message).toBeTruthy();
      },
    );
  });

  it("shows each instance's next count every member who joins, is disabled or leaves through any instance", async () => {
    const { db } = testApp.deps;
    const elsewhere = await signedInClient(await anotherInstance(testApp), adminId);
    const counts = async (client: BrowserLikeClient) => {
      const total = async (status: string) =>
        ((await (await client.get(`/api/admin/users?status=${status}`)).json()) as UserListPage)
          .totalUsers;
      return {
        all: await total("all"),
        active: await total("active"),
        disabled: await total("disabled"),
      };
    };
    /** Both instances answer the same, and as the database counts: each has kept what it answered. */
    const bothCount = async () => {
      const members = await db.select({ banned: user.banned }).from(user);
      const disabled = members.filter((member) => member.banned).length;
      const expected = { all: members.length, active: members.length - disabled, disabled };
      expect(await counts(admin)).toEqual(expected);
      expect(await counts(elsewhere)).toEqual(expected);
      return expected;
    };
    const before = await bothCount();

    // Rows written as they are, with nothing else about the member changed after.
    const join = async (name: string) => {
      const id = randomUUID();
      await db.insert(user).values({ id, name, email: `${id}@example.com` });
      return id;
    };
    const left = await join("Joined Briefly");
    expect(await bothCount()).toMatchObject({ all: before.all + 1, active: before.active + 1 });
    await db.delete(user).where(eq(user.id, left));
    expect(await bothCount()).toEqual(before);

    const joined = await join("Joined Quietly");
    const disabled = await elsewhere.post(`/api/admin/users/${joined}/status`, { isActive: false });
    expect(disabled.status).toBe(200);
    expect(await bothCount()).toEqual({
      all: before.all + 1,
      active: before.active,
      disabled: before.disabled + 1,
    });
  });

  describe("editing", () => {
    it("saves name and phone, and writes a credit change to the ledger as an admin adjustment", async () => {
      const { userId } = await signedInStudent(testApp, { credits: 5 });
      const response = await admin.request(`/api/admin/users/${userId}`, {
        method: "PUT",
        json: {
          name: " Aisyah Rahman ",
          phone: "+60 12-777 8888",
          credits: 12,
          creditsReason: "Paid at the desk",
        },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        message: MESSAGES.userUpdated,
        user: { name: "Aisyah Rahman", phone: "+60127778888", credits: 12 },
      });
      await admin.request(`/api/admin/users/${userId}`, {
        method: "PUT",
        json: { name: "Aisyah Rahman", phone: "", credits: 2, creditsReason: "Mistyped top-up" },
      });
      const entries = await testApp.deps.db
        .select()
        .from(creditEntry)
        .where(and(eq(creditEntry.userId, userId), eq(creditEntry.reason, "admin_adjustment")));
      expect(entries.map((entry) => [entry.delta, entry.actorId, entry.remark])).toEqual(
        expect.arrayContaining([
          [7, adminId, "Paid at the desk"],
          [-10, adminId, "Mistyped top-up"],
        ]),
      );
      expect((await detail(userId)).phone).toBeNull();
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    });

    it.each([
      [{ name: "", phone: "", credits: 1 }, "Name is required"],
      [{ name: "A", phone: "", credits: -1 }, "Credits must be at least 0"],
      [{ name: "A", phone: "", credits: 2.5 }, "Credits must be a whole number"],
      [{ name: "A", phone: "", credits: "9" }, "Credits must be a whole number"],
      [
        { name: "A", phone: "call me", credits: 1 },
        "Please enter a valid phone number, e.g. +60 12-345 6789.",
      ],
      [{ name: "A", phone: "", credits: 1, role: "admin" }, 'Unrecognized key: "role"'],
      [{ name: "A", phone: "", credits: 9 }, MESSAGES.creditsReasonRequired],
      [{ name: "A", phone: "", credits: 9, creditsReason: "   " }, MESSAGES.creditsReasonRequired],
    ])("refuses %o and changes nothing", async (json, message) => {
      const { userId } = await signedInStudent(testApp, { credits: 3 });
      const before = await moneyState(testApp.deps.db);
      const response = await admin.request(`/api/admin/users/${userId}`, { method: "PUT", json });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
      expect(await moneyState(testApp.deps.db)).toEqual(before);
      expect((await detail(userId)).role).toBe("student");
    });

    it("refuses a phone another account uses, and changes nothing", async () => {
      const { userId } = await signedInStudent(testApp, { credits: 3 });
      const other = await signedInStudent(testApp);
      const otherPhone = (await detail(other.userId)).phone!;
      const response = await admin.request(`/api/admin/users/${userId}`, {
        method: "PUT",
        json: { name: "Changed", phone: otherPhone, credits: 9, creditsReason: "Gift" },
      });
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(MESSAGES.phoneAlreadyUsed);
      expect(await detail(userId)).toMatchObject({
        credits: 3,
        name: expect.not.stringMatching("Changed"),
      });
    });

    it("answers 404 for an unknown user", async () => {
      const response = await admin.request("/api/admin/users/no-such-user", {
        method: "PUT",
        json: { name: "A", phone: "", credits: 1 },
      });
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(MESSAGES.userNotFound);
    });
  });

  describe("disabling and enabling", () => {
    it("ends the user's sessions and refuses their sign-in until enabled again", async () => {
      const student = await signedInStudent(testApp);
      expect((await student.client.get("/api/me")).status).toBe(200);
      const disabled = await admin.post(`/api/admin/users/${student.userId}/status`, {
        isActive: false,
      });
      expect(await disabled.json()).toMatchObject({
        message: "User disabled successfully!",
        user: { isActive: false },
      });
      expect((await student.client.get("/api/me")).status).toBe(401);
      const signIn = () =>
        testApp.app.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body: JSON.stringify({ email: student.email, password: "a-good-passphrase-42" }),
        });
      const refused = await signIn();
      expect(refused.status).toBe(403);
      expect(JSON.stringify(await refused.json())).toContain(MESSAGES.accountDisabled);

      const enabled = await admin.post(`/api/admin/users/${student.userId}/status`, {
        isActive: true,
      });
      expect((await enabled.json()).message).toBe("User enabled successfully!");
      expect((await signIn()).status).toBe(200);
    });

    it("does not let an admin disable themselves", async () => {
      const response = await admin.post(`/api/admin/users/${adminId}/status`, { isActive: false });
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(MESSAGES.cannotDisableYourself);
      expect((await detail(adminId)).isActive).toBe(true);
    });
  });

  it("mails the user a working reset link", async () => {
    const { userId, email } = await signedInStudent(testApp);
    const response = await admin.post(`/api/admin/users/${userId}/password-reset`, {});
    expect(await response.json()).toEqual({ message: `Password reset email sent to ${email}!` });
    const mail = await smtp.mailTo(email);
    expect(firstLink(mail.raw)).toMatch(/\/api\/auth\/reset-password\/[\w-]+\?callbackURL=/);
  });

  describe("history", () => {
    it("shows the trail by chip, newest first, 30 a page with hasMore, and the 3 latest on the card", async () => {
      const { userId } = await signedInStudent(testApp);
      for (let index = 0; index < 32; index++) {
        await admin.post("/api/admin/recharge", {
          userId,
          amount: 1,
          paid: 18,
          paymentMethod: "Cash",
        });
      }
      await admin.request(`/api/admin/users/${userId}`, {
        method: "PUT",
        json: { name: "Renamed", phone: "", credits: 40, creditsReason: "Loyalty" },
      });
      const history = async (query: string) =>
        (await (
          await admin.get(`/api/admin/users/${userId}/history?${query}`)
        ).json()) as HistoryPage;

      const first = await history("type=all&page=1");
      expect(first.activities).toHaveLength(30);
      expect(first.hasMore).toBe(true);
      // The edit wrote both in one transaction, so they share its instant.
      expect(
        first.activities
          .slice(0, 2)
          .map((item) => item.type)
          .sort(),
      ).toEqual(["credits", "profile"]);
      const second = await history("type=all&page=2");
      expect(second.hasMore).toBe(false);
      // 34 from the test and the sign-in that made the student's session.
      expect(second.activities).toHaveLength(5);
      expect(second.activities.at(-1)!.type).toBe("login");

      const recharges = await history("type=recharge");
      expect(recharges.activities.every((item) => item.type === "recharge")).toBe(true);
      expect(recharges.hasMore).toBe(true);
      expect((await history("type=recharge&page=2")).activities).toHaveLength(2);
      expect((await history("type=other")).activities.map((item) => item.type).sort()).toEqual([
        "credits",
        "login",
        "profile",
      ]);
      expect((await history("type=bookings")).activities).toEqual([]);

      const card = await detail(userId);
      expect(card.recentActivity.map((item) => item.type).sort()).toEqual([
        "credits",
        "profile",
        "recharge",
      ]);
      expect(card.recentActivity[2]).toMatchObject({
        description: expect.stringMatching(
          /^Bought 1 credit for RM 18\.00 \(Cash\), receipt R-\d{4}-\d{6}$/,
        ),
        metadata: { paymentMethod: "Cash", amount: 1 },
      });
    });

    it("lists every debit that spends credits under Credit Usage, and only bookings under Bookings", async () => {
      const { client, userId } = await signedInStudent(testApp, { credits: 50 });
      const startsAt = new Date(Date.now() + 72 * 3_600_000);
      const [byCredits, bySubscription] = await Promise.all(
        ["Usage Flow", "Covered Flow"].map((title) =>
          createCourse(testApp.deps.db, {
            title,
            courseType: "Hatha Yoga",
            startsAt,
            endsAt: new Date(startsAt.getTime() + 3_600_000),
            tutorId: null,
            totalSlots: 10,
            credits: 3,
          }),
        ),
      );
      const booked = await (await client.post("/api/bookings", { courseId: byCredits!.id })).json();
      await client.post(`/api/bookings/${booked.bookingId}/cancel`, {});
      const plan = await createPackage(testApp.deps.db, {
        name: "Usage Month",
        price: 20,
        totalCustomerSave: 0,
        validityDays: 30,
        validYogaTypes: [],
        maxClassesPerMonth: 999,
      });
      expect((await client.post("/api/me/subscriptions", { packageId: plan.id })).status).toBe(201);
      // Paid by the subscription: a booking, but no credits spent.
      expect((await client.post("/api/bookings", { courseId: bySubscription!.id })).status).toBe(
        201,
      );

      const chip = async (type: string) =>
        (
          (await (
            await admin.get(`/api/admin/users/${userId}/history?type=${type}`)
          ).json()) as HistoryPage
        ).activities;
      expect(
        (await chip("usage")).map(({ type, description, metadata }) => ({
          type,
          description,
          metadata,
        })),
      ).toEqual([
        {
          type: "usage",
          description: "Spent 20 credits on Usage Month",
          metadata: expect.objectContaining({
            amount: 20,
            type: "debit",
            reason: "package_purchase",
          }),
        },
        {
          type: "usage",
          description: "Spent 3 credits on Usage Flow",
          metadata: expect.objectContaining({
            amount: 3,
            type: "debit",
            reason: "class_booking",
            bookingId: booked.bookingId,
          }),
        },
      ]);
      const bookings = await chip("bookings");
      expect(bookings.map((item) => item.description)).toEqual([
        "Booked Covered Flow",
        "Cancelled Usage Flow",
        "Booked Usage Flow",
      ]);
      // Details (spec §3): the class's date and time, its tutor, the studio, the booking's status.
      const classDetails = {
        kind: "booking",
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        tutorName: null,
        location: testApp.deps.settings.STUDIO_ADDRESS,
      };
      expect(bookings.map((item) => item.details)).toEqual([
        { ...classDetails, status: "Confirmed" },
        { ...classDetails, status: "Cancelled" },
        { ...classDetails, status: "Cancelled" },
      ]);
      expect((await chip("usage")).map((item) => item.details)).toEqual([
        { kind: "credits", amount: 20, type: "debit", reasonLabel: "Package Purchase" },
        { kind: "credits", amount: 3, type: "debit", reasonLabel: "Class Booking" },
      ]);
      expect((await chip("other")).map((item) => item.type)).toContain("package");
      // Each debit in the ledger that spent credits has its line under Credit Usage.
      const spent = await testApp.deps.db
        .select()
        .from(creditEntry)
        .where(eq(creditEntry.userId, userId));
      expect(
        spent.filter(
          (entry) => entry.reason === "class_booking" || entry.reason === "package_purchase",
        ),
      ).toHaveLength((await chip("usage")).length);
    });

    it("answers 404 for an unknown user, as every other unknown id does", async () => {
      for (const type of ["all", "bookings"]) {
        const response = await admin.get(`/api/admin/users/no-such-user/history?type=${type}`);
        expect(response.status).toBe(404);
        expect((await response.json()).error.message).toBe(MESSAGES.userNotFound);
      }
    });

    it("refuses an unknown chip", async () => {
      const response = await admin.get(`/api/admin/users/${adminId}/history?type=payments`);
      expect(response.status).toBe(400);
    });
  });

  it("is closed to students: 403 on every call, and nothing changes", async () => {
    const student = await signedInStudent(testApp, { credits: 2 });
    const before = await moneyState(testApp.deps.db);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/search?email=${encodeURIComponent(student.email)}`],
      ["GET", `/api/admin/users/${student.userId}`],
      ["PUT", `/api/admin/users/${student.userId}`, { name: "Me", phone: "", credits: 999 }],
      ["POST", `/api/admin/users/${adminId}/status`, { isActive: false }],
      ["POST", `/api/admin/users/${student.userId}/password-reset`, {}],
      ["GET", `/api/admin/users/${student.userId}/history`],
      ["POST", "/api/admin/recharge", { userId: student.userId, amount: 50, paymentMethod: "FOC" }],
    ];
    for (const [method, path, json] of calls) {
      const response = await student.client.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).error.message).toBe(MESSAGES.adminOnly);
    }
    expect(await moneyState(testApp.deps.db)).toEqual(before);
    expect((await detail(adminId)).isActive).toBe(true);
  });
});
