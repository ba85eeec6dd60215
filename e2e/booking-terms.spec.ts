import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { StudioClass } from "../src/shared/classes.ts";
import type { MyBookingsPage } from "../src/shared/profile.ts";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { addClassThroughApi, tutorsThroughApi } from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import {
  apiClasses,
  bookThroughApi,
  buyPackageThroughApi,
  claimFreeTrial,
  createClassAsAdmin,
  DAY_MS,
  HOUR_MS,
} from "./support/studio-api.ts";
import { expectNoSidewaysScroll, studioDay, studioDayFromNow } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";
import { classCard, openTimetableDay } from "./support/timetable.ts";

/** Issue #22: the timetable offers nothing it will then refuse, and works on a phone. */

async function classById(request: APIRequestContext, id: string): Promise<StudioClass> {
  const item = (await apiClasses(request)).find((candidate) => candidate.id === id);
  expect(item, `the class ${id}`).toBeDefined();
  return item!;
}

async function upcomingBooking(request: APIRequestContext, courseId: string) {
  const response = await request.get("/api/me/bookings?scope=upcoming&page=1");
  expect(response.ok(), await response.text()).toBe(true);
  const page = (await response.json()) as MyBookingsPage;
  return page.items.find((item) => item.course.id === courseId);
}

async function credits(request: APIRequestContext): Promise<number> {
  return ((await (await request.get("/api/me")).json()) as { credits: number }).credits;
}

const dayStrip = (page: Page) =>
  page.getByRole("region", { name: "Choose a day" }).getByRole("toolbar", { name: "Days" });

