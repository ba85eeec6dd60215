import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

// The studio's name and year are settings; these are the demo defaults the server runs with here.
const STUDIO = "Studio Sanctuary";
const ESTABLISHED = 2015;

const SECTIONS = [
  "A small studio with room to breathe",
  "Practice, not perfection",
  "Find the pace that suits you",
  `Why students choose ${STUDIO}`,
  "What our students say",
  "Your mat is waiting",
] as const;

/** The levels of the page's headings, in document order, skipping none on the way down. */
async function expectHeadingsInOrder(page: Page): Promise<void> {
  const levels = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels[0], "the first heading is the h1").toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} skips a level`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      );
  });
}

test.describe("a visitor on the home page", () => {
  test("sees every section, told truthfully", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: STUDIO })).toBeVisible();
    await expect(page).toHaveTitle(`Yoga in Kuala Lumpur · ${STUDIO}`);

    // Landmarks: one banner, one main, one footer; each section is a named region.
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    for (const name of SECTIONS) {
      await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expectHeadingsInOrder(page);

    // The hero, with its two actions.
    const hero = page.getByRole("main").getByRole("region", { name: STUDIO, exact: true });
    await expect(hero).toContainText(`Kuala Lumpur · since ${ESTABLISHED}`);
    await expect(hero).toContainText("Your first class is on us.");
    await expect(hero.getByRole("link")).toHaveCount(2);

    // About, in two columns with one action.
    const about = page.getByRole("region", { name: SECTIONS[0] });
    await expect(about).toContainText(`Since ${ESTABLISHED}, ${STUDIO}`);
    await expect(about).toContainText(`the year we opened${ESTABLISHED}`);
    await expect(about).toContainText("of teaching10+ years");
    await expect(about).toContainText("students on our mats500+");
    await expect(about.getByRole("link")).toHaveCount(1);
    await expect(about.getByRole("link", { name: "Meet our instructors" })).toHaveAttribute(
      "href",
      "/about",
    );
    // The artwork below the fold is a sized file, fetched lazily.
    const art = about.getByRole("img");
    await expect(art).toHaveAttribute("loading", "lazy");
    await expect(art).toHaveAttribute("width", "600");
    await expect(art).toHaveAttribute("height", "500");

    await expect(page.getByRole("region", { name: SECTIONS[1] })).toContainText("Breath first");

    // The three styles with their lengths and levels.
    const styles = page.getByRole("region", { name: SECTIONS[2] });
    for (const [name, length, level] of [
      ["Hatha", "60–75 min", "Beginner"],
      ["Vinyasa Flow", "60–90 min", "Intermediate"],
      ["Yin", "75–90 min", "All levels"],
    ]) {
      const card = styles.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name, exact: true }),
      });
      await expect(card).toContainText(`Length${length}`);
      await expect(card).toContainText(`Level${level}`);
    }

    // Every marketing claim of spec §1.
    const reasons = page.getByRole("region", { name: SECTIONS[3] });
    for (const claim of [
      "Your first class is free",
      "A welcome package",
      "Small classes",
      "Certified instructors",
      `10+ years, since ${ESTABLISHED}`,
      "500+ students and counting",
    ]) {
      await expect(reasons.getByRole("heading", { level: 3, name: claim })).toBeVisible();
    }
    await expect(reasons).toContainText("welcome package of 14 credits");

    // The closing banner's two actions.
    const closing = page.getByRole("region", { name: SECTIONS[5] });
    await expect(closing.getByRole("link", { name: "Browse Classes" })).toHaveAttribute(
      "href",
      "/timetable",
    );
    await expect(closing.getByRole("link", { name: "See Plans" })).toHaveAttribute("href", "/plan");
    await expect(closing).toContainText("first class free");

    await expectNoSeriousA11yViolations(page);
  });

  test("follows the hero's two buttons to the schedule and to the about page", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("main").getByRole("region", { name: STUDIO, exact: true });
    await hero.getByRole("link", { name: "Book a Class" }).click();
    await expect(page).toHaveURL(/\/timetable$/);

    await page.goBack();
    await hero.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: `About ${STUDIO}` })).toBeVisible();
  });

  test("follows the closing banner to the plans", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Your mat is waiting" })
      .getByRole("link", { name: "See Plans" })
      .click();
    await expect(page).toHaveURL(/\/plan$/);
  });
});

test.describe("the testimonials", () => {
  const current = (page: Page) =>
    page
      .getByRole("region", { name: "What our students say" })
      .locator("figure[aria-hidden=false]");
  const live = (page: Page) =>
    page.getByRole("region", { name: "What our students say" }).locator("[aria-live]");

  // The page's clock is Playwright's: the 5-second turns are run forward, not waited for.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test("turn every 5 seconds, and hold still while hovered or focused", async ({ page }) => {
    await page.goto("/");
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");
    await expect(current(page)).toContainText("Nadia");
    // Automatic turns are not announced.
    await expect(live(page)).toHaveAttribute("aria-live", "off");

    // Not before 5 seconds…
    await page.clock.runFor(3_000);
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");
    // …but soon after.
    await page.clock.runFor(2_500);
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 3");
    await expect(current(page)).toContainText("Wei Jie");
    await expect(live(page)).toHaveAttribute("aria-live", "off");

    // The pointer over it holds it still for longer than a turn.
    await current(page).hover();
    await page.clock.runFor(6_500);
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 3");

    // So does keyboard focus on its controls, after the pointer has left.
    await page.getByRole("button", { name: "Next testimonial" }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_500);
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 3");

    // Focus gone, it moves on again.
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(5_500);
    await expect(current(page)).toHaveAttribute("aria-label", "3 of 3");
  });

  test("can be moved by hand, which is announced politely", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: "What our students say" });
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 3");
    await expect(live(page)).toHaveAttribute("aria-live", "polite");
    await expect(region.getByRole("button", { name: "Show testimonial 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await region.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "3 of 3");
    await expect(current(page)).toContainText("Shalini");

    await region.getByRole("button", { name: "Show testimonial 1 of 3" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");

    // A stop button holds it still for good (WCAG 2.2.2), and starts it again.
    await region.getByRole("button", { name: "Stop rotating testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(6_000);
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");
    await expect(region.getByRole("button", { name: "Start rotating testimonials" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("do not turn by themselves under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(6_000);
    await expect(current(page)).toHaveAttribute("aria-label", "1 of 3");
    // There is nothing to stop, but the hand controls still work.
    const region = page.getByRole("region", { name: "What our students say" });
    await expect(region.getByRole("button", { name: /rotating testimonials/ })).toHaveCount(0);
    await region.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).toHaveAttribute("aria-label", "2 of 3");
  });
});

test.describe("the home page's look", () => {
  for (const width of [1280, 390]) {
    test(`fits ${width} px without sideways scrolling (screenshot saved)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: STUDIO })).toBeVisible();
      // Bring every lazy picture in before the picture is taken.
      const art = page.getByRole("img", { name: /Our studio/ });
      await art.scrollIntoViewIfNeeded();
      await expect(art).toHaveJSProperty("complete", true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (width < 600) await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: `test-results/screenshots/home-${width}.png`,
        fullPage: true,
        animations: "disabled",
      });
    });
  }
});
