import type { Page } from "@playwright/test";
import type { PackageOffer } from "../src/shared/packages.ts";
import { createStudent, submitCredentials } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const STUDIO = "Studio Sanctuary";
const HEADING = "Find a plan that fits your practice";

async function packagesFromApi(page: Page): Promise<PackageOffer[]> {
  const response = await page.request.get("/api/packages");
  expect(response.ok()).toBe(true);
  return (await response.json()) as PackageOffer[];
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const myPlan = (page: Page) => page.getByRole("region", { name: "Your balance and plan" });

/** A date as the page writes it, in the given zone: "Tue, 22 Dec 2026". */
function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(instant);
}

test.describe("a visitor on the plans page", () => {
  test("sees the Free Trial and the studio's packages", async ({ page }) => {
    const packages = await packagesFromApi(page);
    expect(packages.map(({ name, price }) => `${name} ${price}`)).toEqual([
      "Welcome Week 6",
      "Flow 8 13",
      "Unlimited Month 40",
      "Gentle Quarter 60",
    ]);

    await page.goto("/plan");
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(page).toHaveTitle(`Plans and prices · ${STUDIO}`);
    // Balance and subscription are for students only.
    await expect(myPlan(page)).toHaveCount(0);

    const trial = card(page, "Free Trial");
    await expect(trial).toContainText("RM 0.00");
    await expect(trial).toContainText("14 credits");
    await expect(trial.getByRole("link", { name: "Start Now" })).toHaveAttribute(
      "href",
      "/login?join=1&redirect=%2Fplan",
    );

    await expect(
      page.getByRole("region", { name: "Practise regularly, pay less" }).getByRole("article"),
    ).toHaveCount(4);
    for (const offer of packages) {
      const offerCard = card(page, offer.name);
      await expect(offerCard).toContainText(`${offer.price} credits`);
      await expect(offerCard).toContainText(
        `Save ${offer.totalCustomerSave} credits (${offer.savingsPercent}%)`,
      );
      await expect(offerCard).toContainText(`Valid for ${offer.validityDays} days`);
      await expect(offerCard).toContainText("Private classes always need credits.");
      await expect(offerCard.getByRole("link", { name: "Start Now" })).toHaveAttribute(
        "href",
        "/login?join=1&redirect=%2Fplan",
      );
    }
    const unlimited = card(page, "Unlimited Month");
    await expect(unlimited).toContainText("Unlimited classes a month");
    await expect(unlimited).toContainText("All yoga types");
    const flow = card(page, "Flow 8");
    await expect(flow).toContainText("Up to 8 classes a month");
    await expect(flow).toContainText("Vinyasa Flow, Power Yoga, Ashtanga Yoga, Inside Flow Yoga");
    await expect(card(page, "Gentle Quarter")).toContainText("Valid for 90 days");
    await expect(card(page, "Gentle Quarter")).toContainText("Save 12 credits (17%)");
    // Its price in classes, and that it is sold for credits alone.
    await expect(card(page, "Gentle Quarter")).toContainText(
      "60 credits (credits only)The price of about 30 classes at 2 credits each",
    );

    // The credit packs on sale, sold at the front desk (issue #23); one off sale is not shown.
    const packs = page.getByRole("region", { name: "Top up with credits" });
    const tenCredits = packs.getByRole("article", { name: "10-Credit Pack", exact: true });
    await expect(tenCredits).toContainText("RM 180.00");
    await expect(tenCredits).toContainText("10 credits (RM 18.00 a credit)");
    await expect(tenCredits).toContainText("About 5 classes at 2 credits each");
    await expect(tenCredits).toContainText("Use within 60 days of buying");
    await expect(tenCredits).toContainText(
      "Buy at the front desk: cash, QR Pay, card or bank transfer.",
    );
    await expect(packs.getByRole("article", { name: "20-Credit Pack", exact: true })).toContainText(
      "20 credits (RM 17.00 a credit)",
    );
    await expect(packs.getByRole("article", { name: "Merdeka Special" })).toHaveCount(0);

    await expect(page.getByRole("region", { name: "How credits work" })).toContainText(
      "Private classes always need credits",
    );

    // One h1, and no heading level skipped on the way down.
    const levels = await page
      .locator("h1, h2, h3, h4")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]!).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("presses Start Now, signs in and comes back to the plans", async ({ page, request }) => {
    // A fresh student, made through the API without signing this browser in.
    const student = await createStudent(request, { name: "Lee Mei Hua", nickname: "Mei Hua" });

    await page.goto("/plan");
    await card(page, "Gentle Quarter").getByRole("link", { name: "Start Now" }).click();
    // Someone new is asked to join; one with an account signs in from there.
    await expect(page).toHaveURL(/\/login\?join=1&redirect=%2Fplan$/);
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByRole("button", { name: "Sign in instead" }).click();
    await page.getByLabel("Email").fill(student.email);
    await page.getByLabel("Password").fill(student.password);
    expect(await submitCredentials(page, "Sign In")).toBeNull();

    await expect(page).toHaveURL(/\/plan$/);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
    await expect(myPlan(page)).toContainText("Credit balance0 credits");
    await expect(myPlan(page)).toContainText("No subscription yet");
    // Signed in, Start Now asks for confirmation instead of sending them away.
    await expect(
      card(page, "Gentle Quarter").getByRole("button", { name: "Start Now" }),
    ).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});

test("on a phone, a link opens the next page at its top, and Back returns to where Plans was", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/plan");
  const start = card(page, "Gentle Quarter").getByRole("link", { name: "Start Now" });
  await start.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await start.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/plan$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
    .toBeLessThan(5);
});

test.describe("a signed-in student on the plans page", () => {
  test("claims the free trial once", async ({ page }) => {
    await createStudent(page.request, { name: "Aina Sofea", nickname: "Aina" });
    await page.goto("/plan");
    await expect(myPlan(page)).toContainText("Credit balance0 credits");

    const start = card(page, "Free Trial").getByRole("button", { name: "Start Now" });
    await start.click();
    const dialog = page.getByRole("dialog", { name: "Start your Free Trial" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("14 credits to spend on any class");
    await expect(dialog).toContainText("CostRM 0.00");
    await expect(dialog).toContainText("Your balance0 credits");
    await expect(dialog).toContainText("Balance after14 credits");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Claim 14 credits" }).click();
    await expect(dialog.getByRole("status")).toContainText("14 credits added.");
    await expect(dialog.getByRole("status")).toContainText("Your balance is now 14 credits.");
    await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    // The profile was fetched again: the page shows the new balance, and the trial as claimed,
    // with no Start Now to offer a claim the server would refuse (issue #22).
    await expect(myPlan(page)).toContainText("Credit balance14 credits");
    const trial = card(page, "Free Trial");
    await expect(trial.getByText("Claimed", { exact: true })).toBeVisible();
    await expect(start).toHaveCount(0);
    await expect(trial.getByText("Claimed", { exact: true }).locator("..")).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // It stays so on the next visit; a second claim is still refused by the server.
    await page.reload();
    await expect(card(page, "Free Trial").getByText("Claimed", { exact: true })).toBeVisible();
    await expect(card(page, "Free Trial").getByRole("button", { name: "Start Now" })).toHaveCount(
      0,
    );
    const again = await page.request.post("/api/me/free-trial", { data: {} });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.message).toBe("You have already claimed your free trial.");

    const profile = await page.request.get("/api/me");
    expect(((await profile.json()) as { credits: number }).credits).toBe(14);
  });

  test("without enough credits is told so by the server", async ({ page }) => {
    await createStudent(page.request, { name: "Ravi Kumar", nickname: "Ravi" });
    await page.goto("/plan");
    await expect(myPlan(page)).toContainText("Credit balance0 credits");

    await card(page, "Flow 8").getByRole("button", { name: "Start Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Buy Flow 8" });
    await expect(dialog).toContainText("Cost13 credits");
    await expect(dialog).toContainText("Your balance0 credits");
    await expect(dialog).toContainText("Up to 8 classes a month");
    await expect(dialog).not.toContainText("Balance after");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Buy for 13 credits" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "You need at least 13 credits to buy this package.",
    );
    await expect(dialog.getByRole("button", { name: "Back to plans" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(myPlan(page)).toContainText("No subscription yet");
  });

  test("with enough credits buys a package and sees the subscription and new balance", async ({
    page,
  }) => {
    await createStudent(page.request, { name: "Tan Wei Ling", nickname: "Wei Ling" });
    const claimed = await page.request.post("/api/me/free-trial", { data: {} });
    expect(claimed.status()).toBe(200);

    await page.goto("/plan");
    await expect(myPlan(page)).toContainText("Credit balance14 credits");
    await card(page, "Welcome Week").getByRole("button", { name: "Start Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Buy Welcome Week" });
    await expect(dialog).toContainText("Cost6 credits");
    await expect(dialog).toContainText("Your balance14 credits");
    await expect(dialog).toContainText("Balance after8 credits");

    await dialog.getByRole("button", { name: "Buy for 6 credits" }).click();
    const outcome = dialog.getByRole("status");
    await expect(outcome).toContainText("Your balance is now 8 credits.");
    const profile = await (await page.request.get("/api/me")).json();
    expect(profile).toMatchObject({
      credits: 8,
      subscription: { packageName: "Welcome Week", status: "Active" },
    });
    // The end date is shown in studio time, whatever the browser's zone.
    const studioDate = dateIn(new Date(profile.subscription.validUntil), "Asia/Kuala_Lumpur");
    await expect(outcome).toContainText(`You have Welcome Week until ${studioDate}.`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();

    await expect(myPlan(page)).toContainText("Credit balance8 credits");
    await expect(myPlan(page)).toContainText(`Active until ${studioDate}`);
  });

  test("reads well at 390 px (screenshot saved)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createStudent(page.request, { name: "Nur Iman", nickname: "Iman" });
    await page.goto("/plan");
    await expect(myPlan(page)).toContainText("0 credits");
    await expect(
      page.getByRole("region", { name: "Practise regularly, pay less" }).getByRole("article"),
    ).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/plans-390.png", fullPage: true });
    await card(page, "Unlimited Month").getByRole("button", { name: "Start Now" }).click();
    await expect(page.getByRole("dialog", { name: "Buy Unlimited Month" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/plans-dialog-390.png" });
  });
});
