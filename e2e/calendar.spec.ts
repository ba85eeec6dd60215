import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { openMeTab } from "./support/me-page.ts";
import { mailTo } from "./support/outbox.ts";
import {
  bookThroughApi,
  claimFreeTrial,
  createClassAsAdmin,
  DAY_MS,
} from "./support/studio-api.ts";
import { expect, test } from "./support/test.ts";

/** "2026-12-02T04:15:00.000Z" → "20261202T041500Z", as Google Calendar's dates are written. */
const utcBasic = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The one event of an iCalendar text, read by a real parser. */
function onlyEvent(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const events = root.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  return {
    method: root.getFirstPropertyValue("method"),
    uid: event.uid,
    location: event.location,
    zone: events[0]!.getFirstProperty("dtstart")!.getParameter("tzid"),
    start: event.startDate.toJSDate().toISOString(),
  };
}

test("a student adds a booked class to their calendar, subscribes to their feed and resets it", async ({
  page,
  request,
}) => {
  const title = `Calendar Flow ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(request, DEMO_ADMIN);
  const courseId = await createClassAsAdmin(request, { title, startsInMs: 2 * DAY_MS });
  const { email } = await createStudent(page.request, {
    name: "Aisyah Rahman",
    nickname: "Aisyah",
  });
  await claimFreeTrial(page.request);
  const bookingId = await bookThroughApi(page.request, courseId);
  const uid = `booking-${bookingId}@localhost`;
  const studio = (await (await page.request.get("/api/studio")).json()) as { address: string };
  const booked = (await (await page.request.get("/api/me/bookings?scope=upcoming&page=1")).json())
    .items as { id: string; course: { startsAt: string; endsAt: string } }[];
  const { startsAt, endsAt } = booked.find((item) => item.id === bookingId)!.course;

  // The booking's e-mail carries the invitation: the same entry as everything below.
  const mail = await mailTo(email, new RegExp(`Subject: Booked: ${title}`));
  const invitation = mail.match(/method=REQUEST[\s\S]*?(BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR)/);
  expect(invitation, "a text/calendar part with method=REQUEST").not.toBeNull();
  expect(onlyEvent(invitation![1]!)).toMatchObject({ method: "REQUEST", uid });

  await openMeTab(page, "My Bookings");
  const card = page
    .getByRole("region", { name: "Upcoming Classes" })
    .getByRole("article", { name: title });
  await expect(card).toContainText("Add to calendar:");

  const google = card.getByRole("link", {
    name: `Google Calendar for ${title} (opens in a new tab)`,
  });
  const link = new URL((await google.getAttribute("href"))!);
  expect(`${link.origin}${link.pathname}`).toBe("https://calendar.google.com/calendar/render");
  expect(link.searchParams.get("action")).toBe("TEMPLATE");
  expect(link.searchParams.get("text")).toBe(title);
  expect(link.searchParams.get("dates")).toBe(`${utcBasic(startsAt)}/${utcBasic(endsAt)}`);
  expect(link.searchParams.get("location")).toBe(studio.address);
  await expect(google).toHaveAttribute("target", "_blank");

  const downloading = page.waitForEvent("download");
  await card.getByRole("link", { name: `Download .ics file for ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Calendar-Flow-\w+\.ics$/);
  const file = onlyEvent(await readFile((await download.path())!, "utf8"));
  expect(file).toEqual({
    method: "PUBLISH",
    uid,
    location: studio.address,
    zone: "Asia/Kuala_Lumpur",
    start: new Date(startsAt).toISOString(),
  });

  // The personal feed: an address to copy, the same as webcal:// to subscribe.
  const feed = page.getByRole("region", { name: "Calendar feed" });
  const address = feed.getByRole("textbox", { name: "Your calendar link" });
  await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
  const first = await address.inputValue();
  await expect(feed.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    first.replace(/^http:/, "webcal:"),
  );
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await feed.getByRole("button", { name: "Copy link" }).click();
  await expect(feed.getByText("Link copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  await expectNoSeriousA11yViolations(page);

  // A calendar app fetches it with no session at all.
  const subscribed = await page.context().browser()!.newContext();
  const fetched = await subscribed.request.get(first);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const listed = new ICAL.Component(ICAL.parse(await fetched.text()))
    .getAllSubcomponents("vevent")
    .map((event) => event.getFirstPropertyValue("uid"));
  expect(listed).toEqual([uid]);

  // Reset, by keyboard, after a confirmation: a new address, and the old one is gone.
  await feed.getByRole("button", { name: "Reset link" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your calendar link?" });
  await expect(dialog).toContainText("The current link stops working at once");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Reset link" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(
    feed.getByRole("status").filter({ hasText: "Your calendar link is new" }),
  ).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const renewed = await address.inputValue();
  expect(renewed).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);

  const old = await subscribed.request.get(first);
  expect(old.status()).toBe(404);
  expect(((await old.json()) as { error: { message: string } }).error.message).toBe(
    "This calendar address does not exist or has been reset.",
  );
  expect((await subscribed.request.get(renewed)).status()).toBe(200);
  await subscribed.close();

  // On a phone: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(feed.getByRole("button", { name: "Copy link" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/calendar-390.png", fullPage: true });
});
