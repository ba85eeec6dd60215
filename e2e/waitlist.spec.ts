import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import type { StudioClass } from "../src/shared/classes.ts";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { openMeTab } from "./support/me-page.ts";
import { mailTo } from "./support/outbox.ts";
import {
  apiClasses,
  bookThroughApi,
  cancelThroughApi,
  claimFreeTrial,
  createClassAsAdmin,
  DAY_MS,
} from "./support/studio-api.ts";
import { expect, test } from "./support/test.ts";
import { classCard, openTimetableDay } from "./support/timetable.ts";

test("a student joins the waitlist of a full class, a cancel books her, and she sees it in My Bookings and her e-mail", async ({
  page,
  browser,
  request,
}) => {
  const title = `Waitlist Flow ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(request, DEMO_ADMIN);
  const courseId = await createClassAsAdmin(request, {
    title,
    startsInMs: 2 * DAY_MS,
    credits: 2,
    totalSlots: 1,
  });
  // The one seat is taken by another student.
  const holderContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const holder = holderContext.request;
    await createStudent(holder, { name: "Jason Lim", nickname: "Jason" });
    await claimFreeTrial(holder);
    const heldId = await bookThroughApi(holder, courseId);

    const { email } = await createStudent(page.request, { name: "Nurul Huda", nickname: "Nurul" });
    await claimFreeTrial(page.request);
    await page.goto("/timetable");
    const listed = (await apiClasses(page.request)).find(
      (item: StudioClass) => item.id === courseId,
    );
    await openTimetableDay(page, listed!.startsAt);
    const card = classCard(page, title);
    await expect(card.getByText("Fully Booked", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: /^Join waitlist/ }).click();
    const dialog = page.getByRole("dialog", { name: "Join the waitlist?" });
    await expect(dialog).toContainText("is full");
    await expect(dialog).toContainText("otherwise 2 credits");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Join waitlist" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("status")).toContainText("You are 1st in line.");
    await expect(card).toContainText("Waitlist · 1st in line");
    await expect(card.getByRole("button", { name: /^Leave waitlist/ })).toBeVisible();

    await openMeTab(page, "My Bookings");
    const line = page.getByRole("region", { name: "Waitlist" });
    await expect(line).toContainText(title);
    await expect(line).toContainText("1st in line");

    // The holder cancels: the seat is hers, paid with her credits, and she is told.
    await cancelThroughApi(holder, heldId);
    await page.reload();
    const upcoming = page
      .getByRole("region", { name: "Upcoming Classes" })
      .getByRole("article", { name: title });
    await expect(upcoming).toContainText("Confirmed");
    await expect(upcoming).toContainText("Paid 2 credits");
    await expect(page.getByRole("region", { name: "Waitlist" })).toHaveCount(0);

    const mail = await mailTo(email, new RegExp(`Subject: A seat for you: ${title}`));
    expect(mail).toContain("you were first in the waitlist: you are booked");
    const invitation = mail.match(/method=REQUEST[\s\S]*?(BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR)/);
    expect(invitation, "a text/calendar part with method=REQUEST").not.toBeNull();
    const calendar = new ICAL.Component(ICAL.parse(invitation![1]!.replace(/\r?\n /g, "")));
    const [event] = calendar.getAllSubcomponents("vevent");
    expect(new ICAL.Event(event!).summary).toContain(title);
  } finally {
    await holderContext.close();
  }
});

test("a student leaves the waitlist from the timetable, and the desk sees the line on the roster", async ({
  page,
  browser,
  request,
}) => {
  const title = `Line Flow ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(request, DEMO_ADMIN);
  const courseId = await createClassAsAdmin(request, {
    title,
    startsInMs: 3 * DAY_MS,
    totalSlots: 1,
  });
  const others = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await createStudent(others.request, { name: "Kavitha Raj", nickname: "Kavitha" });
    await claimFreeTrial(others.request);
    await bookThroughApi(others.request, courseId);

    await createStudent(page.request, { name: "Siew Mei", nickname: "Mei" });
    const joined = await page.request.post(`/api/classes/${courseId}/waitlist`, { data: {} });
    expect(joined.status()).toBe(201);

    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const desk = await admin.newPage();
      await signInThroughApi(desk.request, DEMO_ADMIN);
      await desk.goto(`/admin/courses/${courseId}/roster`);
      const waitlist = desk.getByRole("region", { name: "Waitlist" });
      await expect(waitlist).toContainText("1st in line");
      await expect(waitlist).toContainText("Siew Mei");
      await expectNoSeriousA11yViolations(desk);
    } finally {
      await admin.close();
    }

    await page.goto("/timetable");
    const listed = (await apiClasses(page.request)).find(
      (item: StudioClass) => item.id === courseId,
    );
    await openTimetableDay(page, listed!.startsAt);
    const card = classCard(page, title);
    await card.getByRole("button", { name: /^Leave waitlist/ }).click();
    const dialog = page.getByRole("dialog", { name: "Leave the waitlist?" });
    await expect(dialog).toContainText("you are 1st in line");
    await dialog.getByRole("button", { name: "Leave waitlist" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("You have left the waitlist.");
    await expect(card.getByRole("button", { name: /^Join waitlist/ })).toBeVisible();
  } finally {
    await others.close();
  }
});
