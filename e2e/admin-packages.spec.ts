import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { AdminPackage } from "../src/shared/packages.ts";
import type { AdminCreditPack } from "../src/shared/sales.ts";
import {
  createStudent,
  DEMO_ADMIN,
  signInThroughApi,
  signInThroughForm,
} from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { OUTAGE_MESSAGE, simulateOutage } from "./support/outage.ts";
import { claimFreeTrial } from "./support/studio-api.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

/** Every package these tests make carries this mark, so they can be taken off sale afterwards. */
const MARK = "e2e";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const packagesTable = (page: Page) => page.getByRole("table", { name: "Packages, on sale first" });
/** The wide screen's table row of a package (the narrow screen shows cards instead). */
const packageRow = (page: Page, name: string) =>
  packagesTable(page).getByRole("row").filter({ hasText: name });
const creditPackRow = (page: Page, name: string) =>
  page.getByRole("table", { name: "Credit packs" }).getByRole("row").filter({ hasText: name });
const planCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

function packageName(label: string): string {
  return `${label} ${MARK}${randomUUID().slice(0, 6)}`;
}

// The plans journey (plans.spec.ts) counts the packages on sale: whatever a test here leaves
// behind (packages and credit packs), even when it fails half-way, goes off sale.
test.afterEach(async ({ request }) => {
  await signInThroughApi(request, DEMO_ADMIN);
  const packages = (await (await request.get("/api/admin/packages")).json()) as AdminPackage[];
  for (const item of packages.filter((each) => each.isActive && each.name.includes(MARK))) {
    const response = await request.post(`/api/admin/packages/${item.id}/status`, {
      data: { isActive: false },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const packs = (await (await request.get("/api/admin/credit-packs")).json()) as AdminCreditPack[];
  for (const pack of packs.filter((each) => each.onSale && each.name.includes(MARK))) {
    const response = await request.put(`/api/admin/credit-packs/${pack.id}`, {
      data: { ...creditPackInput(pack), onSale: false },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

/** A saved pack as the API takes it back. */
function creditPackInput(pack: AdminCreditPack) {
  const { name, credits, priceSen, validityDays, onSale } = pack;
  return { name, credits, priceRm: (priceSen / 100).toFixed(2), validityDays, onSale };
}

test("the admin creates and edits a package, a student buys it, and the admin sees the subscriber and takes it off sale", async ({
  page,
}) => {
  // A long journey (admin, student and admin again, with accessibility scans): on 2 cores with
  // another busy process it took 48 s (issue #18).
  test.setTimeout(90_000);
  const name = packageName("Evening Flow");
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Packages" })).toBeVisible();
  for (const column of [
    "Name",
    "Yoga types",
    "Price",
    "Savings",
    "Validity",
    "Max classes per month",
    "Active subscribers",
    "Expiring in 20 days",
    "Status",
  ]) {
    await expect(
      packagesTable(page).getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  }
  await expect(packageRow(page, "Unlimited Month")).toContainText("Unlimited");
  await expect(packageRow(page, "Unlimited Month")).toContainText("All Yoga Types");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Add New Package" }).click();
  await expect(page).toHaveURL(/\/admin\/add_package$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Package" })).toBeVisible();
  await expect(field(page, "Validity (days)")).toHaveValue("30");
  await expect(field(page, "All Yoga Types")).toBeChecked();
  await expect(
    page.getByText("Private classes always require credits, regardless of package."),
  ).toBeVisible();

  await test.step("every rule of the form, the first field to fix focused", async () => {
    await field(page, "Validity (days)").fill("");
    await field(page, "All Yoga Types").uncheck();
    await page.getByRole("button", { name: "Create Package" }).click();
    for (const message of [
      "Package name is required",
      "Price is required",
      "Validity days is required",
      "Max classes per month is required",
      "Choose at least one yoga type, or tick All Yoga Types.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "Package name")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await field(page, "Package name").fill("   ");
    await field(page, "Price (credits)").fill("0");
    await field(page, "Customer savings (credits)").fill("-1");
    await page.getByRole("button", { name: "Create Package" }).click();
    await expect(page.getByText("Package name is required")).toBeVisible();
    await expect(page.getByText("Price must be at least 1 credit")).toBeVisible();
    await expect(page.getByText("Savings must be 0 or more")).toBeVisible();
  });

  await test.step("presets, yoga types and the live savings percentage", async () => {
    await field(page, "Package name").fill(name);
    await field(page, "Price (credits)").fill("40");
    await field(page, "Customer savings (credits)").fill("10");
    await expect(page.getByText("Savings percentage: 20%")).toBeVisible();
    const validity = page.getByRole("group", { name: "Validity presets" });
    await expect(validity.getByRole("button")).toHaveText([
      "1 Week",
      "1 Month",
      "3 Months",
      "6 Months",
      "1 Year",
    ]);
    await validity.getByRole("button", { name: "3 Months" }).click();
    await expect(field(page, "Validity (days)")).toHaveValue("90");
    await expect(validity.getByRole("button", { name: "3 Months" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const cap = page.getByRole("group", { name: "Max classes per month presets" });
    await expect(cap.getByRole("button")).toHaveText(["4", "8", "12", "20", "Unlimited"]);
    await cap.getByRole("button", { name: "Unlimited" }).click();
    await expect(field(page, "Max classes per month")).toHaveValue("999");
    await field(page, "Yin Yoga").check();
    await field(page, "Vinyasa Flow").check();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/add-package.png", fullPage: true });
  });

  await test.step("a failed save says so, with the server's reason, and keeps the form", async () => {
    await simulateOutage(page, "**/api/admin/packages", { method: "POST", once: true });
    await page.getByRole("button", { name: "Create Package" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Failed to create package. Please try again.");
    await expect(alert).toContainText(OUTAGE_MESSAGE);
    await expect(page).toHaveURL(/\/admin\/add_package$/);
  });

  await test.step("'Package created successfully!', then the list", async () => {
    await page.getByRole("button", { name: "Create Package" }).click();
    await expect(page).toHaveURL(/\/admin\/packages$/);
    await expect(page.getByText("Package created successfully!")).toBeVisible();
    const cells = packageRow(page, name).getByRole("cell");
    await expect(cells.nth(0)).toHaveText("Vinyasa FlowYin Yoga");
    await expect(cells.nth(1)).toHaveText("40 credits (credits only)");
    await expect(cells.nth(1)).not.toContainText("RM");
    await expect(cells.nth(2)).toHaveText("Save 10 credits (20%)");
    await expect(cells.nth(3)).toHaveText("90 days");
    await expect(cells.nth(4)).toHaveText("Unlimited");
    await expect(cells.nth(5)).toHaveText("0");
    await expect(cells.nth(6)).toHaveText("0");
    await expect(cells.nth(7)).toHaveText(/^Active/);
  });

  await test.step("edit: the saved values, then 'Package updated successfully!'", async () => {
    await packageRow(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit_package\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Package" })).toBeVisible();
    await expect(field(page, "Package name")).toHaveValue(name);
    await expect(field(page, "Price (credits)")).toHaveValue("40");
    await expect(field(page, "Validity (days)")).toHaveValue("90");
    await expect(field(page, "Max classes per month")).toHaveValue("999");
    await expect(field(page, "All Yoga Types")).not.toBeChecked();
    await expect(field(page, "Yin Yoga")).toBeChecked();
    await expect(field(page, "Hatha Yoga")).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // Cheap enough for the free trial's 14 credits, for a week.
    await field(page, "Price (credits)").fill("12");
    await field(page, "Customer savings (credits)").fill("4");
    await expect(page.getByText("Savings percentage: 25%")).toBeVisible();
    await page
      .getByRole("group", { name: "Validity presets" })
      .getByRole("button", { name: "1 Week" })
      .click();
    await page
      .getByRole("group", { name: "Max classes per month presets" })
      .getByRole("button", { name: "8" })
      .click();
    await field(page, "All Yoga Types").check();
    await expect(field(page, "Yin Yoga")).toBeDisabled();
    await expect(field(page, "Price in RM (to buy outright)")).toHaveValue("");
    await field(page, "Price in RM (to buy outright)").fill("45.5");
    // A week of classes is 7 at most: at the usual 2 credits a class, worth 14, so 2 saved at most.
    await expect(
      page.getByText("7 classes are worth 14 credits at 2 credits each (the usual class price)"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(field(page, "Customer savings (credits)")).toHaveAccessibleDescription(
      /Savings can be at most 2 credits: 7 classes are worth 14 credits at 2 credits each, and the price is 12 credits\./,
    );
    await expect(page).toHaveURL(/\/admin\/edit_package\//);
    await page.getByRole("button", { name: "Set savings to 2" }).click();
    await expect(field(page, "Customer savings (credits)")).toHaveValue("2");
    await expect(page.getByText("Savings percentage: 14%")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/packages$/);
    await expect(page.getByText("Package updated successfully!")).toBeVisible();
    const cells = packageRow(page, name).getByRole("cell");
    await expect(cells.nth(0)).toHaveText("All Yoga Types");
    await expect(cells.nth(1)).toHaveText("12 credits or RM 45.50");
    await expect(cells.nth(2)).toHaveText("Save 2 credits (14%)");
    await expect(cells.nth(3)).toHaveText("7 days");
    await expect(cells.nth(4)).toHaveText("8");
  });

  await test.step("a student buys it on /plan with the free trial's credits", async () => {
    await page.context().clearCookies();
    await createStudent(page.request, { name: "Siti Hajar", nickname: "Siti" });
    await claimFreeTrial(page.request);
    await page.goto("/plan");
    await expect(planCard(page, name)).toContainText("12 credits or RM 45.50");
    await planCard(page, name).getByRole("button", { name: "Start Now" }).click();
    const dialog = page.getByRole("dialog", { name: `Buy ${name}` });
    await dialog.getByRole("button", { name: "Buy for 12 credits" }).click();
    await expect(dialog.getByRole("status")).toContainText("Your balance is now 2 credits.");
    await dialog.getByRole("button", { name: "Done" }).click();
  });

  await test.step("the admin sees the subscriber, in the list and in Details", async () => {
    await page.context().clearCookies();
    await signInThroughForm(page, DEMO_ADMIN);
    await page.goto("/admin/packages");
    const cells = packageRow(page, name).getByRole("cell");
    await expect(cells.nth(5)).toHaveText("1");
    // A week's subscription ends within 20 days.
    await expect(cells.nth(6)).toHaveText("1");
    await page.screenshot({ path: "test-results/screenshots/packages.png", fullPage: true });

    const opener = packageRow(page, name).getByRole("button", { name: `Details ${name}` });
    await opener.click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog.getByRole("heading", { name: "Package information" })).toBeVisible();
    await expect(dialog).toContainText("Price12 credits");
    await expect(dialog).toContainText("Active subscribers1");
    await expect(dialog).toContainText("Expiring in 20 days1");
    await expect(dialog).toContainText("Total revenue12 credits");
    await expect(dialog).toContainText("Subscriptions sold1");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/packages-details.png" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step("deactivated, with a confirm: off /plan, still in the list", async () => {
    await packageRow(page, name)
      .getByRole("button", { name: `Deactivate ${name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Deactivate package" });
    await expect(confirm).toContainText(`Deactivate ${name}?`);
    await expect(confirm).toContainText(
      "Its 1 active subscriber keeps it until their subscriptions end.",
    );
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: `${name} is deactivated.` }),
    ).toBeVisible();
    const cells = packageRow(page, name).getByRole("cell");
    await expect(cells.nth(7)).toHaveText(/^Inactive/);
    await expect(cells.nth(5)).toHaveText("1");
    await expect(
      packageRow(page, name).getByRole("button", { name: `Activate ${name}` }),
    ).toBeVisible();

    await page.goto("/plan");
    await expect(planCard(page, "Welcome Week")).toBeVisible();
    await expect(planCard(page, name)).toHaveCount(0);
  });
});

test("the list's empty, failed and unknown states", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await page.route("**/api/admin/packages", (route) => route.fulfill({ json: [] }), {
    times: 1,
  });
  await page.goto("/admin/packages");
  await expect(page.getByText("No packages found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add First Package" }).click();
  await expect(page).toHaveURL(/\/admin\/add_package$/);

  const outage = await simulateOutage(page, "**/api/admin/packages");
  await page.goto("/admin/packages");
  await expect(page.getByRole("alert")).toContainText(OUTAGE_MESSAGE, {
    timeout: 15_000,
  });
  outage.end();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(packagesTable(page)).toBeVisible();

  await page.goto("/admin/edit_package/no-such-package");
  await expect(page.getByText("This package does not exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Packages" }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
});

test("the package screens work on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin/packages");
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("article", { name: "Unlimited Month" });
  await expect(card).toContainText("Max classes per month");
  await expect(card).toContainText("Unlimited");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/packages-390.png", fullPage: true });

  await card.getByRole("button", { name: "Details Unlimited Month" }).click();
  const dialog = page.getByRole("dialog", { name: "Unlimited Month" });
  await expect(dialog).toContainText("Total revenue");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Add New Package" }).click();
  await expect(field(page, "Package name")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/add-package-390.png", fullPage: true });

  await page.goto("/admin/packages");
  await card.getByRole("link", { name: "Edit Unlimited Month" }).click();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expect(field(page, "Max classes per month")).toHaveValue("999");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("a credit pack is edited in a dialog: a failed save says why, and off sale it leaves the Plans page; on a phone too", async ({
  page,
}) => {
  const name = packageName("Evening Pack");
  await signInThroughApi(page.request, DEMO_ADMIN);
  const created = await page.request.post("/api/admin/credit-packs", {
    data: { name, credits: 6, priceRm: "99", validityDays: 30, onSale: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto("/plan");
  await expect(planCard(page, name)).toContainText("RM 99.00");
  await expect(planCard(page, name)).toContainText("6 credits (RM 16.50 a credit)");

  await page.goto("/admin/packages");
  await expect(creditPackRow(page, name).getByRole("cell")).toHaveText([
    "6 credits",
    "RM 99.00",
    "RM 16.50",
    "30 days",
    "0",
    "On sale",
    `Edit ${name}`,
  ]);
  const opener = creditPackRow(page, name).getByRole("button", { name: `Edit ${name}` });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expect(dialog.getByLabel("Price (RM)")).toHaveValue("99.00");
  await expect(dialog.getByLabel("Validity (days)")).toHaveValue("30");
  await dialog.getByLabel("Price (RM)").fill("90.5");
  await dialog.getByLabel("Never expire").check();
  await expect(dialog.getByLabel("Validity (days)")).toHaveCount(0);
  await dialog.getByLabel("On sale (at the desk and on the Plans page)").uncheck();
  await expectNoSeriousA11yViolations(page);

  await simulateOutage(page, "**/api/admin/credit-packs/*", { method: "PUT", once: true });
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Failed to save the credit pack. Please try again.",
  );
  await expect(dialog.getByRole("alert")).toContainText(OUTAGE_MESSAGE);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Credit pack saved." })).toBeVisible();
  await expect(creditPackRow(page, name).getByRole("cell")).toHaveText([
    "6 credits",
    "RM 90.50",
    "RM 15.08",
    "Never expire",
    "0",
    "Not on sale",
    `Edit ${name}`,
  ]);

  await page.goto("/plan");
  await expect(page.getByRole("article", { name: "10-Credit Pack", exact: true })).toBeVisible();
  await expect(planCard(page, name)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/packages");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Never expire");
  await expect(card).toContainText("Not on sale");
  await expectNoSidewaysScroll(page);
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("dialog", { name: `Edit ${name}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
