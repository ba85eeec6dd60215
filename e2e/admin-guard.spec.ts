import { DEMO_STUDENT, signInThroughForm } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("a visitor opening an admin page is sent to sign in", async ({ page }) => {
  await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcourses$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // /admin itself leads to the course list, so it is guarded the same way.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fcourses$/);
});

test("a student opening an admin page is sent to /login and told why", async ({ page }) => {
  await signInThroughForm(page, DEMO_STUDENT);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("This page is for the studio's administrators.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByText("Sara Lim").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The server refuses the admin API to students whatever the screens do.
  const answer = await page.request.get("/api/admin/users");
  expect(answer.status()).toBe(403);
});
