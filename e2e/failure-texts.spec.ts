import type { Page } from "@playwright/test";
import { MESSAGES } from "../src/shared/messages.ts";
import { createStudent, createUnfinishedAccount, uniquePhone } from "./support/accounts.ts";
import { expect, test } from "./support/test.ts";

/**
 * The spec's failure texts (§8) that only a failure shows: each is made to happen with a stand-in
 * for the server's answer (page.route), and read as the student reads it.
 */

/** An answer without the API's error shape: what a proxy in front of the studio might send. */
const badGateway = { status: 502, contentType: "text/plain", body: "Bad gateway" };

async function openEditProfile(page: Page) {
  await page.goto("/me");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  return page.getByRole("dialog", { name: "Edit Profile" });
}

test("a profile update that fails says so: the server's words, else 'Failed to update profile'", async ({
  page,
}) => {
  await createStudent(page.request, { name: "Tan Mei Yee", nickname: "Mei" });
  const dialog = await openEditProfile(page);
  await dialog.getByLabel("Nickname").fill("Mei Mei");

  await page.route("**/api/me", (route) =>
    route.request().method() === "PATCH" ? route.fulfill(badGateway) : route.continue(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.updateProfileFailed);

  await page.unrouteAll();
  await page.route("**/api/me", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 409,
          json: { error: { code: "conflict", message: "The studio is closed for updates." } },
        })
      : route.continue(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("The studio is closed for updates.");
});

test("a password reset without an address says 'No email address found'; one that fails, 'Failed to send password reset email'", async ({
  page,
}) => {
  await createStudent(page.request, { name: "Ravi Kumar", nickname: "Ravi" });
  // A profile without an address, as a provider account might have.
  await page.route("**/api/me", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), email: "" } });
  });
  let dialog = await openEditProfile(page);
  await dialog.getByRole("tab", { name: "Security" }).click();
  await dialog.getByRole("button", { name: "Send Password Reset Email" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.noEmailAddress);

  await page.unrouteAll();
  await page.route("**/api/auth/request-password-reset", (route) => route.abort("failed"));
  dialog = await openEditProfile(page);
  await dialog.getByRole("tab", { name: "Security" }).click();
  await dialog.getByRole("button", { name: "Send Password Reset Email" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.passwordResetFailed);
});

test("a registration that fails says 'Failed to complete registration' when the server gives no reason", async ({
  page,
}) => {
  await createUnfinishedAccount(page.request);
  await page.goto("/login");
  await page.getByLabel("Your Full Name").fill("Aminah Yusof");
  await page.getByLabel("Your Nickname").fill("Aminah");
  await page.getByLabel("Your Phone Number").fill(uniquePhone());
  await page.route("**/api/me/registration", (route) => route.fulfill(badGateway));
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.registrationFailed);
  // Nothing was saved: the step is still there.
  await expect(page.getByRole("button", { name: "Save & Continue" })).toBeVisible();
});

test.describe("a sign-out that fails", () => {
  test.use({ expectedConsoleErrors: ["Error signing out"] });

  test("is logged as 'Error signing out', and the student stays on the page, signed in", async ({
    page,
  }) => {
    await createStudent(page.request, { name: "Chong Wei", nickname: "Wei" });
    await page.goto("/timetable");
    const logged = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().startsWith("Error signing out"),
    );
    await page.route("**/api/auth/sign-out", (route) => route.abort("failed"));
    const account = page.getByRole("banner").getByRole("button", { name: /account menu/ });
    await account.click();
    await page.getByRole("button", { name: "Sign Out" }).click();
    await logged;
    await expect(page).toHaveURL(/\/timetable$/);
    await expect(account).toContainText("Chong Wei");
  });
});
