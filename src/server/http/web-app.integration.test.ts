import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createTutor } from "../db/factories.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

describe("serving the built web app", () => {
  let testApp: TestApp;
  let app: ReturnType<typeof createApp>;
  const webDir = mkdtempSync(join(tmpdir(), "studio-web-"));

  beforeAll(async () => {
    mkdirSync(join(webDir, "assets"));
    writeFileSync(
      join(webDir, "index.html"),
      "<!doctype html><title>Studio</title><div id=root></div>",
    );
    writeFileSync(join(webDir, "assets", "main-AbC123.js"), "console.log('studio')");
    writeFileSync(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    testApp = await createTestApp({ kind: "pglite" });
    app = createApp({ ...testApp.deps, webDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const response = await app.request("/assets/main-AbC123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log('studio')");
  });

  it("compresses pages and scripts for browsers that accept it, but not API answers", async () => {
    writeFileSync(join(webDir, "assets", "big-XyZ987.js"), "console.log('studio');\n".repeat(200));
    const script = await app.request("/assets/big-XyZ987.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(script.headers.get("content-encoding")).toBe("gzip");
    for (let index = 0; index < 5; index++) {
      await createTutor(testApp.deps.db, { name: `Tutor ${index}`, bio: "Teaches. ".repeat(100) });
    }
    const api = await app.request("/api/tutors", { headers: { "accept-encoding": "gzip" } });
    expect(
      Number(api.headers.get("content-length") ?? (await api.clone().text()).length),
    ).toBeGreaterThan(1024);
    expect(api.headers.get("content-encoding")).toBeNull();
  });

  it("serves other public files as they are", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/svg/);
  });

  it.each(["/", "/timetable", "/admin/edit_course/42", "/no/such/page"])(
    "answers the app's routes, and unknown ones, with index.html (%s)",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<div id=root></div>");
    },
  );

  it("does not answer an unknown asset with the page", async () => {
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
  });

  it("sends the security headers with every page", async () => {
    const response = await app.request("/");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
