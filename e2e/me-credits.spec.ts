import { createStudent } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, meTab, openMeTab } from "./support/me-page.ts";
import {
  bookThroughApi,
  buyPackageThroughApi,
  cancelThroughApi,
  claimFreeTrial,
  classTheTrialCanBook,
} from "./support/studio-api.ts";
import { studioDate } from "./support/studio-time.ts";
import { expect, test } from "./support/test.ts";

test("the subscription card shows the package, its end, Active and expiring soon", async ({
  page,
}) => {
  await createStudent(page.request, { name: "Tan Wei Ling", nickname: "Wei Ling" });
  await openMeTab(page, "Credits & Subscription");
  const card = page.getByRole("region", { name: "Subscription" });
  await expect(card).toContainText("No subscription yet.");
  await expect(figure(page, "Current Credits")).toHaveText("0 credits");
  await expect(page.getByText("No credit transactions yet.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Receipts" })).toContainText(
    "No receipts yet. When you buy credits at the front desk, the receipt is listed here and e-mailed to you.",
  );
  // Nothing expires, and nothing was refunded, expired or removed: none of it is shown.
  await expect(page.getByRole("region", { name: "Credits that expire" })).toHaveCount(0);
  await expect(figure(page, "Refunded")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The welcome package lasts 7 days: within the 20-day window, so it is expiring soon.
  await claimFreeTrial(page.request);
  await buyPackageThroughApi(page.request, "Welcome Week");
  const { subscription } = (await (await page.request.get("/api/me")).json()) as {
    subscription: { validUntil: string };
  };
  await page.reload();
  await expect(card).toContainText("Welcome Week");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("Expiring soon", { exact: true })).toBeVisible();
  await expect(card).toContainText(`Valid until ${studioDate(subscription.validUntil)}`);
  await expect(figure(page, "Current Credits")).toHaveText("8 credits");
  await expect(figure(page, "Total Earned")).toHaveText("14 credits");
  await expect(figure(page, "Total Spent")).toHaveText("6 credits");
  const entries = page
    .getByRole("region", { name: "Transactions, newest first" })
    .getByRole("listitem");
  await expect(entries.first()).toContainText("Package Purchase");
  await expect(entries.first()).toContainText("Bought Welcome Week");
  await expect(entries.first()).toContainText("−6 credits");

  await meTab(page, "Profile Overview").click();
  await expect(figure(page, "Subscription")).toHaveText("Active");
  await expect(figure(page, "Available Credits")).toHaveText("8");
});

test("Buy More Credits explains the top-up, and View Subscriptions leads to the plans", async ({
  page,
}) => {
  await createStudent(page.request, { name: "Arjun Menon", nickname: "Arjun" });
  await openMeTab(page, "Credits & Subscription");

  const buy = page.getByRole("button", { name: "Buy More Credits" });
  await buy.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Buy More Credits" });
  await expect(dialog).toContainText("Credits are topped up at the studio.");
  await expect(dialog).toContainText("cash, QR Pay, card or bank transfer");
  await expect(dialog.getByRole("link", { name: "+60 3-2181 0000" })).toHaveAttribute(
    "href",
    "tel:+60321810000",
  );
  await expect(dialog.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/plan");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();

  await page.getByRole("link", { name: "View Subscriptions" }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Find a plan that fits your practice" }),
  ).toBeVisible();
});

test("the transaction history loads more for as long as the server has more", async ({ page }) => {
  await createStudent(page.request, { name: "Chloe Ng", nickname: "Chloe" });
  await claimFreeTrial(page.request);
  const item = await classTheTrialCanBook(page.request);
  // Eleven bookings of one class, each cancelled: 22 entries, plus the free trial's.
  for (let round = 0; round < 11; round++) {
    await cancelThroughApi(page.request, await bookThroughApi(page.request, item.id));
  }

  await openMeTab(page, "Credits & Subscription");
  const list = page.getByRole("region", { name: "Transactions, newest first" });
  await expect(list.getByRole("listitem")).toHaveCount(20);
  await expect(list.getByRole("listitem").first()).toContainText("Class Cancellation");
  // The list scrolls inside its own box, and by keyboard once focused.
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await list.focus();
  await page.keyboard.press("End");
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  const more = page.getByRole("button", { name: "Load more" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("listitem")).toHaveCount(23);
  await expect(list.getByRole("listitem").last()).toContainText("Free trial credits");
  await expect(more).toHaveCount(0);
  // The button went with the last page: the focus is on the list it filled.
  await expect(list).toBeFocused();
  // Refunds of cancelled bookings are neither earned nor spent (issue #23): they are counted apart.
  await expect(figure(page, "Total Earned")).toHaveText("14 credits");
  await expect(figure(page, "Total Spent")).toHaveText("0 credits");
  await expect(figure(page, "Refunded")).toContainText(`${11 * item.credits} credits`);
  await expect(figure(page, "Refunded")).toContainText("given back for cancelled bookings");
  await expectNoSeriousA11yViolations(page);
});
