import { expect, type Page } from "@playwright/test";

/** The public shell: the top navigation with its four entries, and the footer. */
export async function expectPublicShell(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const entry of ["Schedule", "Plans", "About", "Profile"]) {
    await expect(nav.getByRole("link", { name: entry })).toBeVisible();
  }
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /Instagram/ })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Facebook/ })).toBeVisible();
  await expect(footer.getByRole("link", { name: /YouTube/ })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Get directions/ })).toBeVisible();
  await expect(footer.getByText("Kuala Lumpur").first()).toBeVisible();
  await expect(footer).toContainText(`© 2025–${new Date().getFullYear()}`);
  await expect(footer).toContainText("Powered by");
}
