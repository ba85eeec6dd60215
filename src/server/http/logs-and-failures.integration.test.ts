import { readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditPackSchema } from "../../shared/sales.ts";
import { saveCreditPack } from "../features/credit-packs/save-credit-pack.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { capturedLog } from "../testing/captured-log.ts";
import { firstLink } from "../testing/smtp-capture.ts";
import { startStripeStandIn, stripeSettings } from "../testing/stripe-stand-in/stripe-stand-in.ts";
import { signedInStudent } from "../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";

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
    // They hold sign-in and reset links: the studio's own user alone may read them.
    for (const file of readdirSync(outbox)) {
      expect(statSync(join(outbox, file)).mode & 0o777).toBe(0o600);
    }
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

describe("logs of online payments", () => {
  it("logs a paid checkout and a forged webhook without Stripe's keys or signatures", async () => {
    const logged = capturedLog();
    const standIn = await startStripeStandIn();
    const testApp = await createTestApp({
      kind: "embedded",
      env: stripeSettings(standIn),
      log: logged.log,
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: testApp.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    try {
      const { port } = server.address() as AddressInfo;
      standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
      const pack = await saveCreditPack(testApp.deps.db, {
        values: creditPackSchema.parse({
          name: "Logged Pack",
          credits: 5,
          priceRm: "90",
          validityDays: null,
          onSale: true,
        }),
      });
      const student = await signedInStudent(testApp);
      const answer = await student.client.post("/api/payments/checkout", { packId: pack.id });
      expect(answer.status).toBe(201);
      const { orderId } = await answer.json();
      const session = standIn.sessions().find((each) => each.metadata?.orderId === orderId)!;
      const event = await standIn.pay(session.id, "card", { deliver: false });
      const forged = `t=${Math.floor(Date.now() / 1000)},v1=${"ab".repeat(32)}`;
      expect((await standIn.deliver(event, { signature: forged })).status).toBe(400);
      expect((await standIn.deliver(event)).status).toBe(200);

      const text = logged.text();
      expect(text).toContain('"msg":"stripe event"');
      expect(text).toContain("its signature does not verify");
      for (const secret of [standIn.secretKey, standIn.webhookSecret, forged, "v1="]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
      await standIn.close();
    }
  });
});
