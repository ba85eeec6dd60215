import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { MyBookingsPage } from "../src/shared/profile.ts";
import type { AttendanceClass } from "../src/web/features/attendance/attendance-class.ts";
import {
  createStudent,
  DEMO_ADMIN,
  DEMO_STUDENT,
  signInThroughApi,
  signInThroughForm,
} from "./support/accounts.ts";
import {
  addClassThroughApi,
  type ClassInput,
  keepSettings,
  tutorsThroughApi,
} from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { openMeTab } from "./support/me-page.ts";
import { bookThroughApi, claimFreeTrial } from "./support/studio-api.ts";
import {
  expectNoSidewaysScroll,
  expectStudioTimes,
  normalTime,
  studioDay,
  studioDayFromNow,
  studioInstant,
  studioTime,
} from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

async function search(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel("Start date", { exact: true }).fill(from);
  await page.getByLabel("End date", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}$`));
}

/** The label the student's booking history gives the class, if it is there. */
async function historyLabel(
  request: APIRequestContext,
  courseId: string,
): Promise<string | undefined> {
  const response = await request.get("/api/me/bookings?scope=history");
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as MyBookingsPage;
  return items.find((item) => item.course.id === courseId)?.label;
}

// New accounts may wait out the sign-up rate limit (e2e/support/accounts.ts).
test.describe.configure({ timeout: 60_000 });

test("the admin sees who booked a coming class, and a refused update changes nothing", async ({
  page,
  request,
}) => {
  const word = randomUUID().slice(0, 6);
  const student = { name: `Aina Hassan ${word}`, nickname: "Aina" };
  // `request` is the student; the page is the admin.
  await createStudent(request, student);
  await claimFreeTrial(request);
  await signInThroughForm(page, DEMO_ADMIN);
  const [tutor] = await tutorsThroughApi(page.request);
  const day = studioDayFromNow(2);
  const booked: ClassInput = {
    title: `Morning Flow ${word}`,
    courseType: "Normal Yoga",
    startsAt: studioInstant(day, "09:00"),
    endsAt: studioInstant(day, "10:00"),
    tutorId: tutor!.id,
    totalSlots: 6,
    credits: 1,
  };
  const course = await addClassThroughApi(page.request, booked);
  await addClassThroughApi(page.request, {
    ...booked,
    title: `Quiet Hour ${word}`,
    startsAt: studioInstant(day, "11:00"),
    endsAt: studioInstant(day, "12:00"),
  });
  await bookThroughApi(request, course.id);

  await page.goto("/admin/attendance");
  await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
  // Before any search: yesterday and the coming week from today, in studio time.
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue(studioDayFromNow(-1));
  await expect(page.getByLabel("End date", { exact: true })).toHaveValue(studioDayFromNow(6));
  await expect(page.getByRole("article").first()).toBeVisible();

  await search(page, day, day);
  const card = page.getByRole("article", { name: booked.title });
  await expect(card).toContainText(tutor!.name);
  await expectStudioTimes(card, booked.startsAt, booked.endsAt);
  await expect(card.locator("dl")).toHaveText(/Booked\s*1\s*Attended\s*0/);
  const toggle = card.getByRole("switch", { name: student.name });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(
    page.getByRole("article", { name: `Quiet Hour ${word}` }).getByText("No one booked yet."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await test.step("a refused update shows the permission alert and changes nothing", async () => {
    await page.route(
      "**/api/admin/attendance/*",
      (route) =>
        route.fulfill({
          status: 403,
          json: {
            error: { code: "forbidden", message: "This page is for the studio's administrators." },
          },
        }),
      { times: 1 },
    );
    await toggle.click();
    await expect(card.getByRole("alert")).toHaveText(
      "❌ You do not have permission to update attendance.",
    );
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(card.locator("dl")).toHaveText(/Booked\s*1\s*Attended\s*0/);
  });

  await test.step("two days ahead, nobody can be marked present yet: the card says when", async () => {
    const opens = card.getByText(/^Attendance opens at /);
    await expect(opens).toBeVisible();
    const time = ((await opens.textContent()) ?? "").replace("Attendance opens at ", "");
    expect(normalTime(time.split(",")[0]!)).toBe(
      normalTime(studioTime(new Date(booked.startsAt.getTime() - 30 * 60_000))),
    );
    await expect(card.getByRole("button", { name: /Mark all present/ })).toHaveCount(0);
  });

  await test.step("the desk marks a class about to start present at once, and undoes it in one step", async () => {
    const startsAt = new Date(Date.now() + 20 * 60_000);
    startsAt.setUTCSeconds(0, 0);
    const soon = await addClassThroughApi(page.request, {
      ...booked,
      title: `Soon Flow ${word}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    });
    const { id: userId } = (await (await request.get("/api/me")).json()) as { id: string };
    const deskBooked = await page.request.post(`/api/admin/courses/${soon.id}/bookings`, {
      headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
      data: { userId, payment: "credits" },
    });
    expect(deskBooked.status(), await deskBooked.text()).toBe(201);
    await search(page, studioDay(startsAt), studioDay(startsAt));
    const soonCard = page.getByRole("article", { name: `Soon Flow ${word}` });
    const soonToggle = soonCard.getByRole("switch", { name: student.name });
    await soonCard.getByRole("button", { name: `Mark all present at Soon Flow ${word}` }).click();
    await expect(soonToggle).toHaveAttribute("aria-checked", "true");
    await expect(soonCard.locator("dl")).toHaveText(/Booked\s*1\s*Attended\s*1/);
    await expect(soonCard.getByRole("status")).toContainText("1 student marked present.");
    await soonCard
      .getByRole("button", { name: `Undo marking all present at Soon Flow ${word}` })
      .click();
    await expect(soonToggle).toHaveAttribute("aria-checked", "false");
    await expect(soonCard.locator("dl")).toHaveText(/Booked\s*1\s*Attended\s*0/);
    await expect(
      soonCard.getByRole("button", { name: `Mark all present at Soon Flow ${word}` }),
    ).toBeVisible();
  });

  await test.step("a future booking is not yet in the student's history", async () => {
    expect(await historyLabel(request, course.id)).toBeUndefined();
  });
});

