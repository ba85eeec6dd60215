import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatRinggit } from "../src/shared/money.ts";
import type { CreditPackOffer } from "../src/shared/sales.ts";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, openMeTab } from "./support/me-page.ts";
import { STRIPE_E2E_PORT } from "./support/online-payments.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

const PACK = "10-Credit Pack";

async function packOnSale(page: Page, name: string): Promise<CreditPackOffer> {
  const response = await page.request.get("/api/credit-packs");
  expect(response.ok()).toBe(true);
  const pack = ((await response.json()) as CreditPackOffer[]).find((offer) => offer.name === name);
  expect(pack, `${name} on sale`).toBeDefined();
  return pack!;
}

const packCard = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Top up with credits" })
    .getByRole("article", { name, exact: true });

/** On the stand-in for Stripe's Checkout page (serve-with-stripe.ts), which says it is not Stripe. */
async function expectStandInCheckout(page: Page, pack: CreditPackOffer): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
  await expect(page.getByText("This is not Stripe.")).toBeVisible();
  await expect(page.getByText(`${pack.name}: ${formatRinggit(pack.priceSen)}`)).toBeVisible();
}

test.describe("with online payments on", () => {
  // The server whose Stripe is the local stand-in (serve-with-stripe.ts).
  test.use({ baseURL: `http://localhost:${STRIPE_E2E_PORT}` });

  test("a student buys a credit pack by card; the return page waits for Stripe's word, then shows the credits and the receipt", async ({
    page,
    baseURL,
  }) => {
    await createStudent(page.request, { name: "Siti Rahman", nickname: "Siti" }, baseURL);
    const pack = await packOnSale(page, PACK);
    const price = formatRinggit(pack.priceSen);

    await page.goto("/plan");
    const card = packCard(page, PACK);
    const buy = card.getByRole("button", { name: `Buy for ${price}` });
    await expect(buy).toHaveAccessibleDescription(PACK);
    await expect(card).toContainText(
      "Or buy at the front desk: cash, QR Pay, card or bank transfer.",
    );
    await expectNoSeriousA11yViolations(page);
    await card.screenshot({ path: "test-results/screenshots/credit-pack-buy.png" });

    // While the server opens the Checkout, the button says so and takes no second press.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/payments/checkout", async (route) => {
      await held;
      await route.continue();
    });
    await buy.click();
    const opening = card.getByRole("button", { name: "Opening secure payment…" });
    await expect(opening).toHaveAttribute("aria-disabled", "true");
    answer();

    await expectStandInCheckout(page, pack);
    // As if Stripe's webhook were a moment late: the page's first read finds the order still open.
    let reads = 0;
    await page.route(/\/api\/payments\/orders\/[0-9a-f-]{36}$/, async (route) => {
      reads += 1;
      if (reads > 1) return route.continue();
      const response = await route.fetch();
      const order = await response.json();
      return route.fulfill({ response, json: { ...order, status: "open", receipt: null } });
    });
    await page.getByRole("button", { name: "Pay by card" }).click();

    // Back at the studio, the page waits for the webhook, asking again until the order is paid.
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\?returned=paid$/);
    await expect(page).toHaveTitle("Your payment · Studio Sanctuary");
    const outcome = page.getByRole("status").filter({ hasText: "Payment" });
    await expect(outcome).toContainText("Waiting for the payment to be confirmed…");
    await expect(outcome).toContainText(`Payment received — ${pack.credits} credits added`);
    expect(reads).toBeGreaterThan(1);
    await expect(page.getByRole("region", { name: "Payment", exact: true })).toContainText(price);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: "test-results/screenshots/payment-received.png",
      fullPage: true,
    });

    await page.getByRole("link", { name: /^See receipt / }).click();
    await expect(page).toHaveURL(/\/me\/receipts\/[0-9a-f-]{36}$/);
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText("Online (Stripe)");
    await expect(receipt).toContainText(PACK);
    await expect(receipt).toContainText(`Total paid${price}`);

    await page.getByRole("link", { name: "Back to Credits & Subscription" }).click();
    await expect(figure(page, "Current Credits")).toHaveText(`${pack.credits} credits`);
    await expect(page.getByRole("region", { name: "Payments being confirmed" })).toHaveCount(0);
  });

  test("a cancelled payment charges nothing; an FPX one shows as pending until the bank confirms", async ({
    page,
    baseURL,
  }) => {
    await createStudent(page.request, { name: "Kavitha Raj", nickname: "Kavi" }, baseURL);
    const pack = await packOnSale(page, PACK);
    const price = formatRinggit(pack.priceSen);

    await page.goto("/plan");
    await packCard(page, PACK)
      .getByRole("button", { name: `Buy for ${price}` })
      .click();
    await expectStandInCheckout(page, pack);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\?returned=cancelled$/);
    await expect(page.getByRole("status").filter({ hasText: "Payment not" })).toContainText(
      "Payment not completed — nothing was charged",
    );
    await expect(page.getByRole("link", { name: "Back to Plans" })).toHaveAttribute(
      "href",
      "/plan",
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/payment-cancelled-390.png" });

    // From the Credits tab this time, paying with FPX: the bank confirms later.
    await openMeTab(page, "Credits & Subscription");
    await page.getByRole("button", { name: "Buy More Credits" }).click();
    const dialog = page.getByRole("dialog", { name: "Buy More Credits" });
    await expect(dialog).toContainText("The front desk sells them too");
    const buy = dialog.getByRole("button", { name: `Buy for ${price}` });
    await expect(buy).toHaveAccessibleDescription(PACK);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/buy-credits-dialog-390.png" });
    await buy.click();
    await expectStandInCheckout(page, pack);
    await page.getByRole("button", { name: "Pay with FPX" }).click();

    await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\?returned=paid$/);
    await expect(page.getByRole("status").filter({ hasText: "Payment pending" })).toContainText(
      "Payment pending — your bank has not confirmed it yet",
    );
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Credits & Subscription", exact: true }).click();
    const pending = page.getByRole("region", { name: "Payments being confirmed" });
    await expect(pending.getByRole("listitem")).toHaveCount(1);
    await expect(pending).toContainText(PACK);
    await expect(pending).toContainText(price);
    await expect(pending).toContainText("Pending — your bank has not confirmed it yet");
    await expect(figure(page, "Current Credits")).toHaveText("0 credits");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await pending.screenshot({ path: "test-results/screenshots/payments-being-confirmed-390.png" });
  });

  test("a student buys a package priced in ringgit by GrabPay, and it starts", async ({
    page,
    request,
    baseURL,
  }) => {
    // A package with a ringgit price, beside the demo ones, which are priced in credits only.
    await signInThroughApi(request, DEMO_ADMIN, baseURL);
    const name = "Online Month";
    const created = await request.post("/api/admin/packages", {
      data: {
        name,
        price: 20,
        priceRm: "250.00",
        totalCustomerSave: 4,
        validityDays: 30,
        maxClassesPerMonth: 12,
        validYogaTypes: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await createStudent(page.request, { name: "Mei Ling Goh", nickname: "Mei Ling" }, baseURL);

    await page.goto("/plan");
    const packages = page.getByRole("region", { name: "Practise regularly, pay less" });
    const card = packages.getByRole("article", { name, exact: true });
    // Credits still start it; the ringgit price buys it outright.
    await expect(card.getByRole("button", { name: "Start Now" })).toBeVisible();
    const buy = card.getByRole("button", { name: "Buy for RM 250.00" });
    await expect(buy).toHaveAccessibleDescription(name);
    await expect(packages.getByRole("button", { name: /^Buy for / })).toHaveCount(1);
    await card.screenshot({ path: "test-results/screenshots/package-buy.png" });
    await buy.click();

    await expect(page.getByText("This is not Stripe.")).toBeVisible();
    await page.getByRole("button", { name: "Pay with GrabPay" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment" })).toContainText(
      `Payment received — ${name} has started`,
    );
    await page.getByRole("link", { name: "Credits & Subscription", exact: true }).click();
    const subscription = page.getByRole("region", { name: "Subscription" });
    await expect(subscription).toContainText(name);
    await expect(subscription.getByText("Active", { exact: true })).toBeVisible();

    // Another student's order, or none, is not there.
    await page.goto(`/payments/${randomUUID()}?returned=paid`);
    await expect(page.getByRole("status")).toHaveText("This payment does not exist.");
    await expect(page.getByRole("link", { name: "Back to Plans" })).toBeVisible();
  });

  test("a visitor is asked to join or sign in first", async ({ page }) => {
    await page.goto("/plan");
    const pack = await packOnSale(page, PACK);
    await packCard(page, PACK)
      .getByRole("link", { name: `Buy for ${formatRinggit(pack.priceSen)}` })
      .click();
    // Someone new is asked to join first (with "Sign in instead" there), and comes back here.
    await expect(page).toHaveURL(/\/login\?join=1&redirect=%2Fplan$/);

    // The return page, opened signed out, asks for the same and comes back to it.
    await page.goto("/payments/00000000-0000-4000-8000-000000000000?returned=paid");
    const logIn = page.getByRole("link", { name: "Log In" });
    await expect(logIn).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent("/payments/00000000-0000-4000-8000-000000000000?returned=paid")}`,
    );
  });
});

test("without Stripe keys the packs are sold at the front desk only", async ({ page }) => {
  await page.goto("/plan");
  const card = packCard(page, PACK);
  await expect(card).toContainText("Buy at the front desk: cash, QR Pay, card or bank transfer.");
  await expect(page.getByRole("button", { name: /^Buy for / })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Buy for / })).toHaveCount(0);
});
