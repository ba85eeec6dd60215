import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("health on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  it("answers 200 when the database answers", async () => {
    const response = await testApp.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await testApp.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
