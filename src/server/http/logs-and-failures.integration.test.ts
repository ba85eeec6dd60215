import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLog } from "../log.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { firstLink } from "../testing/smtp-capture.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";

/** Every line the app logs, as written by the server's log. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLog({ LOG_LEVEL: "trace" }, stream), text: () => lines.join("") };
}

describe.each(testDatabases())("logs and failures on %s", (kind) => {
  let testApp: TestApp;
  const logged = capturedLog();

  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox folder, as on a fresh machine.
    testApp = await createTestApp({ kind, log: logged.log });
  });
  afterAll(() => testApp.close());

  it("logs sign-up, sign-in and a password reset without the passwords, the mailed tokens or the session", async () => {
    const student = new BrowserLikeClient(testApp);
    const first = "first-secret-passphrase-71";
    const second = "second-secret-passphrase-72";
    await student.createAccount("logged.person@example.com", first);
    const signedIn = await new BrowserLikeClient(testApp).signIn(
      "logged.person@example.com",
      first,
    );
    const sessionCookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!.split("=")[1]!;
    expect(sessionCookie.length).toBeGreaterThan(10);

    await student.post("/api/auth/request-password-reset", {
      email: "logged.person@example.com",
      redirectTo: "/reset-password",
    });
    await testApp.deps.background.settled();
    const outbox = join(testApp.deps.settings.DATA_DIR, "outbox");
    const links = readdirSync(outbox).map(
      (file) => new URL(firstLink(readFileSync(join(outbox, file), "utf8"))),
    );
    const confirmationToken = links
      .find((link) => link.pathname.endsWith("/verify-email"))!
      .searchParams.get("token")!;
    const link = links.find((candidate) => candidate.pathname.includes("/reset-password/"))!;
    const token = link.pathname.split("/").at(-1)!;
    expect(token.length).toBeGreaterThan(10);
    const opened = await student.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const reset = await student.post("/api/auth/reset-password", { newPassword: second, token });
    expect(reset.status).toBe(200);

    const text = logged.text();
    expect(text).toContain("no SMTP_URL: mail written to the outbox");
    expect(text).toContain('"path":"/api/auth/reset-password"');
    for (const secret of [
      first,
      second,
      confirmationToken,
      token,
      decodeURIComponent(sessionCookie).split(".")[0]!,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe.each(testDatabases())("an unexpected failure on %s", (kind) => {
  it("answers a generic message with the request's reference, and logs the cause under it", async () => {
    const logged = capturedLog();
    const testApp = await createTestApp({ kind, log: logged.log });
    const { app } = testApp;
    // The database goes away under the running app.
    await testApp.close();

    const response = await app.request("http://localhost:3000/api/packages");
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({
      error: {
        code: "internal",
        message: `Something went wrong on our side. Please try again. (Reference ${requestId})`,
      },
    });
    const failure = logged
      .text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; err?: unknown })
      .find((line) => line.msg === "unhandled error");
    expect(failure).toMatchObject({ requestId, err: expect.anything() });
  });
});
