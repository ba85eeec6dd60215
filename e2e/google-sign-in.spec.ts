import { uniquePhone } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { GOOGLE_ACCOUNT, GOOGLE_E2E_PORT } from "./support/google-account.ts";
import { expect, test } from "./support/test.ts";

// The server with Google sign-in on, Google being a local OpenID provider (serve-with-google.ts).
test.use({ baseURL: `http://localhost:${GOOGLE_E2E_PORT}` });

test("a new student signs in with Google, completes the profile, and the Google button is gone", async ({
  page,
}) => {
  await page.goto("/login");
  const google = page.getByRole("button", { name: "Sign in with Google" });
  await expect(google).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await google.click();

  // At the provider, the stand-in for Google: its own sign-in form, then its consent form.
  await page.locator('input[name="login"]').fill(GOOGLE_ACCOUNT.sub);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();

  // Back at the studio, signed in: the complete-profile step, the name as Google gave it.
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Welcome! Please complete your profile to continue.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Your Full Name")).toHaveValue(GOOGLE_ACCOUNT.name);
  await page.getByLabel("Your Nickname").fill("Farah");
  await page.getByLabel("Your Phone Number").fill(uniquePhone());
  await page.getByRole("button", { name: "Save & Continue" }).click();
  // A new student, with no booking yet, lands on the timetable.
  await expect(page).toHaveURL(/\/timetable$/);
  await expect(
    page.getByRole("banner").getByRole("button", { name: /account menu/ }),
  ).toContainText(GOOGLE_ACCOUNT.name);

  // Spec §2 Login: the sign-in forms are hidden once signed in.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/timetable$/);
  await expect(google).toHaveCount(0);
});
