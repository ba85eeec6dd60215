import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditPackSchema } from "../../shared/sales.ts";
import { createApp } from "../app.ts";
import { createCourse, createPackage, createTutor } from "../db/factories.ts";
import { saveCreditPack } from "../features/credit-packs/save-credit-pack.ts";
import { updateStudioSettings } from "../features/settings/update-studio-settings.ts";
import { missingSecurityHeaders } from "../testing/security-headers.ts";
import { signedInAdmin } from "../testing/students.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const HOUR_MS = 60 * 60 * 1000;

describe("serving the built web app", () => {
  let testApp: TestApp;
  let app: ReturnType<typeof createApp>;
  const webDir = mkdtempSync(join(tmpdir(), "studio-web-"));

  beforeAll(async () => {
    mkdirSync(join(webDir, "assets"));
    writeFileSync(
      join(webDir, "index.html"),
      '<!doctype html><html><head><title>Studio</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDir, "assets", "main-AbC123.js"), "console.log('studio')");
    writeFileSync(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    // A name that would end a <script> element if the page carried it as it is.
    testApp = await createTestApp({
      kind: "embedded",
      env: { STUDIO_NAME: "Lotus </script><script>alert(1)</script>" },
    });
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

  it("sends the Brotli copy the build wrote beside a script to browsers that accept it", async () => {
    const script = "console.log('precompressed');\n".repeat(100);
    writeFileSync(join(webDir, "assets", "app-Br0t1i.js"), script);
    writeFileSync(join(webDir, "assets", "app-Br0t1i.js.br"), brotliCompressSync(script));
    const response = await app.request("/assets/app-Br0t1i.js", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("carries the studio's settings inside every page, unable to break out of their element", async () => {
    const html = await (await app.request("/me")).text();
    const embedded = html.match(
      /<script type="application\/json" id="studio-settings">(.*?)<\/script>/,
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(JSON.parse(embedded?.[1] ?? "null")).toMatchObject({
      name: "Lotus </script><script>alert(1)</script>",
      timeZone: "Asia/Kuala_Lumpur",
    });
  });

  it("carries the zone's offsets around today, by which the page reads the studio's clock", async () => {
    const html = await (await app.request("/timetable")).text();
    const embedded = html.match(
      /<script type="application\/json" id="studio-settings">(.*?)<\/script>/,
    );
    const { zoneOffsets } = JSON.parse(embedded?.[1] ?? "null");
    const now = testApp.deps.now().getTime();
    const year = 365 * 24 * 60 * 60 * 1000;
    expect(zoneOffsets).toMatchObject({ timeZone: "Asia/Kuala_Lumpur" });
    expect(zoneOffsets.from).toBeLessThan(now - year);
    expect(zoneOffsets.to).toBeGreaterThan(now + year);
    // Kuala Lumpur keeps UTC+8 all year.
    expect(zoneOffsets.changes).toEqual([[zoneOffsets.from, 8 * 60 * 60 * 1000]]);
  });

  it("puts the server's drawing of a public page inside the page, and draws the others in the browser", async () => {
    const drawn: string[] = [];
    const drawingApp = createApp({
      ...testApp.deps,
      webDir,
      renderPage: async (url, studio) => {
        drawn.push(new URL(url).pathname);
        return { html: `<h1>${studio.timeZone} ${new URL(url).pathname}</h1>`, data: "{}" };
      },
    });
    expect(await (await drawingApp.request("/timetable")).text()).toContain(
      '<div id="root"><h1>Asia/Kuala_Lumpur /timetable</h1></div>',
    );
    await drawingApp.request("/timetable");
    expect(await (await drawingApp.request("/me")).text()).toContain('<div id="root"></div>');
    // Drawn once, then kept; /me (different for everyone) is never drawn on the server.
    expect(drawn).toEqual(["/timetable"]);
  });

  it("draws the page anew with the settings the owner saved, and carries them at once", async () => {
    const drawn: string[] = [];
    const drawingApp = createApp({
      ...testApp.deps,
      webDir,
      renderPage: async (_url, studio) => {
        drawn.push(studio.phone);
        return { html: `<p>Call ${studio.phone}</p>`, data: "{}" };
      },
    });
    const page = async () => (await drawingApp.request("/about")).text();
    await page();
    const saved = await updateStudioSettings(testApp.deps.db, {
      change: { identity: { phone: "+60 12-000 1111", name: "Lotus $& Room" } },
      actorId: (await signedInAdmin(testApp)).userId,
      env: testApp.deps.settings,
      now: new Date(),
    });
    expect(saved.identity.phone).toBe("+60 12-000 1111");
    const html = await page();
    expect(html).toContain("<p>Call +60 12-000 1111</p>");
    // A "$&" in the owner's text is text: String.replace patterns are not applied to it.
    expect(html).toContain('"name":"Lotus $& Room"');
    expect(drawn).toHaveLength(2);
  });

  it("draws the timetable with the classes a visitor sees, carries them for the browser, and draws it again once a class changes or its booking closes", async () => {
    const { renderPage } = await import("../../web/prerender.tsx");
    // 10:00 in Kuala Lumpur, a day no other test has classes on.
    const opening = new Date("2027-03-02T02:00:00Z");
    let now = opening;
    const drawingApp = createApp({ ...testApp.deps, webDir, renderPage, now: () => now });
    const { db } = testApp.deps;
    const tutor = await createTutor(db, { name: "Mei Ling Tan", bio: "Teaches Hatha." });
    const classAt = (hours: number, title: string) =>
      createCourse(db, {
        title,
        courseType: "Hatha Yoga",
        startsAt: new Date(opening.getTime() + hours * HOUR_MS),
        endsAt: new Date(opening.getTime() + (hours + 1) * HOUR_MS),
        tutorId: tutor.id,
        totalSlots: 10,
        credits: 1,
      });
    const midday = await classAt(3, "Midday Hatha");
    const page = async (path: string) => (await drawingApp.request(path)).text();
    const drawnData = (html: string) =>
      JSON.parse(
        html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1] ??
          "null",
      );

    const first = await page("/timetable");
    expect(first).not.toContain("Booking Closed");
    const root = first.slice(first.indexOf('<div id="root">'));
    expect(root).toContain("Midday Hatha");
    expect(root).toContain("10 spots left");
    expect(root).toContain("Booking closes 11:00");
    expect(root).toContain("Mei Ling Tan");
    expect(root).not.toContain("Loading classes");
    const data = drawnData(first);
    expect(data.drawnAt).toBe(now.toISOString());
    const [classes] = data.queries.queries;
    expect(classes.queryKey[0]).toBe("classes");
    expect(classes.state.data).toEqual([expect.objectContaining({ id: midday.id })]);

    await classAt(8, "Evening Yin");
    const again = await page("/timetable");
    expect(again).toContain("Evening Yin");
    expect(drawnData(again).queries.queries[0].state.data).toHaveLength(2);

    // Booking for the midday class closes at 11:00 (the default: two hours before).
    now = new Date(opening.getTime() + HOUR_MS + 60_000);
    const later = await page("/timetable");
    expect(drawnData(later).drawnAt).toBe(now.toISOString());
    expect(later).toContain("Booking Closed");
    expect(later).not.toContain("Booking closes 11:00");

    expect(await page("/about")).toContain("Mei Ling Tan");
  });

  it("draws the Plans page with the packages and credit packs on sale, carries them for the browser, and draws it again once they change", async () => {
    const { renderPage } = await import("../../web/prerender.tsx");
    const drawingApp = createApp({ ...testApp.deps, webDir, renderPage });
    const { db } = testApp.deps;
    const drawnRoot = async () => {
      const html = await (await drawingApp.request("/plan")).text();
      const data = JSON.parse(
        html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1] ??
          "null",
      );
      return { root: html.slice(html.indexOf('<div id="root">')), data };
    };
    await createPackage(db, {
      name: "Morning Flow Month",
      price: 40,
      totalCustomerSave: 10,
      validityDays: 30,
      validYogaTypes: [],
      maxClassesPerMonth: 12,
    });
    const packValues = {
      name: "Ten Class Pack",
      credits: 10,
      priceRm: "200",
      validityDays: 90,
      onSale: true,
    };
    const pack = await saveCreditPack(db, { values: creditPackSchema.parse(packValues) });

    const first = await drawnRoot();
    expect(first.root).toContain("Morning Flow Month");
    expect(first.root).toContain("Ten Class Pack");
    expect(first.root).not.toContain("Loading packages");
    expect(first.root).not.toContain("Loading credit packs");
    const answered = async (path: string) => (await drawingApp.request(path)).json();
    const carried = Object.fromEntries(
      first.data.queries.queries.map((query: { queryKey: string[]; state: { data: unknown } }) => [
        query.queryKey[0],
        query.state.data,
      ]),
    );
    expect(carried).toEqual({
      packages: await answered("/api/packages"),
      "credit-packs": await answered("/api/credit-packs"),
    });

    // The owner takes the pack off sale: the next visitor is not offered it.
    await saveCreditPack(db, {
      id: pack.id,
      values: creditPackSchema.parse({ ...packValues, onSale: false }),
    });
    const afterChange = await drawnRoot();
    expect(afterChange.root).toContain("Morning Flow Month");
    expect(afterChange.root).not.toContain("Ten Class Pack");
  });

  it("still serves the page, for the browser to draw, when the server's drawing fails", async () => {
    const failingApp = createApp({
      ...testApp.deps,
      webDir,
      renderPage: async () => {
        throw new Error("drawing failed");
      },
    });
    const response = await failingApp.request("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
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
      expect(await response.text()).toContain('<div id="root"></div>');
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

  it("sends the security headers with every page, and those only a page heeds", async () => {
    const response = await app.request("/");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(missingSecurityHeaders(response.headers)).toEqual([]);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("style-src 'self'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it.each(["/assets/main-AbC123.js", "/favicon.svg", "/api/classes", "/api/nothing-here"])(
    "sends the security headers with every other answer, with a policy that allows nothing (%s)",
    async (path) => {
      const response = await app.request(path);
      expect(missingSecurityHeaders(response.headers)).toEqual([]);
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("x-frame-options")).toBeNull();
    },
  );
});
