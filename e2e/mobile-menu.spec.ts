import { createStudent } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor opens the menu panel, and a choice navigates and closes it", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The row of entries is replaced by the toggle on a narrow screen.
  await expect(page.getByRole("link", { name: "Schedule" })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator("#mobile-menu");
  for (const entry of ["Schedule", "Plans", "About", "Profile"]) {
    await expect(panel.getByRole("link", { name: entry })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expectNoSeriousA11yViolations(page);

  // Escape closes it too, and hands focus back to the toggle.
  await toggle.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("the user dropdown and the menu panel are never open together", async ({ page }) => {
  await createStudent(page.request, { name: "Hana Yusof", nickname: "Hana" });
  await page.goto("/");

  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  const account = page.getByRole("button", { name: /Hana Yusof/ });
  await expect(account).toContainText("HY");
  const panel = page.locator("#mobile-menu");
  const dropdown = page.getByRole("link", { name: "My Profile" });

  await account.click();
  await expect(dropdown).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(dropdown).toBeHidden();
  await expect(account).toHaveAttribute("aria-expanded", "false");

  await account.click();
  await expect(dropdown).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await dropdown.click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(dropdown).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
});
