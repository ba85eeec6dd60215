import type { Page } from "@playwright/test";

/** What the stand-in outage answers with, for the tests to find on the screen. */
export const OUTAGE_MESSAGE = "The studio is resting.";

/**
 * Answers the requests to `url` (only those of `method`, if given) with a 503 until `end()` is
 * called, or for the next one only with `once`. Lasting, because the app's own retries of a 5xx
 * must fail too before it shows the error.
 */
export async function simulateOutage(
  page: Page,
  url: string,
  options: { method?: string; once?: boolean } = {},
): Promise<{ end: () => void }> {
  let failing = true;
  await page.route(
    url,
    (route) =>
      failing && (!options.method || route.request().method() === options.method)
        ? route.fulfill({
            status: 503,
            json: { error: { code: "unavailable", message: OUTAGE_MESSAGE } },
          })
        : route.continue(),
    options.once ? { times: 1 } : undefined,
  );
  return {
    end: () => {
      failing = false;
    },
  };
}
