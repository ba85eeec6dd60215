import { apiClasses } from "./support/studio-api.ts";
import { studioDay } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";
import { classCard } from "./support/timetable.ts";

/**
 * The public pages arrive already drawn by the server, so a visitor on a slow phone reads them
 * before the scripts have come (and a browser without scripts still can). Scripts are off here:
 * whatever shows was in the page the server sent.
 */
test.describe("the public pages before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: "/", heading: "Studio Sanctuary" },
    { path: "/about", heading: "About Studio Sanctuary" },
    { path: "/plan", heading: "Find a plan that fits your practice" },
    { path: "/timetable", heading: "Class Schedule" },
  ];

  for (const { path, heading } of pages) {
    test(`${path} shows its heading, the navigation and the footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main" }).first();
      await expect(nav.getByRole("link", { name: "Schedule" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Studio Sanctuary");
    });
  }

  test("the timetable shows today's classes, in the studio's time zone", async ({
    page,
    request,
  }) => {
    const today = studioDay(Date.now());
    const todays = (await apiClasses(request)).filter((item) => studioDay(item.startsAt) === today);
    await page.goto("/timetable");
    await expect(page.getByText("All times are Kuala Lumpur time.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Today, / })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading classes…" })).toHaveCount(0);
    for (const item of todays) await expect(classCard(page, item.title).first()).toBeVisible();
    if (todays.length === 0) await expect(page.getByText("No classes scheduled")).toBeVisible();
  });

  test("the Plans page shows the packages and credit packs on sale", async ({ page, request }) => {
    const onSale = async (path: string) =>
      ((await (await request.get(path)).json()) as { name: string }[]).map(({ name }) => name);
    const [packages, packs] = await Promise.all([
      onSale("/api/packages"),
      onSale("/api/credit-packs"),
    ]);
    expect(packages.length).toBeGreaterThan(0);
    expect(packs.length).toBeGreaterThan(0);
    await page.goto("/plan");
    await expect(page.getByRole("status")).toHaveCount(0);
    for (const name of [...packages, ...packs]) {
      await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
    }
  });

  test("the pages break no rule of their security policy before the app runs", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refused.push(message.text());
    });
    for (const { path } of pages) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    expect(refused).toEqual([]);
  });

  test("pages that differ for each visitor are drawn in the browser", async ({ page }) => {
    await page.goto("/me");
    await expect(page.getByRole("heading", { name: "My Profile" })).toHaveCount(0);
  });
});

/**
 * The drawing's buttons look ready before the app has arrived. Here the app's code is held back
 * until the test has pressed, as on a slow phone, and the press must still do its job.
 */
test.describe("a button pressed before the app has started", () => {
  /** Holds the app's code back until the returned function is called. */
  async function holdApp(page: import("@playwright/test").Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the menu once the app is there", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    release();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Plans" })).toBeVisible();
  });

  test("two presses of Next month move the timetable two months on, not four", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/timetable");
    const heading = page
      .getByRole("region", { name: "Choose a day" })
      .getByRole("heading", { level: 2 });
    const shownFirst = (await heading.textContent()) ?? "";
    const next = page.getByRole("button", { name: "Next month" });
    await next.click();
    await next.click();

    release();
    await expect(heading).toHaveText(monthsAfter(shownFirst, 2));
    // The app has taken over: a press now is handled once, straight away.
    await next.click();
    await expect(heading).toHaveText(monthsAfter(shownFirst, 3));
  });
});

/** The heading of the month `count` months after the one headed `shown` ("March 2027"). */
function monthsAfter(shown: string, count: number): string {
  const first = new Date(`1 ${shown} 12:00 UTC`);
  const later = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + count, 1));
  return later.toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/**
 * On a slow phone, compiling the scripts a page starts with was the largest part of its start:
 * those of the public pages ask Chromium to compile them while they stream in, on a thread of
 * its own. The other screens' code is left to be compiled as it is used.
 */
test("the public pages' scripts ask to be compiled as they arrive, the other screens' do not", async ({
  page,
}) => {
  const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/.+\.js$/.test(path)) scripts.set(path, response.text());
  });

  // The app asks whether the visitor is signed in once it has started.
  const appStarted = page.waitForResponse(/\/api\/auth\/get-session$/);
  await page.goto("/timetable");
  await appStarted;
  const started = [...scripts.keys()];
  expect(started).toContainEqual(expect.stringMatching(/\/libraries-[\w-]+\.js$/));
  for (const path of started) {
    expect((await scripts.get(path))?.startsWith(COMPILE_HINT), path).toBe(true);
  }

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  const signIn = [...scripts.keys()].find((path) => /\/login-page-[\w-]+\.js$/.test(path));
  expect(signIn).toBeDefined();
  expect((await scripts.get(signIn ?? ""))?.startsWith(COMPILE_HINT)).toBe(false);
});
