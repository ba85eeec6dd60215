import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const STUDIO = "Studio Sanctuary";

interface Tutor {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string;
}

/** The instructors as the API lists them: the page must show exactly these. */
async function tutorsFromApi(page: Page): Promise<Tutor[]> {
  const response = await page.request.get("/api/tutors");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Tutor[];
}

/**
 * Opens /about from the home page's navigation. The About page a visitor opens first comes drawn
 * with the instructors; reached from another page, the app asks for them.
 */
async function openAboutFromHome(page: Page) {
  // A link pressed before the app has started loads the next page from the server.
  const appStarted = page.waitForResponse(/\/api\/auth\/get-session$/);
  await page.goto("/");
  await appStarted;
  const aboutRequested = page.waitForRequest("**/api/tutors");
  await page
    .getByRole("navigation", { name: "Main" })
    .first()
    .getByRole("link", { name: "About" })
    .click();
  await aboutRequested;
}

function instructorCard(page: Page, name: string) {
  return page
    .getByRole("region", { name: "Meet our instructors" })
    .getByRole("article", { name, exact: true });
}

test.describe("a visitor on the about page", () => {
  test("reads the studio's story and meets the five instructors", async ({ page }) => {
    const tutors = await tutorsFromApi(page);
    expect(tutors).toHaveLength(5);

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: `About ${STUDIO}` })).toBeVisible();
    await expect(page).toHaveTitle(`About us and our instructors · ${STUDIO}`);

    const story = page.getByRole("region", { name: "One room, many mornings" });
    await expect(story).toContainText(`${STUDIO} opened its doors in 2015`);
    await expect(story).toContainText("More than five hundred students");
    const glance = page.getByRole("complementary", { name: "The studio at a glance" });
    await expect(glance).toContainText("Established 2015");
    await expect(glance).toContainText("10+ years of teaching, 500+ students");
    await expect(glance).toContainText("Certified instructors");
    await expect(glance).toContainText("Kuala Lumpur");
    await expect(page.getByRole("region", { name: "Your first visit" })).toContainText(
      "free trial of 14 credits",
    );

    const instructors = page.getByRole("region", { name: "Meet our instructors" });
    await expect(instructors.getByRole("article")).toHaveCount(5);
    for (const tutor of tutors) {
      const card = instructorCard(page, tutor.name);
      await expect(card.getByRole("heading", { level: 3, name: tutor.name })).toBeVisible();
      await expect(card).toContainText("Yoga Instructor");
      await expect(card).toContainText(tutor.bio);
      // The demo portraits are files of this site, sized and lazy.
      const photo = card.locator("img");
      await expect(photo).toHaveAttribute("src", tutor.photoUrl!);
      await expect(photo).toHaveAttribute("loading", "lazy");
      await expect(photo).toHaveAttribute("width", "112");
    }

    const levels = await page
      .locator("h1, h2, h3")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]!).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }

    await page.getByRole("link", { name: "Find a class" }).click();
    await expect(page).toHaveURL(/\/timetable$/);
  });

  test("sees the default avatar for a missing photo and for one that fails", async ({ page }) => {
    const tutors = await tutorsFromApi(page);
    const [withoutPhoto, withBrokenPhoto] = tutors;
    // The API as it would answer with one tutor who has no photo and one whose photo is gone.
    await page.route("**/api/tutors", async (route) => {
      const response = await route.fetch();
      const json = ((await response.json()) as Tutor[]).map((tutor) =>
        tutor.id === withoutPhoto!.id
          ? { ...tutor, photoUrl: null }
          : tutor.id === withBrokenPhoto!.id
            ? { ...tutor, photoUrl: "/portraits/no-such-portrait.svg" }
            : tutor,
      );
      await route.fulfill({ response, json });
    });

    // Arriving from another page, the app asks for the instructors itself.
    await openAboutFromHome(page);
    for (const tutor of [withoutPhoto!, withBrokenPhoto!]) {
      const card = instructorCard(page, tutor.name);
      await expect(card.locator("[data-default-avatar]")).toBeVisible();
      await expect(card.locator("img")).toHaveCount(0);
      await expect(card).toContainText(tutor.bio);
    }
    await expect(instructorCard(page, tutors[2]!.name).locator("img")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("sees the default avatar for a photo that failed before the app had started", async ({
    page,
  }) => {
    const [tutor] = await tutorsFromApi(page);
    // The page comes drawn with the instructors; this photo fails as the page first shows.
    await page.route(`**${tutor!.photoUrl}`, (route) => route.fulfill({ status: 404 }));
    await page.goto("/about");
    const card = instructorCard(page, tutor!.name);
    await expect(card.locator("[data-default-avatar]")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("is told while the instructors load, and when they cannot be", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route("**/api/tutors", async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 503, json: { error: { code: "x", message: "" } } });
      else await route.continue();
    });

    await openAboutFromHome(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Loading our instructors…" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Server faults are retried twice before the page gives up and says so.
    release();
    const instructors = page.getByRole("region", { name: "Meet our instructors" });
    await expect(instructors.getByRole("alert")).toContainText(
      "We could not load our instructors just now.",
      { timeout: 15_000 },
    );
    await expectNoSeriousA11yViolations(page);

    fail = false;
    await instructors.getByRole("button", { name: "Try again" }).click();
    await expect(instructors.getByRole("article")).toHaveCount(5);
    await expect(instructors.getByRole("alert")).toHaveCount(0);
  });

  test("reads well at 390 px (screenshot saved)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await expect(
      page.getByRole("region", { name: "Meet our instructors" }).getByRole("article"),
    ).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/about-390.png", fullPage: true });
  });
});
