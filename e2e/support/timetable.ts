import { expect, type Locator, type Page } from "@playwright/test";
import { STUDIO_TZ } from "./studio-clock.ts";

const dayPicker = (page: Page) => page.getByRole("region", { name: "Choose a day" });
const monthHeading = (page: Page) => dayPicker(page).getByRole("heading", { level: 2 });

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
  for (let step = 0; step < 3; step++) {
    await expect(monthHeading(page)).toHaveText(/\w+ \d{4}/);
    if ((await monthHeading(page).textContent()) === monthTitle) break;
    await page.getByRole("button", { name: "Next month" }).click();
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
