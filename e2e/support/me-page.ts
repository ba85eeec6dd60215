import { expect, type Locator, type Page } from "@playwright/test";

/** One of the three tabs of /me. */
export function meTab(
  page: Page,
  name: "Profile Overview" | "My Bookings" | "Credits & Subscription",
): Locator {
  return page.getByRole("tablist", { name: "My Profile sections" }).getByRole("tab", { name });
}

/** Opens /me on a tab, as a click on it does, and waits for the tab to be shown. */
export async function openMeTab(
  page: Page,
  name: "Profile Overview" | "My Bookings" | "Credits & Subscription",
): Promise<void> {
  await page.goto("/me");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await meTab(page, name).click();
  await expect(meTab(page, name)).toHaveAttribute("aria-selected", "true");
}

/** The value of a figure card ("Current Credits", "Member Since", …). */
export function figure(page: Page, term: string): Locator {
  return page.locator("dl > div", { has: page.locator("dt", { hasText: term }) }).locator("dd");
}
