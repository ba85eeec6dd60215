import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import type { SalesReport } from "../src/shared/reports.ts";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { addClassThroughApi } from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { bookThroughApi, HOUR_MS } from "./support/studio-api.ts";
import { expectNoSidewaysScroll, studioDayFromNow } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

const from = studioDayFromNow(0);
const to = studioDayFromNow(7);

async function reportThroughApi(request: APIRequestContext): Promise<SalesReport> {
  const response = await request.get(`/api/admin/reports?from=${from}&to=${to}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SalesReport;
}

function figure(page: Page, label: string) {
  return page.getByRole("term").filter({ hasText: label }).locator("xpath=..");
}

test.describe("sales reports", () => {
  test("a range with known recharges and bookings shows the right totals, and the CSV the same", async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page.request, DEMO_ADMIN);
    const before = await reportThroughApi(page.request);

    // A student of this test: recharged 25 (Cash) and 5 free, booking a class of a new tutor.
    const studentContext = await browser.newContext();
    const student = await createStudent(studentContext.request, {
      name: "Report Reader",
      nickname: "Reader",
    });
    const profile = (await (await studentContext.request.get("/api/me")).json()) as { id: string };
    for (const [amount, paymentMethod] of [
      [25, "Cash"],
      [5, "FOC"],
    ] as const) {
      const response = await page.request.post("/api/admin/recharge", {
        data: { userId: profile.id, amount, paymentMethod },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    const tutorName = `Report Tutor ${student.email.slice(8, 16)}`;
    const tutor = (await (
      await page.request.post("/api/admin/tutors", { data: { name: tutorName, bio: "Counts." } })
    ).json()) as { id: string };
    const startsAt = new Date(Date.now() + 26 * HOUR_MS);
    startsAt.setUTCMinutes(0, 0, 0);
    const saved = await addClassThroughApi(page.request, {
      title: "Counted Flow",
      courseType: "Power Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR_MS),
      tutorId: tutor.id,
      totalSlots: 4,
      credits: 3,
    });
    await bookThroughApi(studentContext.request, saved.id);
    await studentContext.close();

    await page.goto(`/admin/reports?from=${from}&to=${to}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sales Reports" })).toBeVisible();
    const sold = before.creditsSold.paid + 25;
    await expect(figure(page, "Credits sold")).toContainText(String(sold));
    await expect(figure(page, "Credits sold")).toContainText(
      `plus ${before.creditsSold.foc + 5} credits free of charge (FOC)`,
    );
    await expect(figure(page, "Credits spent on classes")).toContainText(
      String(before.classCredits.spent + 3),
    );
    const cashBefore = before.creditsSold.byMethod.find((row) => row.paymentMethod === "Cash") ?? {
      credits: 0,
      recharges: 0,
    };
    const methods = page.getByRole("table", { name: "Credits sold by payment method" });
    await expect(methods.getByRole("row", { name: /^Cash/ })).toHaveText(
      `Cash${cashBefore.recharges + 1}${cashBefore.credits + 25}`,
    );
    await expect(methods.getByRole("row", { name: /^Total paid/ })).toContainText(String(sold));
    const byTutor = page.getByRole("table", { name: "Fill rate by tutor" });
    await expect(byTutor.getByRole("row", { name: new RegExp(`^${tutorName}`) })).toHaveText(
      `${tutorName}14125%`,
    );
    await expect(page.getByRole("figure", { name: /Credits by day/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`studio-sales-${from}-to-${to}.csv`);
    const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");
    expect(lines).toContain(`,Total paid,,${sold}`);
    expect(lines).toContain(`,FOC (Free of Charge),,${before.creditsSold.foc + 5}`);
    expect(lines).toContain(`,Cash,${cashBefore.recharges + 1},${cashBefore.credits + 25}`);
    expect(lines).toContain(`,${tutorName},1,4,1,25%`);
  });

  test("choosing dates shows that range, and an empty one says so; it works on a phone", async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO_ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/reports");
    await expect(page.getByLabel("End date")).toHaveValue(from);
    await page.getByLabel("Start date").fill("2020-01-01");
    await page.getByLabel("End date").fill("2020-01-31");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByRole("heading", { name: /Report from .*1 Jan 2020/ })).toBeVisible();
    await expect(page.getByText("No credits sold in this range.")).toBeVisible();
    await expect(page.getByText("No classes in this range.").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