test.describe("booking terms on the timetable", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a subscriber is told the subscription covers a class before confirming, and it pays", async ({
    page,
    request,
  }) => {
    await createStudent(page.request, { name: "Farah Aziz", nickname: "Farah" });
    await claimFreeTrial(page.request);
    // Welcome Week: any yoga type, 4 classes a month, 7 days (the demo's packages).
    await buyPackageThroughApi(page.request, "Welcome Week");
    const balance = await credits(page.request);
    await signInThroughApi(request, DEMO_ADMIN);
    const title = `Covered Flow ${randomUUID().slice(0, 6)}`;
    const id = await createClassAsAdmin(request, { title, startsInMs: DAY_MS + 6 * HOUR_MS });
    const item = await classById(page.request, id);

    await page.goto("/timetable");
    await openTimetableDay(page, item.startsAt);
    const card = classCard(page, title);
    await card.getByRole("button", { name: /^Book/ }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${title}` });
    // Said before confirming, from the server's own rule; not "1 credit".
    await expect(dialog).toContainText(
      /Covered by Welcome Week — 0 of 4 classes used (this month|in \w+)/,
    );
    await expect(dialog).not.toContainText(`Credits${item.credits} credit`);
    await expect(dialog.getByRole("list", { name: "Booking terms" })).toContainText(
      "Booking closes 2 hours before class.",
    );
    await expect(dialog.getByRole("list", { name: "Booking terms" })).toContainText(
      "Free cancellation until",
    );
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByText("Booking confirmed! See you in class.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // And it was indeed paid by the subscription.
    expect(await upcomingBooking(page.request, id)).toMatchObject({
      paidWith: "subscription",
      creditsPaid: 0,
    });
    expect(await credits(page.request)).toBe(balance);
    await expect(card.getByText("Booked", { exact: true })).toBeVisible();
  });

  test("a booked class shows Booked, and is cancelled from the timetable with its refund", async ({
    page,
    request,
  }) => {
    await createStudent(page.request, { name: "Daniel Lim", nickname: "Dan" });
    await claimFreeTrial(page.request);
    await signInThroughApi(request, DEMO_ADMIN);
    const title = `Booked Hatha ${randomUUID().slice(0, 6)}`;
    const id = await createClassAsAdmin(request, { title, startsInMs: 2 * DAY_MS, credits: 2 });
    const item = await classById(page.request, id);
    await bookThroughApi(page.request, id);

    await page.goto("/timetable");
    await openTimetableDay(page, item.startsAt);
    const card = classCard(page, title);
    await expect(card.getByText("Booked", { exact: true })).toBeVisible();
    await expect(card.getByText("Already Booked", { exact: true })).toBeVisible();
    await expect(card).toContainText("Free cancellation until");
    await expect(card.getByRole("button", { name: /^Book/ })).toHaveCount(0);
    const cancel = card.getByRole("button", { name: /^Cancel booking: / });
    await expectNoSeriousA11yViolations(page);

    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText(`Cancel your booking for ${title}`);
    await expect(dialog).toContainText("The 2 credits you paid will be refunded to your balance.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Keep my booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await cancel.click();
    await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("status")).toContainText(
      "2 credits have been refunded to your balance.",
    );
    // The card offers Book again, on the same button, which keeps the focus.
    const book = card.getByRole("button", { name: /^Book/ });
    await expect(book).toBeVisible();
    await expect(book).toBeFocused();
    await expect(card.getByText("Booked", { exact: true })).toHaveCount(0);
    expect(await credits(page.request)).toBe(14);
    expect(await upcomingBooking(page.request, id)).toBeUndefined();
  });

  test("on a phone, a class past its free cancellation says so, and once booked offers the calendar", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createStudent(page.request, { name: "Hana Tan", nickname: "Hana" });
    await claimFreeTrial(page.request);
    await signInThroughApi(request, DEMO_ADMIN);
    const title = `Late Hatha ${randomUUID().slice(0, 6)}`;
    // Three hours ahead: still bookable (2 hours), past free cancellation (4 hours).
    const id = await createClassAsAdmin(request, { title, startsInMs: 3 * HOUR_MS });
    const item = await classById(page.request, id);

    await page.goto("/timetable");
    await openTimetableDay(page, item.startsAt);
    await classCard(page, title).getByRole("button", { name: /^Book/ }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${title}` });
    const terms = dialog.getByRole("list", { name: "Booking terms" });
    await expect(terms).toContainText(
      /Free cancellation ended .*: once booked, it cannot be cancelled\./,
    );
    await expect(terms).not.toContainText("Free cancellation until");
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByText("Booking confirmed! See you in class.")).toBeVisible();
    await expect(dialog.getByText("Booked", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Already Booked")).toHaveCount(0);
    await expect(dialog).toBeHidden();

    // The card keeps the news, with the calendar at hand.
    const card = classCard(page, title);
    await expect(
      card.getByRole("status").filter({ hasText: "Booking confirmed! See you in class." }),
    ).toBeVisible();
    const ics = card.getByRole("link", { name: `Download .ics file for ${title}` });
    const booking = await upcomingBooking(page.request, id);
    await expect(ics).toHaveAttribute("href", `/api/me/bookings/${booking!.id}/calendar.ics`);
    await expect(
      card.getByRole("link", { name: `Google Calendar for ${title} (opens in a new tab)` }),
    ).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\//);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "test-results/screenshots/booked-390.png", fullPage: false });
  });

  test("on the smallest phones: whole times, the whole studio name, and Confirm in sight", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await createStudent(page.request, { name: "Siti Aminah", nickname: "Siti" });
    await claimFreeTrial(page.request);
    await signInThroughApi(request, DEMO_ADMIN);
    const title = `Small Phone Flow ${randomUUID().slice(0, 6)}`;
    const id = await createClassAsAdmin(request, { title, startsInMs: DAY_MS + 6 * HOUR_MS });
    const item = await classById(page.request, id);

    await page.goto("/timetable");
    await openTimetableDay(page, item.startsAt);
    const card = classCard(page, title);
    // Each time and the length read on one line each, however the row wraps.
    for (const text of await card.locator("p:has(> time), p:has(> time) + p").all()) {
      expect(await text.evaluate((element) => element.getClientRects().length)).toBe(1);
      expect(await text.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(
        40,
      );
    }
    const name = page
      .getByRole("banner")
      .getByRole("link", { name: /, home$/ })
      .locator("span");
    expect(
      await name.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
      ),
    ).toBe(true);

    await card.getByRole("button", { name: /^Book/ }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${title}` });
    await expect(dialog.getByRole("button", { name: "Confirm Booking" })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: "test-results/screenshots/booking-dialog-320.png" });
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByText("Booking confirmed! See you in class.")).toBeVisible();
  });

  test("a student whose balance is short is told in the dialog, before confirming", async ({
    page,
    request,
  }) => {
    await createStudent(page.request, { name: "Priya Nair", nickname: "Priya" });
    await claimFreeTrial(page.request);
    // Welcome Week's 4 places are for the class's month; a private class is never covered.
    await buyPackageThroughApi(page.request, "Welcome Week");
    await signInThroughApi(request, DEMO_ADMIN);
    const title = `Private Session ${randomUUID().slice(0, 6)}`;
    const [tutor] = await tutorsThroughApi(request);
    const startsAt = new Date(Date.now() + DAY_MS);
    startsAt.setUTCSeconds(0, 0);
    const { id } = await addClassThroughApi(request, {
      title,
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      tutorId: tutor!.id,
      totalSlots: 4,
      credits: 9,
      isPrivate: true,
    });
    const item = await classById(page.request, id);

    await page.goto("/timetable");
    await openTimetableDay(page, item.startsAt);
    await classCard(page, title).getByRole("button", { name: /^Book/ }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${title}` });
    await expect(dialog).toContainText("9 credits — Welcome Week does not cover this class");
    // 45 minutes: one decimal of an hour, and the exact length beside it.
    await expect(classCard(page, title)).toContainText("0.8 hours (45 min)");
    await expect(dialog.getByRole("alert")).toContainText(
      "You need at least 9 credits to book this class.",
    );
    await expect(dialog.getByRole("button", { name: "Confirm Booking" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("the timetable on a phone (390 × 844)", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the first class on the first screen, reaches 14 days ahead, and searches every day", async ({
    page,
    request,
  }) => {
    await signInThroughApi(request, DEMO_ADMIN);
    const word = `Lotus${randomUUID().slice(0, 5)}`;
    const soonId = await createClassAsAdmin(request, {
      title: `${word} Morning`,
      startsInMs: DAY_MS,
    });
    const farId = await createClassAsAdmin(request, {
      title: `${word} Evening`,
      startsInMs: 14 * DAY_MS,
    });
    const far = await classById(request, farId);
    expect(studioDay(far.startsAt)).toBe(studioDayFromNow(14));

    await page.goto("/timetable");
    // The first screen: the day strip and the first class, without scrolling. Today, unless a
    // run so late in the studio's day has none left: then the next day with a class.
    await expect(dayStrip(page)).toBeInViewport();
    const [soonest] = await apiClasses(request);
    if (studioDay(soonest!.startsAt) !== studioDayFromNow(0)) {
      await openTimetableDay(page, soonest!.startsAt);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    const filters = page.getByRole("button", { name: /^Filters/ });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Search classes")).toBeHidden();
    const first = page.getByRole("article").first();
    await expect(first.getByRole("heading")).toBeInViewport();
    await expect(first.getByRole("button", { name: /^(Book|Cancel)/ })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/timetable-390-first-screen.png" });

    // 14 days ahead is on the strip as it opens, across the month's end if there is one.
    const far14 = new Date(far.startsAt);
    const farDay = dayStrip(page).getByRole("button", {
      name: new RegExp(
        `^\\w+ ${new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kuala_Lumpur", day: "numeric", month: "long" }).format(far14)}\\b`,
      ),
    });
    await farDay.scrollIntoViewIfNeeded();
    await farDay.click();
    await expect(farDay).toHaveAttribute("aria-pressed", "true");
    await expect(classCard(page, `${word} Evening`)).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/timetable-390-day-14.png" });

    // A search looks at every day shown, grouped by day.
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Search classes").fill(word.toLowerCase());
    await expect(filters).toHaveAccessibleName(/^Filters 1 on/);
    await expect(page.getByRole("heading", { level: 2, name: "Search results" })).toBeVisible();
    await expect(page.getByText(/^2 classes match “/)).toBeVisible();
    const groups = page.locator("section[id^=results-]");
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).getByRole("article")).toHaveAccessibleName(`${word} Morning`);
    await expect(groups.nth(1).getByRole("article")).toHaveAccessibleName(`${word} Evening`);
    await expect(groups.nth(0).getByRole("heading", { level: 3 })).toBeVisible();
    await expect(classCard(page, `${word} Morning`)).toHaveCount(1);
    expect(soonId).not.toBe(farId);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({
      path: "test-results/screenshots/timetable-390-search.png",
      fullPage: true,
    });
  });
});
