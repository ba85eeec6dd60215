import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { MyBookingsPage } from "../src/shared/profile.ts";
import { createStudent, DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import {
  addClassThroughApi,
  type ClassInput,
  tutorsThroughApi,
  updateClassThroughApi,
} from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { bookThroughApi, claimFreeTrial, HOUR_MS } from "./support/studio-api.ts";
import {
  expectNoSidewaysScroll,
  expectStudioTimes,
  studioDay,
  studioDayFromNow,
  studioInstant,
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

test("the admin marks a booked student attended, and once the class has ended their history says Attended", async ({
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
  // Before any search: the coming week from today, in studio time.
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue(studioDayFromNow(0));
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

  // Time passes: the class moves to three hours ago (the studio cannot book a past class).
  expect(await historyLabel(request, course.id)).toBeUndefined();
  const startedAt = new Date(Date.now() - 3 * HOUR_MS);
  await updateClassThroughApi(page.request, course.id, {
    ...booked,
    startsAt: startedAt,
    endsAt: new Date(startedAt.getTime() + HOUR_MS),
  });
  expect(await historyLabel(request, course.id)).toBe("Completed");

  await test.step("marked with the keyboard, kept after a reload", async () => {
    await search(page, studioDay(startedAt), studioDay(startedAt));
    const ended = page.getByRole("article", { name: booked.title });
    const mark = ended.getByRole("switch", { name: student.name });
    await mark.focus();
    await page.keyboard.press("Space");
    await expect(mark).toHaveAttribute("aria-checked", "true");
    await expect(ended.locator("dl")).toHaveText(/Booked\s*1\s*Attended\s*1/);
    await expect(ended.getByRole("alert")).toHaveCount(0);
    await page.reload();
    await expect(mark).toHaveAttribute("aria-checked", "true");
  });

  expect(await historyLabel(request, course.id)).toBe("Attended");
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
  const withStudents = page
    .getByRole("article")
    .filter({ has: page.getByRole("switch") })
    .first();
  await withStudents.scrollIntoViewIfNeeded();
  await expect(withStudents.getByRole("switch").first()).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
