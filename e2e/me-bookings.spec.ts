import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, meTab, openMeTab } from "./support/me-page.ts";
import {
  bookThroughApi,
  cancelThroughApi,
  claimFreeTrial,
  classTheTrialCanBook,
  createClassAsAdmin,
  DAY_MS,
  HOUR_MS,
} from "./support/studio-api.ts";
import { studioDate } from "./support/studio-time.ts";
import { expect, test } from "./support/test.ts";

const upcoming = (page: Page) => page.getByRole("region", { name: "Upcoming Classes" });
const history = (page: Page) => page.getByRole("region", { name: "Class History" });
const titlesIn = (list: Locator) => list.getByRole("article").getByRole("heading", { level: 3 });

test("a student cancels a booking from My Bookings and sees the refund in their credits", async ({
  page,
}) => {
  await createStudent(page.request, { name: "Hana Yusof", nickname: "Hana" });
  await claimFreeTrial(page.request);
  const item = await classTheTrialCanBook(page.request);
  const { title, credits, startsAt } = item;
  await bookThroughApi(page.request, item.id);

  await openMeTab(page, "My Bookings");
  await expect(page).toHaveURL(/\/me\?tab=bookings$/);
  const card = upcoming(page).getByRole("article", { name: title });
  await expect(card).toContainText("Confirmed");
  await expect(card).toContainText(studioDate(startsAt));
  await expect(card).toContainText(`Paid ${credits} credit`);
  await expect(history(page)).toContainText("No past classes yet.");
  await expectNoSeriousA11yViolations(page);

  const cancelButton = card.getByRole("button", { name: `Cancel booking for ${title}` });
  await cancelButton.click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(`Cancel your booking for ${title} on ${studioDate(startsAt)}`);
  await expect(dialog).toContainText("Your spot will be freed for another student.");
  await expect(dialog).toContainText(`The ${credits} credit`);
  await expectNoSeriousA11yViolations(page);

  // "Keep my booking" changes nothing and gives the focus back.
  await dialog.getByRole("button", { name: "Keep my booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();

  await cancelButton.click();
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(dialog).toBeHidden();
  const refund = `${credits} ${credits === 1 ? "credit has" : "credits have"} been refunded to your balance.`;
  const outcome = page.getByRole("status").filter({ hasText: "Your booking is cancelled" });
  await expect(outcome).toHaveText(
    `Your booking is cancelled and your spot has been freed. ${refund}`,
  );
  // The button went with the booking: the focus is on what happened.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(refund);
  await expect(upcoming(page)).toContainText("No upcoming classes.");
  await expect(history(page).getByRole("article", { name: title })).toContainText("Cancelled");
  await expectNoSeriousA11yViolations(page);

  // Both ledger entries, newest first, above the free trial's credits.
  await meTab(page, "Credits & Subscription").click();
  await expect(figure(page, "Current Credits")).toHaveText("14 credits");
  // The refund is neither earned nor spent (issue #23): it is counted apart.
  await expect(figure(page, "Total Earned")).toHaveText("14 credits");
  await expect(figure(page, "Total Spent")).toHaveText("0 credits");
  await expect(figure(page, "Refunded")).toContainText(
    `${credits} credit${credits === 1 ? "" : "s"}`,
  );
  const entries = page
    .getByRole("region", { name: "Transactions, newest first" })
    .getByRole("listitem");
  await expect(entries).toHaveCount(3);
  const unit = credits === 1 ? "credit" : "credits";
  await expect(entries.nth(0)).toContainText("Class Cancellation");
  await expect(entries.nth(0)).toContainText(`Refund for ${title}`);
  await expect(entries.nth(0)).toContainText(`+${credits} ${unit}`);
  await expect(entries.nth(1)).toContainText("Class Booking");
  await expect(entries.nth(1)).toContainText(`Booked ${title}`);
  await expect(entries.nth(1)).toContainText(`−${credits} ${unit}`);
  await expect(entries.nth(2)).toContainText("Free trial credits");
  await expect(entries.nth(2)).toContainText("+14 credits");
  await expectNoSeriousA11yViolations(page);

  await meTab(page, "Profile Overview").click();
  await expect(figure(page, "Available Credits")).toHaveText("14");
});

test("a cancellation less than 4 hours before the class is refused with the spec's text", async ({
  page,
  request,
}) => {
  const title = `Lunchtime Stretch ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(request, DEMO_ADMIN);
  // Bookable (more than 2 hours ahead) but too close to cancel (less than 4).
  const courseId = await createClassAsAdmin(request, { title, startsInMs: 3 * HOUR_MS });
  await createStudent(page.request, { name: "Daniel Wong", nickname: "Dan" });
  await claimFreeTrial(page.request);
  await bookThroughApi(page.request, courseId);

  await openMeTab(page, "My Bookings");
  const card = upcoming(page).getByRole("article", { name: title });
  await card.getByRole("button", { name: `Cancel booking for ${title}` }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "Cannot cancel booking less than 4 hours before class starts.",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card).toContainText("Confirmed");
  await expectNoSeriousA11yViolations(page);
});

test("each list shows five bookings a page and pages on its own", async ({ page, request }) => {
  const run = randomUUID().slice(0, 6);
  await signInThroughApi(request, DEMO_ADMIN);
  await createStudent(page.request, { name: "Mei Ling Tan", nickname: "Mei" });
  await claimFreeTrial(page.request);
  // Seven booked classes, a day apart from tomorrow: upcoming, soonest first.
  const upcomingTitles: string[] = [];
  for (let index = 1; index <= 7; index++) {
    const title = `Upcoming ${index} ${run}`;
    const courseId = await createClassAsAdmin(request, { title, startsInMs: index * DAY_MS });
    await bookThroughApi(page.request, courseId);
    upcomingTitles.push(title);
  }
  // Seven cancelled bookings: history, latest class first.
  const historyTitles: string[] = [];
  for (let index = 1; index <= 7; index++) {
    const title = `Cancelled ${index} ${run}`;
    const courseId = await createClassAsAdmin(request, {
      title,
      startsInMs: index * DAY_MS + 2 * HOUR_MS,
    });
    await cancelThroughApi(page.request, await bookThroughApi(page.request, courseId));
    historyTitles.unshift(title);
  }

  await openMeTab(page, "My Bookings");
  await expect(titlesIn(upcoming(page))).toHaveText(upcomingTitles.slice(0, 5));
  await expect(upcoming(page)).toContainText("7 classes");
  await expect(upcoming(page)).toContainText("Page 1 of 2");
  await expect(titlesIn(history(page))).toHaveText(historyTitles.slice(0, 5));
  await expect(history(page).getByRole("article").first()).toContainText("Cancelled");
  await expect(history(page)).toContainText("Page 1 of 2");

  const upcomingPages = page.getByRole("navigation", { name: "Upcoming Classes pages" });
  const historyPages = page.getByRole("navigation", { name: "Class History pages" });
  await expect(upcomingPages.getByRole("button", { name: "Previous" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  // By keyboard: Enter on Next; the focus stays on it, now that it leads nowhere.
  const next = upcomingPages.getByRole("button", { name: "Next" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(titlesIn(upcoming(page))).toHaveText(upcomingTitles.slice(5));
  await expect(upcoming(page)).toContainText("Page 2 of 2");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(upcoming(page)).toContainText("Page 2 of 2");
  // The history kept its own page.
  await expect(titlesIn(history(page))).toHaveText(historyTitles.slice(0, 5));
  await expectNoSeriousA11yViolations(page);

  await historyPages.getByRole("button", { name: "Next" }).click();
  await expect(titlesIn(history(page))).toHaveText(historyTitles.slice(5));
  await expect(history(page)).toContainText("Page 2 of 2");
  await expect(titlesIn(upcoming(page))).toHaveText(upcomingTitles.slice(5));

  await upcomingPages.getByRole("button", { name: "Previous" }).click();
  await expect(titlesIn(upcoming(page))).toHaveText(upcomingTitles.slice(0, 5));
  await expect(titlesIn(history(page))).toHaveText(historyTitles.slice(5));
});

test("a list that cannot load, and a cancellation that fails, say so", async ({ page }) => {
  await createStudent(page.request, { name: "Farah Aziz", nickname: "Farah" });
  await claimFreeTrial(page.request);
  const { id, title } = await classTheTrialCanBook(page.request);
  await bookThroughApi(page.request, id);
  // Answers without the server's words: the screens fall back to the spec's texts.
  let failing = true;
  const outage = { status: 503, contentType: "application/json", body: "{}" };
  await page.route("**/api/me/bookings?scope=history*", (route) =>
    failing ? route.fulfill(outage) : route.continue(),
  );
  await page.route("**/api/bookings/*/cancel", (route) => route.fulfill(outage));

  await openMeTab(page, "My Bookings");
  // Server faults are retried twice before the list gives up.
  await expect(history(page).getByRole("alert")).toHaveText(
    "Error loading bookings. Please refresh the page.",
    { timeout: 15_000 },
  );
  await expect(upcoming(page).getByRole("article", { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  failing = false;
  await history(page).getByRole("button", { name: "Try again" }).click();
  await expect(history(page)).toContainText("No past classes yet.");

  await upcoming(page)
    .getByRole("button", { name: `Cancel booking for ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to cancel booking. Please try again.");
  await dialog.getByRole("button", { name: "Keep my booking" }).click();
  await expect(upcoming(page).getByRole("article", { name: title })).toContainText("Confirmed");
});
