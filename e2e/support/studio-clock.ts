import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Studio time as the tests compute it, apart from the app's code. The studio is in Kuala Lumpur
 * (UTC+8 all year); the browser runs in New York and the server in Los Angeles
 * (playwright.config.ts), so a time read or written in the wrong zone shows.
 */
export const STUDIO_TZ = "Asia/Kuala_Lumpur";
const STUDIO_OFFSET = "+08:00";
const DAY_MS = 86_400_000;

/** The studio day an instant falls on: "2026-12-01". */
export function studioDay(instant: Date | string | number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: STUDIO_TZ,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
}

/** The studio day `days` days from now. */
export function studioDayFromNow(days: number): string {
  return studioDay(Date.now() + days * DAY_MS);
}

/** The instant of a studio wall-clock time: ("2026-12-01", "07:30"). */
export function studioInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${STUDIO_OFFSET}`);
}

/** The same wall-clock time `weeks` weeks later (Kuala Lumpur has no clock changes). */
export function weeksLater(instant: Date, weeks: number): Date {
  return new Date(instant.getTime() + weeks * 7 * DAY_MS);
}

/** A time of day in the studio, as people read it: "7:30 pm". */
export function studioTime(instant: Date | string): string {
  return new Intl.DateTimeFormat("en-MY", {
    timeZone: STUDIO_TZ,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(instant));
}

/** "7:30 pm", "7:30 p.m." and "7:30 PM" all read "7:30pm". */
export function normalTime(text: string): string {
  return text.toLowerCase().replace(/[^0-9:apm]/g, "");
}

/** Expects `locator`'s text to show each of the studio times, however the locale writes them. */
export async function expectStudioTimes(locator: Locator, ...instants: Date[]): Promise<void> {
  await expect(locator).toBeVisible();
  const text = normalTime((await locator.textContent()) ?? "");
  for (const instant of instants) expect(text).toContain(normalTime(studioTime(instant)));
}

/** Nothing on the page spills sideways at the current width. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}
