import { expect, test } from "./support/test.ts";

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

  test("the timetable says its classes are on their way, in the studio's time zone", async ({
    page,
  }) => {
    await page.goto("/timetable");
    await expect(page.getByText("All times are Kuala Lumpur time.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading classes…" })).toBeVisible();
  });

  test("pages that differ for each visitor are drawn in the browser", async ({ page }) => {
    await page.goto("/me");
    await expect(page.getByRole("heading", { name: "My Profile" })).toHaveCount(0);
  });
});
