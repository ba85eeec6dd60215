import { createStudent, signInThroughForm } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { resetLinkMailedTo } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

test("a student who forgot the password resets it from the e-mailed link", async ({
  page,
  request,
}) => {
  // Created with the separate `request` context, so the browser itself stays signed out.
  const student = await createStudent(request, { name: "Lina Chong", nickname: "Lina" });

  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(student.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is on its way" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The link goes through the server, which checks it and forwards to /reset-password?token=….
  await page.goto(await resetLinkMailedTo(student.email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a new password" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const newPassword = "sun-salutation-at-dawn";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("something-else-entirely");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();

  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, { email: student.email, password: newPassword });
  await expect(page).toHaveURL(/\/(me\?tab=bookings|timetable)$/);
  await expect(page.getByRole("button", { name: /Lina Chong/ })).toBeVisible();
});

test("a reset link that is not valid says so", async ({ page }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByRole("alert")).toHaveText(
    "This password reset link is invalid or has expired.",
  );
  await expectNoSeriousA11yViolations(page);

  // A token the server does not know: its own message is shown.
  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("a-perfectly-fine-password");
  await page.getByLabel("Confirm new password").fill("a-perfectly-fine-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText(/invalid|expired/i);
});
