import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserDetail } from "../../../shared/admin-users.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { firstLink, startSmtpCapture } from "../../testing/smtp-capture.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const HOUR_MS = 3_600_000;

describe.each(testDatabases())("the desk registers a walk-in on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ kind, env: { SMTP_URL: smtp.url } });
    admin = (await signedInAdmin(testApp)).client;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const register = (body: Record<string, unknown>) => admin.post("/api/admin/users", body);
  const accounts = () => testApp.deps.db.select({ id: user.id }).from(user);

  /** Opens the mailed link and chooses a password through it, as the reset page does. */
  async function choosePassword(link: string, password: string) {
    const { pathname, search } = new URL(link);
    const opened = await new BrowserLikeClient(testApp).get(`${pathname}${search}`);
    const token = new URL(opened.headers.get("location")!, "http://localhost").searchParams.get(
      "token",
    );
    return new BrowserLikeClient(testApp).post("/api/auth/reset-password", {
      newPassword: password,
      token,
    });
  }

  it("by name and phone alone, to be booked in and sold to at once", async () => {
    const response = await register({ name: "Puan Rohana", phone: "+60 12-771 0001" });
    expect(response.status).toBe(201);
    const { message, user: registered } = (await response.json()) as {
      message: string;
      user: AdminUserDetail;
    };
    expect(message).toBe(
      "Puan Rohana is registered. Add their e-mail with Edit User when they have one, to send them a link to sign in.",
    );
    expect(registered).toMatchObject({
      name: "Puan Rohana",
      email: null,
      phone: "+60127710001",
      role: "student",
      credits: 0,
      isActive: true,
    });
    expect(registered.recentActivity[0]?.description).toBe("Registered at the desk");
    const found = await admin.get(
      `/api/admin/users/search?phone=${encodeURIComponent("+60127710001")}`,
    );
    expect(((await found.json()) as AdminUserDetail).id).toBe(registered.id);

    // Paid at the desk and booked in, with no address to mail the receipt or the booking to.
    const sold = await admin.post("/api/admin/recharge", {
      userId: registered.id,
      amount: 2,
      paid: 40,
      paymentMethod: "Cash",
    });
    expect(sold.status).toBe(200);
    expect((await sold.json()).message).toBe(
      "Successfully added 2 credits to Puan Rohana. New balance: 2 credits.",
    );
    const startsAt = new Date(testApp.deps.now().getTime() + 2 * HOUR_MS);
    const item = await createCourse(testApp.deps.db, {
      title: "Walk-in Hatha",
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR_MS),
      tutorId: (
        await createTutor(testApp.deps.db, { name: "Walk-in Tutor", bio: "Teaches at the desk." })
      ).id,
      totalSlots: 10,
      credits: 2,
    });
    const queuedBefore = (await testApp.deps.db.select().from(queuedMail)).length;
    const booked = await admin.post(`/api/admin/courses/${item.id}/bookings`, {
      userId: registered.id,
      payment: "credits",
    });
    expect(booked.status).toBe(201);
    expect((await testApp.deps.db.select().from(queuedMail)).length).toBe(queuedBefore);

    const reset = await admin.post(`/api/admin/users/${registered.id}/password-reset`, {});
    expect(reset.status).toBe(409);
    expect((await reset.json()).error.message).toBe(MESSAGES.userHasNoEmail);
  });

  it("claims the account through the link mailed to the address given, now or later", async () => {
    const now = await register({
      name: "Lim Mei Ling",
      phone: "+60 12-771 0002",
      email: " Mei.Ling@Example.com ",
    });
    expect(now.status).toBe(201);
    expect((await now.json()).message).toBe(
      "Lim Mei Ling is registered. A link to choose a password was sent to mei.ling@example.com.",
    );
    const claim = await smtp.mailTo(
      "mei.ling@example.com",
      /Subject: Your Studio Sanctuary account is ready/,
    );
    expect((await choosePassword(firstLink(claim.raw), "lotus-walk-in-2026")).status).toBe(200);
    const signedIn = await new BrowserLikeClient(testApp).signIn(
      "mei.ling@example.com",
      "lotus-walk-in-2026",
    );
    expect(signedIn.status).toBe(200);

    const later = (await (
      await register({ name: "Arjun Pillai", phone: "+60 12-771 0003" })
    ).json()) as { user: AdminUserDetail };
    const edited = await admin.request(`/api/admin/users/${later.user.id}`, {
      method: "PUT",
      json: {
        name: "Arjun Pillai",
        phone: "+60 12-771 0003",
        email: "arjun@example.com",
        credits: 0,
      },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).user.email).toBe("arjun@example.com");
    const mailed = await smtp.mailTo("arjun@example.com", /account is ready/);
    expect((await choosePassword(firstLink(mailed.raw), "arjun-walk-in-2026")).status).toBe(200);
    expect(
      (await new BrowserLikeClient(testApp).signIn("arjun@example.com", "arjun-walk-in-2026"))
        .status,
    ).toBe(200);

    // Once given, the address is the sign-in: the desk does not change it.
    const changed = await admin.request(`/api/admin/users/${later.user.id}`, {
      method: "PUT",
      json: {
        name: "Arjun Pillai",
        phone: "+60 12-771 0003",
        email: "other@example.com",
        credits: 0,
      },
    });
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.message).toBe(MESSAGES.emailNotChanged);
  });

  it("refuses a taken phone or e-mail, or bad input, and makes no account", async () => {
    const existing = await signedInStudent(testApp);
    const [taken] = await testApp.deps.db.select().from(user).where(eq(user.id, existing.userId));
    const before = (await accounts()).length;
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ name: "Twin", phone: taken!.phone }, 409, MESSAGES.phoneAlreadyUsed],
      [
        { name: "Twin", phone: "+60 12-771 0009", email: existing.email.toUpperCase() },
        409,
        MESSAGES.emailAlreadyUsed,
      ],
      [{ name: " ", phone: "+60 12-771 0010" }, 400, "Name is required"],
      [{ name: "No Phone" }, 400, MESSAGES.registrationFieldsRequired],
      [
        { name: "Bad Phone", phone: "call me" },
        400,
        "Please enter a valid phone number, e.g. +60 12-345 6789.",
      ],
      [
        { name: "Bad Mail", phone: "+60 12-771 0011", email: "not-an-address" },
        400,
        "Please enter a valid e-mail address, e.g. aina@example.com.",
      ],
    ];
    for (const [body, status, text] of refusals) {
      const response = await register(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error.message).toBe(text);
    }
    expect((await accounts()).length).toBe(before);
  });

  it("gives one number to one of two desks registering it at once", async () => {
    const before = (await accounts()).length;
    const answers = await Promise.all(
      ["Desk One", "Desk Two"].map((name) => register({ name, phone: "+60 12-771 0020" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await accounts()).length).toBe(before + 1);
  });
});
