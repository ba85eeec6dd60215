import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages.ts";
import { account, session, user } from "../db/schema/auth.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { firstLink, readableMail, startSmtpCapture } from "../testing/smtp-capture.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { SESSION_ABSOLUTE_SECONDS } from "./create-auth.ts";

const DAY_MS = 24 * 3_600_000;

describe.each(testDatabases())("account security on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ kind, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const client = () => new BrowserLikeClient(testApp);
  /** A new account, signed in; the id of its user. */
  const signedUp = async (email: string) => {
    const student = client();
    await student.createAccount(email);
    const [owner] = await testApp.deps.db.select().from(user).where(eq(user.email, email));
    return { student, userId: owner!.id };
  };
  /** Moves the account's session in time, as if it had been made and renewed then. */
  const dateSession = (userId: string, createdAt: Date, expiresAt: Date) =>
    testApp.deps.db.update(session).set({ createdAt, expiresAt }).where(eq(session.userId, userId));
  const sessionOf = async (userId: string) =>
    (await testApp.deps.db.select().from(session).where(eq(session.userId, userId)))[0]!;
  const passwordHashOf = async (email: string) => {
    const [found] = await testApp.deps.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    return found?.password;
  };

  it.each(["password123", "Iloveyou1", "qwertyuiop"])(
    "refuses the common password %s at sign-up and creates no account",
    async (password) => {
      const email = `common.${password.toLowerCase()}@example.com`;
      const refused = await client().signUp(email, password);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe(MESSAGES.passwordTooCommon);
      expect(await testApp.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    },
  );

  it("refuses a common password as the new one at password change and at reset", async () => {
    const student = client();
    await student.createAccount("changing@example.com");
    const before = await passwordHashOf("changing@example.com");

    const changed = await student.post("/api/auth/change-password", {
      currentPassword: "a-good-passphrase-42",
      newPassword: "sunshine1",
    });
    expect(changed.status).toBe(400);
    expect((await changed.json()).message).toBe(MESSAGES.passwordTooCommon);

    await client().post("/api/auth/request-password-reset", {
      email: "changing@example.com",
      redirectTo: "/reset-password",
    });
    const link = new URL(
      firstLink((await smtp.mailTo("changing@example.com", /Subject: Reset your/)).raw),
    );
    const opened = await client().get(`${link.pathname}${link.search}`);
    const token = new URL(
      opened.headers.get("location")!,
      "http://localhost:3000",
    ).searchParams.get("token");
    const reset = await client().post("/api/auth/reset-password", {
      newPassword: "PASSWORD1",
      token,
    });
    expect(reset.status).toBe(400);
    expect((await reset.json()).message).toBe(MESSAGES.passwordTooCommon);

    expect(await passwordHashOf("changing@example.com")).toBe(before);
    expect((await student.get("/api/me")).status).toBe(200);
    const accepted = await client().post("/api/auth/reset-password", {
      newPassword: "mat-bolster-and-strap",
      token,
    });
    expect(accepted.status).toBe(200);
  });

  it("renews a session in use, but never beyond 30 days from sign-in", async () => {
    const { student, userId } = await signedUp("long.session@example.com");
    // Signed in 29 days and 23 hours ago, used every day since: due a renewal.
    const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_SECONDS * 1000 + 3_600_000);
    await dateSession(userId, signedInAt, new Date(Date.now() + 3_600_000));

    expect((await student.get("/api/auth/get-session")).status).toBe(200);
    const renewed = await sessionOf(userId);
    expect(renewed.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(renewed.expiresAt.getTime()).toBe(
      signedInAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000,
    );

    // An hour later the session is over, however busy it was.
    const earlier = new Date(signedInAt.getTime() - 2 * 3_600_000);
    await dateSession(
      userId,
      earlier,
      new Date(earlier.getTime() + SESSION_ABSOLUTE_SECONDS * 1000),
    );
    expect((await student.get("/api/me")).status).toBe(401);
  });

  it("keeps an idle renewal short of the absolute end untouched", async () => {
    const { student, userId } = await signedUp("fresh.session@example.com");
    await dateSession(userId, new Date(Date.now() - 3 * DAY_MS), new Date(Date.now() + DAY_MS));
    expect((await student.get("/api/auth/get-session")).status).toBe(200);
    expect((await sessionOf(userId)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it("answers sign-in and reset the same whether or not the account exists", async () => {
    await client().createAccount("known@example.com");
    const known = await client().signIn("known@example.com", "not-the-password-1");
    const unknown = await client().signIn("nobody.here@example.com", "not-the-password-1");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());

    const resetFor = async (email: string) => {
      const response = await client().post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await resetFor("nobody.here@example.com")).toEqual(await resetFor("known@example.com"));
  });

  it("answers sign-up the same for a new and a known address, and mails the known one's owner instead", async () => {
    await client().createAccount("taken@example.com");
    const signUpFor = async (email: string) => {
      const visitor = client();
      const response = await visitor.post("/api/auth/sign-up/email", {
        email,
        password: "someone-elses-passphrase-9",
        name: "  Probe Person  ",
      });
      const { user: account, ...rest } = (await response.json()) as {
        user: Record<string, unknown>;
      };
      // Only what necessarily differs is set aside: the id, the address and the moment.
      const { id, email: address, createdAt, updatedAt, ...fields } = account;
      return {
        status: response.status,
        cookies: response.headers.getSetCookie(),
        body: rest,
        fields,
        shapes: [id, address, createdAt, updatedAt].map((value) => typeof value),
        signedIn: (await visitor.get("/api/me")).status === 200,
      };
    };
    const known = await signUpFor("taken@example.com");
    const fresh = await signUpFor("fresh.face@example.com");
    expect(known).toEqual(fresh);
    expect(known).toMatchObject({
      status: 200,
      body: {},
      fields: { name: "Probe Person", role: "student", emailVerified: false },
      signedIn: false,
      cookies: [],
    });

    const ownerMail = readableMail(
      (await smtp.mailTo("taken@example.com", /Subject: You already have/)).raw,
    );
    expect(ownerMail).toMatch(/Subject: You already have a Studio Sanctuary account/);
    expect(ownerMail).toContain("http://localhost:3000/login");
    expect(readableMail((await smtp.mailTo("fresh.face@example.com")).raw)).toMatch(
      /Subject: Confirm your e-mail for Studio Sanctuary/,
    );
    // The known account keeps its password; the second sign-up's is not kept anywhere.
    expect((await client().signIn("taken@example.com")).status).toBe(200);
    expect((await client().signIn("taken@example.com", "someone-elses-passphrase-9")).status).toBe(
      401,
    );
  });

  it("hands no session token to a script: sign-in, get-session and list-sessions leave it out", async () => {
    await client().createAccount("tokenless@example.com");
    const student = client();
    const signedIn = await student.signIn("tokenless@example.com");
    const cookieToken = decodeURIComponent(
      signedIn.headers.getSetCookie()[0]!.split(";")[0]!.split("=")[1]!,
    ).split(".")[0]!;
    const answers = [
      await signedIn.text(),
      await (await student.get("/api/auth/get-session")).text(),
      await (await student.get("/api/auth/list-sessions")).text(),
    ];
    expect(cookieToken.length).toBeGreaterThan(20);
    for (const answer of answers) {
      expect(answer).not.toContain(cookieToken);
      expect(answer).not.toContain('"token"');
    }
    // The cookie alone still signs the student in.
    expect((await student.get("/api/me")).status).toBe(200);
  });

  it("refuses a picture given at sign-up, and makes no account", async () => {
    for (const image of ["javascript:alert(1)", "https://example.com/me.png"]) {
      const response = await client().post("/api/auth/sign-up/email", {
        email: "pictured@example.com",
        password: "a-good-passphrase-42",
        name: "",
        image,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("A picture cannot be given at sign-up.");
    }
    expect(
      await testApp.deps.db.select().from(user).where(eq(user.email, "pictured@example.com")),
    ).toEqual([]);
  });

  it("refuses an unconfirmed account's sign-in only with its right password, and re-sends the link to anyone's request alike", async () => {
    await client().signUp("unconfirmed@example.com");
    const wrong = await client().signIn("unconfirmed@example.com", "not-the-password-1");
    const unknown = await client().signIn("nobody.at.all@example.com", "not-the-password-1");
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.json()).toEqual(await unknown.json());

    const right = await client().signIn("unconfirmed@example.com");
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(right.headers.getSetCookie()).toEqual([]);

    const resend = async (email: string) => {
      const response = await client().post("/api/auth/send-verification-email", {
        email,
        callbackURL: "/login?confirm=email",
      });
      return { status: response.status, body: await response.json() };
    };
    const before = smtp.received.length;
    expect(await resend("nobody.at.all@example.com")).toEqual(
      await resend("unconfirmed@example.com"),
    );
    // The link is mailed after the answer; the mail server has it once the app's mail is sent.
    await testApp.deps.background.settled();
    const resent = smtp.received
      .slice(before)
      .filter((mail) => mail.to.includes("unconfirmed@example.com"));
    expect(resent).toHaveLength(1);
    expect(
      smtp.received.slice(before).every((mail) => !mail.to.includes("nobody.at.all@example.com")),
    ).toBe(true);
  });

  it("changes a profile only through the studio's own rules: Better Auth's update-user and change-email are off", async () => {
    const student = client();
    await student.createAccount("steady.name@example.com");
    for (const [path, body] of [
      ["/api/auth/update-user", { name: "x".repeat(5_000), image: "javascript:alert(1)" }],
      ["/api/auth/change-email", { newEmail: "taken.over@example.com" }],
    ] as const) {
      expect((await student.post(path, body)).status).toBe(404);
    }
    const [unchanged] = await testApp.deps.db
      .select()
      .from(user)
      .where(eq(user.email, "steady.name@example.com"));
    expect(unchanged).toMatchObject({ name: "", image: null });

    const longName = await client().post("/api/auth/sign-up/email", {
      email: "long.name@example.com",
      password: "a-good-passphrase-42",
      name: "n".repeat(121),
    });
    expect(longName.status).toBe(400);
    expect((await longName.json()).message).toBe("Please keep your name under 120 characters.");
  });
});
