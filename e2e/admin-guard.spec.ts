import {
  createStudent,
  DEMO_ADMIN,
  DEMO_STUDENT,
  signInThroughApi,
  signInThroughForm,
  submitCredentials,
} from "./support/accounts.ts";
import { newApiClient } from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import {
  bookThroughApi,
  claimFreeTrial,
  createClassAsAdmin,
  DAY_MS,
} from "./support/studio-api.ts";
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
  // A student lands on their next booking, or the timetable without one.
  await expect(page).toHaveURL(/\/(me\?tab=bookings|timetable)$/);

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

test("sign-in lands where each person works: the admin on the admin, with an Admin link back", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await page.goto("/timetable");
  await banner.getByRole("button", { name: /account menu/ }).click();
  await banner.getByRole("link", { name: "Admin", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
});

test("a student with a booking lands on it; one sent to sign in returns where they were", async ({
  page,
  request,
  playwright,
}) => {
  const student = await createStudent(request, { name: "Land Ing", nickname: "Landy" });
  await claimFreeTrial(request);
  const title = `Landing Flow ${Date.now()}`;
  const admin = await newApiClient(playwright);
  await signInThroughApi(admin, DEMO_ADMIN);
  const courseId = await createClassAsAdmin(admin, { title, startsInMs: 2 * DAY_MS });
  await admin.dispose();
  await bookThroughApi(request, courseId);

  await signInThroughForm(page, student);
  await expect(page).toHaveURL(/\/me\?tab=bookings$/);
  await expect(
    page.getByRole("region", { name: "Upcoming Classes" }).getByRole("article", { name: title }),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/login?redirect=%2Fplan");
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  expect(await submitCredentials(page, "Sign In")).toBeNull();
  await expect(page).toHaveURL(/\/plan$/);
});
