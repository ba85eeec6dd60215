import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { startOidcProvider } from "../testing/oidc-provider.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../testing/test-app.ts";

describe("Sign in with Google (OpenID Connect)", () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider({
      clientId: "studio-web",
      clientSecret: "studio-web-secret",
      redirectUri: `${TEST_ORIGIN}/api/auth/callback/google`,
      accounts: [
        { sub: "google-1001", email: "siti.google@gmail.example", name: "Siti Nurhaliza" },
      ],
    });
    testApp = await createTestApp({
      kind: "embedded",
      env: {
        GOOGLE_CLIENT_ID: "studio-web",
        GOOGLE_CLIENT_SECRET: "studio-web-secret",
        GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it("tells the web app that Google sign-in is offered", async () => {
    expect(await (await testApp.app.request("/api/studio")).json()).toMatchObject({
      googleSignIn: true,
    });
  });

  it("signs a new person in through the provider and asks them to complete the profile", async () => {
    const browser = new BrowserLikeClient(testApp);
    const started = await browser.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/login",
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    expect(url.startsWith(provider.issuer)).toBe(true);

    const callback = new URL(await provider.authorise(url, "google-1001", TEST_ORIGIN));
    const returned = await browser.get(`${callback.pathname}${callback.search}`);
    expect(returned.status).toBe(302);
    expect(returned.headers.get("location")).toBe("/login");

    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "siti.google@gmail.example",
      name: "Siti Nurhaliza",
      role: "student",
      profileComplete: false,
    });
  });
});
