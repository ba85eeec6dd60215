import { test as base, expect } from "@playwright/test";

/**
 * Playwright's test, plus a watch on the browser console: any error the app logs, any uncaught
 * exception and any Content-Security-Policy refusal fails the test. HTTP error answers the test
 * provokes on purpose (a wrong password, a taken phone) are the network's business, not the app's.
 */
let clients = 0;

export const test = base.extend<{
  consoleWatch: undefined;
  /** Console errors a test provokes on purpose (the spec's "logged as …"), by how they start. */
  expectedConsoleErrors: string[];
}>({
  expectedConsoleErrors: [[], { option: true }],
  // Each test is its own client to the server's per-address rate limits (the server trusts
  // X-Forwarded-For, as behind a proxy), so one test's sign-ins never slow another's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    clients += 1;
    await use({
      ...extraHTTPHeaders,
      "x-forwarded-for": `10.${process.pid % 250}.${Math.floor(clients / 250)}.${clients % 250}`,
    });
  },
  consoleWatch: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (text.startsWith("Failed to load resource")) return;
        if (expectedConsoleErrors.some((expected) => text.startsWith(expected))) return;
        problems.push(`console.error: ${text}`);
      });
      await use(undefined);
      expect(problems, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
