import { expect, type Locator, type Page } from "@playwright/test";
import { STUDIO_TZ } from "./studio-clock.ts";

const dayPicker = (page: Page) => page.getByRole("region", { name: "Choose a day" });
const monthHeading = (page: Page) => dayPicker(page).getByRole("heading", { level: 2 });

const MONTH_NAMES = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2026, month),
  ),
);

/** "November 2026" as a count of months, so that two titles compare. */
function monthNumber(title: string): number {
  const [name = "", year = ""] = title.split(" ");
  return Number(year) * 12 + MONTH_NAMES.indexOf(name);
}

/** A class's card on the public timetable, by its title. */
export function classCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

/** Moves /timetable to the studio day of `instant` with the month buttons and the day strip. */
export async function openTimetableDay(page: Page, instant: Date | string): Promise<void> {
  const date = new Date(instant);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: STUDIO_TZ, ...options }).format(date);
  const monthTitle = part({ month: "long", year: "numeric" });
  // Back or forth: the day asked for may be in a month before the one shown (a class on the 30th
  // after one on the 1st).
  for (let step = 0; step < 12; step++) {
    await expect(monthHeading(page)).toHaveText(/\w+ \d{4}/);
    const shown = (await monthHeading(page).textContent()) ?? "";
    if (shown === monthTitle) break;
    const forward = monthNumber(shown) < monthNumber(monthTitle);
    await page.getByRole("button", { name: forward ? "Next month" : "Previous month" }).click();
    await expect(monthHeading(page)).not.toHaveText(shown);
  }
  await expect(monthHeading(page)).toHaveText(monthTitle);
  const button = dayPicker(page)
    .getByRole("toolbar", { name: "Days" })
    .getByRole("button", {
      name: new RegExp(`^\\w+ ${part({ day: "numeric" })} ${part({ month: "long" })}\\b`),
    });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}