test("the admin marks the demo student at last week's class, and their history says Attended", async ({
  page,
  browser,
}) => {
  // The demo content's latest ended class the demo student came to, attendance not yet taken.
  const studentContext = await browser.newContext();
  const student = studentContext.request;
  await signInThroughApi(student, DEMO_STUDENT);
  await signInThroughForm(page, DEMO_ADMIN);
  const from = studioDayFromNow(-7);
  const to = studioDayFromNow(0);
  const listed = await page.request.get(`/api/admin/attendance?from=${from}&to=${to}`);
  expect(listed.ok(), await listed.text()).toBe(true);
  const ended = ((await listed.json()) as AttendanceClass[]).filter(
    (item) => new Date(item.endsAt) <= new Date(),
  );
  const [mine] = ended
    .flatMap((item) =>
      item.students
        .filter((booked) => booked.name === "Sara Lim")
        .map((booked) => ({ item, booked })),
    )
    .reverse();
  expect(mine, "a class of last week the demo student booked").toBeDefined();
  const { item, booked } = mine!;
  if (booked.attended) {
    // A retry of this test: the studio's earlier mark is taken back first.
    const reset = await page.request.put(`/api/admin/attendance/${booked.bookingId}`, {
      data: { attended: false },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
  expect(await historyLabel(student, item.id)).toBe("Completed");

  await test.step("marked with the keyboard, kept after a reload", async () => {
    await page.goto("/admin/attendance");
    await search(page, studioDay(item.startsAt), studioDay(item.startsAt));
    const card = page
      .getByRole("article", { name: item.title })
      .filter({ has: page.getByRole("switch", { name: "Sara Lim" }) });
    const attendedBefore = item.attendedCount - (booked.attended ? 1 : 0);
    await expect(card.locator("dl")).toHaveText(
      new RegExp(`Booked\\s*${item.bookedCount}\\s*Attended\\s*${attendedBefore}`),
    );
    const mark = card.getByRole("switch", { name: "Sara Lim" });
    await expect(mark).toHaveAttribute("aria-checked", "false");
    await mark.focus();
    await page.keyboard.press("Space");
    await expect(mark).toHaveAttribute("aria-checked", "true");
    await expect(card.locator("dl")).toHaveText(
      new RegExp(`Booked\\s*${item.bookedCount}\\s*Attended\\s*${attendedBefore + 1}`),
    );
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await expect(mark).toHaveAttribute("aria-checked", "true");
  });

  expect(await historyLabel(student, item.id)).toBe("Attended");
  await studentContext.close();
});

test("on a phone, the owner sets a no-show fee with the keyboard, marks a no-show, and the student sees what it cost", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page.request, DEMO_ADMIN);
  const restore = await keepSettings(page.request);
  const studentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await page.goto("/admin/settings");
    const policies = page.getByRole("region", { name: "Booking policies" });
    const fee = policies.getByLabel("No-show fee (credits)");
    await expect(fee).toHaveValue("0");
    await fee.fill("1");
    await fee.press("Enter");
    await expect(policies.getByRole("status")).toHaveText("Settings saved.");
    await expectNoSidewaysScroll(page);

    // The demo student's class of last week that they came to (demo content).
    const listed = await page.request.get(
      `/api/admin/attendance?from=${studioDayFromNow(-7)}&to=${studioDayFromNow(0)}`,
    );
    expect(listed.ok(), await listed.text()).toBe(true);
    const [item] = ((await listed.json()) as AttendanceClass[]).filter(
      (listedClass) =>
        new Date(listedClass.endsAt) <= new Date() &&
        listedClass.students.some((booked) => booked.name === "Sara Lim" && booked.attended),
    );
    expect(item, "a class of last week the demo student came to").toBeDefined();

    await page.goto("/admin/attendance");
    await search(page, studioDay(item!.startsAt), studioDay(item!.startsAt));
    const row = page
      .getByRole("article", { name: item!.title })
      .getByRole("listitem")
      .filter({ hasText: DEMO_STUDENT.email });
    const attended = row.getByRole("switch", { name: "Sara Lim" });
    const noShow = row.getByRole("button", { name: "No-show" });
    // Who came is no no-show: the choice appears once the attended mark is off.
    await expect(noShow).toHaveCount(0);
    await attended.press("Space");
    await expect(attended).toHaveAttribute("aria-checked", "false");
    await noShow.press("Enter");
    await expect(noShow).toHaveAttribute("aria-pressed", "true");
    await expect(row).toContainText("No-show · 1 credit charged");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const student = await studentContext.newPage();
    await signInThroughApi(student.request, DEMO_STUDENT);
    await openMeTab(student, "My Bookings");
    await expect(
      student.getByRole("region", { name: "Class History" }).getByRole("article", {
        name: item!.title,
      }),
    ).toContainText("No-show");
    await openMeTab(student, "Credits & Subscription");
    await expect(student.getByText(`No-show at ${item!.title}`)).toBeVisible();

    // The student came after all: marked attended again, the fee comes back.
    await attended.press("Space");
    await expect(attended).toHaveAttribute("aria-checked", "true");
    await expect(row).not.toContainText("No-show");
    await openMeTab(student, "Credits & Subscription");
    await expect(student.getByText(`No-show withdrawn: ${item!.title}`)).toBeVisible();
  } finally {
    await studentContext.close();
    await restore();
  }
});

test("the attendance screen's empty state, and on a phone", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await page.goto("/admin/attendance");
  await search(page, "2020-01-01", "2020-01-02");
  await expect(
    page.getByRole("heading", { name: "Classes from Wed, 1 Jan 2020 to Thu, 2 Jan 2020" }),
  ).toBeVisible();
  await expect(page.getByText("No courses found.")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await search(page, studioDayFromNow(0), studioDayFromNow(20));
  // A class's card may be taller than the phone's screen: its first switch is what must be reachable.
  const firstSwitch = page
    .getByRole("article")
    .filter({ has: page.getByRole("switch") })
    .first()
    .getByRole("switch")
    .first();
  await firstSwitch.scrollIntoViewIfNeeded();
  await expect(firstSwitch).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
