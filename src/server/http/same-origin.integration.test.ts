import { afterEach, describe, expect, it } from "vitest";
import { user } from "../db/schema/auth.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

describe("state changes from other sites", () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  async function registrationFrom(origin: string, nodeEnv: string, fetchSite = "same-origin") {
    testApp = await createTestApp({ kind: "embedded", env: { NODE_ENV: nodeEnv } });
    const student = new BrowserLikeClient(testApp);
    await student.createAccount("origin.check@example.com");
    return student.request("/api/me/registration", {
      method: "POST",
      headers: { origin, "sec-fetch-site": fetchSite },
      json: { name: "Origin Check", nickname: "OC", phone: "+60 12-700 7000" },
    });
  }

  it("refuses a state change whose Origin is another site, and saves nothing", async () => {
    const response = await registrationFrom("https://evil.example", "test");
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(
      "Requests from other sites are not accepted.",
    );
  });

  it("refuses a state change the browser marks cross-site, whatever its Origin says", async () => {
    const response = await registrationFrom("http://localhost:3000", "test", "cross-site");
    expect(response.status).toBe(403);
    const [saved] = await testApp!.deps.db.select().from(user);
    expect(saved!.phone).toBeNull();
  });

  it("accepts the site's own Origin", async () => {
    expect((await registrationFrom("http://localhost:3000", "test")).status).toBe(200);
  });

  it("accepts the Vite dev server's Origin in development only", async () => {
    expect((await registrationFrom("http://localhost:5173", "development")).status).toBe(200);
    await testApp!.close();
    expect((await registrationFrom("http://localhost:5173", "test")).status).toBe(403);
  });
});
