import { DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const ADMIN_LINKS = [
  ["Courses", "/admin/courses"],
  ["Attendance", "/admin/attendance"],
  ["Tutors", "/admin/tutors"],
  ["Recharge", "/admin/recharge"],
  ["Users", "/admin/users"],
  ["Packages", "/admin/packages"],
  ["Sales Reports", "/admin/reports"],
  ["Settings", "/admin/settings"],
] as const;

test("the admin signs in and finds the admin header and its links", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/courses$/);

  const header = page.getByRole("banner");
  await expect(header.getByText(/Admin$/).first()).toBeVisible();
  // The first copy; the second is in the (closed) slide-in menu for narrow screens.
  await expect(header.getByText(DEMO_ADMIN.email).first()).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const [label, href] of ADMIN_LINKS) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("every admin address of the route table has its screen", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  for (const [path, heading] of [
    ["/admin/add_course", "Add Class"],
    ["/admin/edit_course/some-class", "Edit Class"],
    ["/admin/add_package", "Add Package"],
    ["/admin/edit_package/some-package", "Edit Package"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("the admin moves between screens by the header, then logs out", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin/courses");
  const header = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Sales Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sales Reports" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sales Reports" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await header.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("on a phone the admin links open in a slide-in menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin/courses");

  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await page.getByRole("button", { name: "Admin menu" }).click();
  const menu = page.getByRole("dialog", { name: "Admin menu" });
  await expect(menu).toBeVisible();
  for (const [label] of ADMIN_LINKS) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByText(DEMO_ADMIN.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole("link", { name: "Tutors" }).click();
  await expect(page).toHaveURL(/\/admin\/tutors$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Tutors" })).toBeVisible();
});
