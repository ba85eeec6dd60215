import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expectPublicShell } from "./support/shell.ts";
import { expect, test } from "./support/test.ts";

// The studio's name is a setting; its demo default is the one the server runs with here.
const STUDIO = "Studio Sanctuary";

const PUBLIC_PAGES = [
  { path: "/", heading: STUDIO, navEntry: null },
  { path: "/plan", heading: "Find a plan that fits your practice", navEntry: "Plans" },
  { path: "/timetable", heading: "Class Schedule", navEntry: "Schedule" },
  { path: "/about", heading: `About ${STUDIO}`, navEntry: "About" },
  { path: "/me", heading: "My Profile", navEntry: "Profile" },
  { path: "/login", heading: "Sign In", navEntry: null },
] as const;

test.describe("a visitor", () => {
  for (const { path, heading, navEntry } of PUBLIC_PAGES) {
    test(`sees the navigation and the footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectPublicShell(page);
      await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

      const current = page.getByRole("navigation", { name: "Main" }).locator("[aria-current=page]");
      if (navEntry) await expect(current).toHaveText(navEntry);
      else await expect(current).toHaveCount(0);

      await expectNoSeriousA11yViolations(page);
    });
  }

  test("is asked to log in on /me", async ({ page }) => {
    await page.goto("/me");
    await expect(page.getByRole("heading", { name: "Please log in" })).toBeVisible();
    await page.getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fme|\/login\?redirect=\/me/);
  });

  test("following /book is told to use the Class Schedule and lands on it", async ({ page }) => {
    await page.goto("/book");
    await expect(
      page.getByRole("heading", { level: 1, name: "Redirecting to Class Schedule" }),
    ).toBeVisible();
    await expect(page.getByText("Please use the Class Schedule for real bookings")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect(page).toHaveURL(/\/timetable$/);
    await expect(page.getByRole("heading", { level: 1, name: "Class Schedule" })).toBeVisible();
    await expectPublicShell(page);
    // The notice replaced itself: going back leaves /book behind.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/book$/);
  });

  test("sees the not-found page on an unknown address", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByText("404")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectPublicShell(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Book a Class" })).toBeVisible();
  });

  test("moves through the site with the top navigation", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Keyboard users can skip the navigation.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL(/\/timetable$/);
    await expect(nav.getByRole("link", { name: "Schedule" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("link", { name: `${STUDIO}, home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/about$/);

    // The admin area is code of its own that visitors never download.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
  });
});
