import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages.ts";
import { activity } from "../db/schema/activity.ts";
import { user } from "../db/schema/auth.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { firstLink, startSmtpCapture } from "../testing/smtp-capture.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";

describe.each(testDatabases())("accounts on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({
      kind,
      env: { SMTP_URL: smtp.url, ADMIN_EMAIL: "Owner@Studio.example, second-admin@studio.example" },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const client = () => new BrowserLikeClient(testApp);

  it("creates an account with e-mail and password once the mailed link is opened: signed in as a student with an incomplete profile", async () => {
    const student = client();
    const signedUp = await student.post("/api/auth/sign-up/email", {
      email: "New.Student@example.com",
      password: "a-good-passphrase-42",
      name: "",
      callbackURL: "/login?confirm=email",
    });
    expect(signedUp.status).toBe(200);
    expect((await student.get("/api/me")).status).toBe(401);
    const early = await client().signIn("new.student@example.com");
    expect(early.status).toBe(403);

    const mail = await smtp.mailTo("new.student@example.com");
    expect(mail.raw).toMatch(/Subject: Confirm your e-mail for Studio Sanctuary/);
    const link = new URL(firstLink(mail.raw));
    expect(link.origin).toBe("http://localhost:3000");
    const opened = await student.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/login?confirm=email");

    const me = await student.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "new.student@example.com",
      role: "student",
      credits: 0,
      profileComplete: false,
    });
    expect((await client().signIn("new.student@example.com")).status).toBe(200);
  });

  it("sends a confirmation link that has been used or has gone stale back to the login page with the reason", async () => {
    await client().createAccount("confirmed.once@example.com");
    const { secret } = await testApp.deps.auth.$context;
    const stale = await createEmailVerificationToken(
      secret,
      "confirmed.once@example.com",
      undefined,
      -60,
    );
    const opened = await client().get(
      `/api/auth/verify-email?token=${stale}&callbackURL=${encodeURIComponent("/login?confirm=email")}`,
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/login?confirm=email&error=TOKEN_EXPIRED");
  });

  it("refuses a password shorter than 8 characters", async () => {
    const response = await client().signUp("short.password@example.com", "1234567");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/password/i);
  });

  it("signs in with the right password, refuses a wrong one, and signs out", async () => {
    await client().createAccount("returning@example.com");

    const wrong = await client().signIn("returning@example.com", "not-the-password");
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe("Invalid email or password");

    const student = client();
    expect((await student.signIn("returning@example.com")).status).toBe(200);
    expect((await student.get("/api/me")).status).toBe(200);

    expect((await student.post("/api/auth/sign-out", {})).status).toBe(200);
    const afterSignOut = await student.get("/api/me");
    expect(afterSignOut.status).toBe(401);
    expect((await afterSignOut.json()).error.message).toBe(MESSAGES.userNotAuthenticated);
  });

  it("records each sign-in as a login activity", async () => {
    const student = client();
    await student.createAccount("logged@example.com");
    await student.signIn("logged@example.com");
    const [account] = await testApp.deps.db
      .select()
      .from(user)
      .where(eq(user.email, "logged@example.com"));
    const logins = await testApp.deps.db
      .select()
      .from(activity)
      .where(eq(activity.userId, account!.id));
    expect(logins.filter((entry) => entry.type === "login")).toHaveLength(2);
  });

  it("grants the admin role to the e-mails of ADMIN_EMAIL, whatever their case", async () => {
    const owner = client();
    await owner.createAccount("owner@studio.example");
    expect(await (await owner.get("/api/me")).json()).toMatchObject({ role: "admin" });
  });

  it("answers admin API routes with 401 to visitors and 403 to students", async () => {
    const visitor = await client().get("/api/admin/courses");
    expect(visitor.status).toBe(401);

    const student = client();
    await student.createAccount("curious.student@example.com");
    const refused = await student.get("/api/admin/courses");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MESSAGES.adminOnly);
  });

  it("refuses sign-in to a disabled account and ends its sessions", async () => {
    const student = client();
    await student.createAccount("to.disable@example.com");
    const [target] = await testApp.deps.db
      .select()
      .from(user)
      .where(eq(user.email, "to.disable@example.com"));

    const admin = client();
    await admin.createAccount("second-admin@studio.example");
    const banned = await admin.post("/api/auth/admin/ban-user", { userId: target!.id });
    expect(banned.status).toBe(200);

    expect((await student.get("/api/me")).status).toBe(401);
    const refused = await client().signIn("to.disable@example.com");
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(MESSAGES.accountDisabled);
  });

  it("mails a password reset link that sets a new password and ends old sessions", async () => {
    const student = client();
    await student.createAccount("forgetful@example.com");

    const requested = await client().post("/api/auth/request-password-reset", {
      email: "forgetful@example.com",
      redirectTo: "/reset-password",
    });
    expect(requested.status).toBe(200);

    const mail = await smtp.mailTo("forgetful@example.com", /Subject: Reset your/);
    expect(mail.raw).toMatch(/Subject: Reset your Studio Sanctuary password/);
    const link = new URL(firstLink(mail.raw));
    expect(link.origin).toBe("http://localhost:3000");

    const opened = await client().get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get("location")!, "http://localhost:3000");
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await client().post("/api/auth/reset-password", {
      newPassword: "a-brand-new-passphrase",
      token,
    });
    expect(reset.status).toBe(200);

    expect((await student.get("/api/me")).status).toBe(401);
    expect((await client().signIn("forgetful@example.com")).status).toBe(401);
    expect((await client().signIn("forgetful@example.com", "a-brand-new-passphrase")).status).toBe(
      200,
    );
  });

  it("slows down password guessing per client address, kept in the database", async () => {
    await client().createAccount("guarded@example.com");
    const guesser = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await guesser.signIn("guarded@example.com", `guess-number-${attempt}`)).status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect((await client().signIn("guarded@example.com")).status).toBe(200);
  });
});
