import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import { addClassThroughApi } from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { OUTAGE_MESSAGE, simulateOutage } from "./support/outage.ts";
import {
  expectNoSidewaysScroll,
  studioDay,
  studioDayFromNow,
  studioInstant,
} from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";
import { classCard, openTimetableDay } from "./support/timetable.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const tutorCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const formHeading = (page: Page) => page.getByRole("heading", { level: 2 }).first();

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
});

test("the admin adds, edits and deletes a tutor; their class then shows 'TBA'", async ({
  page,
}) => {
  const name = `Nadia Rahman ${randomUUID().slice(0, 6)}`;
  const renamed = `${name} Noor`;
  await page.goto("/admin/tutors");
  await expect(page.getByRole("heading", { level: 1, name: "Tutors" })).toBeVisible();
  await expect(formHeading(page)).toHaveText("Add an Instructor");
  await expectNoSeriousA11yViolations(page);

  await test.step("name and bio are required; a photo must be an http or https address", async () => {
    await page.getByRole("button", { name: "Add Instructor" }).click();
    await expect(page.getByText("Tutor name is required")).toBeVisible();
    await expect(page.getByText("Short bio is required")).toBeVisible();
    await expect(field(page, "Tutor Name")).toBeFocused();
    await field(page, "Tutor Name").fill(name);
    await field(page, "Short Bio").fill("Vinyasa and breathwork, ten years on the mat.");
    await field(page, "Photo URL").fill("ftp://photos.example/nadia.jpg");
    await page.getByRole("button", { name: "Add Instructor" }).click();
    await expect(page.getByText("Photo URL must be an http or https address")).toBeVisible();
    await expect(field(page, "Photo URL")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("added, with the default avatar when the photo does not load", async () => {
    await field(page, "Photo URL").fill("https://photos.invalid/nadia.jpg");
    await page.getByRole("button", { name: "Add Instructor" }).click();
    await expect(page.getByText(`${name} is added.`)).toBeVisible();
    await expect(field(page, "Tutor Name")).toHaveValue("");
    const card = tutorCard(page, name);
    await expect(card).toContainText("Vinyasa and breathwork");
    await expect(card.locator("[data-default-avatar]")).toBeVisible();
  });

  const tutors = (await (await page.request.get("/api/tutors")).json()) as {
    id: string;
    name: string;
  }[];
  const tutorId = tutors.find((tutor) => tutor.name === name)!.id;
  const classTitle = `Breathwork with Nadia ${tutorId.slice(0, 6)}`;
  const start = studioInstant(studioDayFromNow(3), "16:00");
  await addClassThroughApi(page.request, {
    title: classTitle,
    courseType: "Vinyasa Flow",
    startsAt: start,
    endsAt: new Date(start.getTime() + 3_600_000),
    tutorId,
    totalSlots: 10,
    credits: 1,
  });

  await test.step("Edit fills the form; Cancel returns to add mode", async () => {
    await tutorCard(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await expect(formHeading(page)).toHaveText(`Edit ${name}`);
    await expect(field(page, "Tutor Name")).toHaveValue(name);
    await expect(field(page, "Tutor Name")).toBeFocused();
    await expect(field(page, "Photo URL")).toHaveValue("https://photos.invalid/nadia.jpg");
    await expect(field(page, "Short Bio")).toHaveValue(
      "Vinyasa and breathwork, ten years on the mat.",
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(formHeading(page)).toHaveText("Add an Instructor");
    await expect(field(page, "Tutor Name")).toHaveValue("");
  });

  await test.step("a saved edit shows in the list and on the timetable, and returns to add mode", async () => {
    await tutorCard(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    await field(page, "Tutor Name").fill(renamed);
    await field(page, "Photo URL").fill("");
    await field(page, "Short Bio").fill("Slow vinyasa and pranayama.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`${renamed} is updated.`)).toBeVisible();
    await expect(formHeading(page)).toHaveText("Add an Instructor");
    await expect(field(page, "Tutor Name")).toHaveValue("");
    await expect(tutorCard(page, renamed)).toContainText("Slow vinyasa and pranayama.");
    await expect(tutorCard(page, name)).toHaveCount(0);

    await page.goto("/timetable");
    await openTimetableDay(page, start);
    await expect(classCard(page, classTitle)).toContainText(renamed);
  });

  await test.step("Delete asks first; Cancel keeps the tutor", async () => {
    await page.goto("/admin/tutors");
    const remove = tutorCard(page, renamed).getByRole("button", { name: `Delete ${renamed}` });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete instructor" });
    await expect(dialog.getByText("Are you sure you want to delete this tutor?")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(tutorCard(page, renamed)).toBeVisible();
  });

  await test.step("deleted: gone from the list, 'TBA' on the timetable, 'Unknown' for the admin", async () => {
    await tutorCard(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete instructor" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Instructor deleted.")).toBeVisible();
    await expect(tutorCard(page, renamed)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Current instructors" })).toBeFocused();

    await page.goto("/timetable");
    await openTimetableDay(page, start);
    const card = classCard(page, classTitle);
    await expect(card).toContainText("TBA");
    await expect(card).not.toContainText(renamed);

    await page.goto(`/admin/courses?date=${studioDay(start)}`);
    const row = page.getByRole("table").getByRole("row").filter({ hasText: classTitle });
    await expect(row).toContainText("Unknown");
    await expect(row.locator("[data-default-avatar]")).toBeVisible();
  });
});

test("the tutor screen's empty and failed states, and on a phone", async ({ page }) => {
  await page.route("**/api/admin/tutors", (route) => route.fulfill({ json: [] }), { times: 1 });
  await page.goto("/admin/tutors");
  await expect(page.getByText("No tutors added yet.")).toBeVisible();

  await page.unrouteAll();
  const outage = await simulateOutage(page, "**/api/admin/tutors");
  await page.reload();
  await expect(page.getByRole("alert")).toContainText(OUTAGE_MESSAGE, {
    timeout: 15_000,
  });
  outage.end();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const first = page.getByRole("article").first();
  await expect(first.getByRole("button", { name: /^Edit / })).toBeVisible();
  await first.getByRole("button", { name: /^Edit / }).click();
  await expect(field(page, "Tutor Name")).toBeFocused();
  await expect(field(page, "Tutor Name")).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
