import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../db/factories.ts";
import { session, user } from "../db/schema/auth.ts";
import { sessionCookieFor } from "../testing/sessions.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(testDatabases())("the session check of every request on %s", (kind) => {
  let testApp: TestApp;
  /** A session's idle period in milliseconds: it expires this long after its last renewal. */
  let idleMs: number;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    idleMs = (await testApp.deps.auth.$context).sessionConfig.expiresIn * 1000;
  });
  afterAll(() => testApp.close());
  const readSession = (headers: Headers) =>
    testApp.deps.readSession(headers, testApp.deps.changeVersions);

  /** A member with a fresh session: the request headers that carry it, and its token. */
  const signedInMember = async (email: string) => {
    const member = await createUser(testApp.deps.db, testApp.deps.auth, {
      email,
      name: "Siti",
      password: "a-good-passphrase-42",
    });
    const [name, value] = await sessionCookieFor(testApp.deps.auth, member.id);
    const token = decodeURIComponent(value).split(".")[0]!;
    return {
      userId: member.id,
      token,
      headers: new Headers({ cookie: `theme=dark; ${name}=${value}` }),
    };
  };
  const storedSession = async (token: string) =>
    (await testApp.deps.db.select().from(session).where(eq(session.token, token)))[0];
  const setExpiry = (token: string, expiresAt: Date) =>
    testApp.deps.db.update(session).set({ expiresAt }).where(eq(session.token, token));

  it("answers exactly what Better Auth's getSession answers", async () => {
    const member = await signedInMember("same-answer@example.com");
    await testApp.deps.db
      .update(user)
      .set({ nickname: "Siti N" })
      .where(eq(user.id, member.userId));
    const ours = await readSession(member.headers);
    const betterAuths = await testApp.deps.auth.api.getSession({ headers: member.headers });
    expect(ours).not.toBeNull();
    expect(ours).toEqual(betterAuths);
    expect(ours!.user).toMatchObject({ id: member.userId, nickname: "Siti N", role: "student" });
  });

  it("finds no session without the cookie, with a forged signature or for an unknown token", async () => {
    const member = await signedInMember("forged@example.com");
    const cookie = member.headers.get("cookie")!;
    // A token may already end in "x": the forged one must differ from it.
    const forgedLast = member.token.endsWith("x") ? "y" : "x";
    const forged = cookie.replace(member.token, `${member.token.slice(0, -1)}${forgedLast}`);
    const [name] = await sessionCookieFor(testApp.deps.auth, member.userId);
    const unknown = await sessionCookieFor(testApp.deps.auth, member.userId);
    await testApp.deps.db
      .delete(session)
      .where(eq(session.token, decodeURIComponent(unknown[1]).split(".")[0]!));

    expect(await readSession(new Headers({ cookie: "theme=dark" }))).toBeNull();
    expect(await readSession(new Headers())).toBeNull();
    expect(await readSession(new Headers({ cookie: forged }))).toBeNull();
    expect(await readSession(new Headers({ cookie: `${name}=${unknown[1]}` }))).toBeNull();
    expect(await readSession(new Headers({ cookie: `${name}=not-signed` }))).toBeNull();
  });

  it("answers a change to the member made a moment ago, though it keeps what it read", async () => {
    const member = await signedInMember("promoted@example.com");
    expect((await readSession(member.headers))!.user.role).toBe("student");
    await testApp.deps.db
      .update(user)
      .set({ role: "admin", name: "Siti Admin" })
      .where(eq(user.id, member.userId));
    expect((await readSession(member.headers))!.user).toMatchObject({
      role: "admin",
      name: "Siti Admin",
    });
  });

  it("keeps a session once, whatever other cookies come with it", async () => {
    const member = await signedInMember("filler@example.com");
    const first = await readSession(member.headers);
    expect(first).not.toBeNull();
    const cookie = member.headers.get("cookie")!;
    for (let filler = 0; filler < 50; filler++) {
      const headers = new Headers({ cookie: `filler${filler}=${"x".repeat(200)}; ${cookie}` });
      expect(await readSession(headers)).toBe(first);
    }
  });

  it("refuses a session deleted a moment ago, though it keeps what it read", async () => {
    const member = await signedInMember("revoked@example.com");
    expect(await readSession(member.headers)).not.toBeNull();
    await testApp.deps.db.delete(session).where(eq(session.token, member.token));
    expect(await readSession(member.headers)).toBeNull();
  });

  it("refuses an expired session and Better Auth removes it", async () => {
    const member = await signedInMember("expired@example.com");
    await setExpiry(member.token, new Date(Date.now() - 1000));
    expect(await readSession(member.headers)).toBeNull();
    expect(await storedSession(member.token)).toBeUndefined();
  });

  it("renews a session a day into its idle period, and leaves a younger one as it is", async () => {
    const young = await signedInMember("young@example.com");
    const youngExpiry = new Date(Date.now() + idleMs - HOUR_MS);
    await setExpiry(young.token, youngExpiry);
    expect((await readSession(young.headers))!.session.expiresAt).toEqual(youngExpiry);
    expect((await storedSession(young.token))!.expiresAt).toEqual(youngExpiry);

    const dayOld = await signedInMember("day-old@example.com");
    await setExpiry(dayOld.token, new Date(Date.now() + idleMs - DAY_MS - HOUR_MS));
    const renewed = await readSession(dayOld.headers);
    const renewedExpiry = (await storedSession(dayOld.token))!.expiresAt.getTime();
    expect(renewed!.user.id).toBe(dayOld.userId);
    expect(renewedExpiry).toBeGreaterThan(Date.now() + idleMs - HOUR_MS);
  });
});
