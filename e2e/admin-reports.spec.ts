import type { APIRequestContext, Page } from "@playwright/test";
import type { PaymentMethod } from "../src/shared/constants.ts";
import type { RevenueFigures, SalesReport } from "../src/shared/reports.ts";
import type { RechargeResult, SaleRefundResult } from "../src/shared/sales.ts";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { addClassThroughApi } from "./support/admin-api.ts";
import { rechargeThroughApi } from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { csvRows, downloaded } from "./support/downloads.ts";
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

/** "RM 1,234.50", as the screen writes ringgit, apart from the app's own formatter. */
function rm(sen: number): string {
  const ringgit = (Math.abs(sen) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  return `${sen < 0 ? "−" : ""}RM ${ringgit}`;
}

/** A revenue table row's text: counts and ringgit, as the cells run together. */
function revenueCells(row: RevenueFigures): string {
  return `${row.sales}${rm(row.grossSen)}${row.refunds}${rm(row.refundsSen)}${rm(row.netSen)}`;
}

const NO_FIGURES: RevenueFigures = { sales: 0, grossSen: 0, refunds: 0, refundsSen: 0, netSen: 0 };

test.describe("sales reports", () => {
  test("the owner reads the range's revenue, refunds netted, every transaction and both CSVs, then the credits", async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page.request, DEMO_ADMIN);
    const before = await reportThroughApi(page.request);

    // A student of this test buys a pack of this test by QR and custom credits in cash; part of
    // the pack is refunded.
    const studentContext = await browser.newContext();
    const student = await createStudent(studentContext.request, {
      name: "Report Reader",
      nickname: "Reader",
    });
    const profile = (await (await studentContext.request.get("/api/me")).json()) as { id: string };
    const tag = student.email.slice(8, 16);
    const packName = `Report Pack ${tag}`;
    const packResponse = await page.request.post("/api/admin/credit-packs", {
      data: { name: packName, credits: 8, priceRm: "120.00", validityDays: 60, onSale: true },
    });
    expect(packResponse.ok(), await packResponse.text()).toBe(true);
    const pack = ((await packResponse.json()) as { pack: { id: string } }).pack;
    const sell = async (data: Record<string, unknown>) => {
      const response = await page.request.post("/api/admin/recharge", {
        data: { userId: profile.id, ...data },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as RechargeResult).receipt;
    };
    const packSale = await sell({
      packId: pack.id,
      paid: "120.00",
      paymentMethod: "QR Pay",
      reference: `QR-${tag}`,
    });
    const cashSale = await sell({ amount: 2, paid: "45.50", paymentMethod: "Cash" });
    await rechargeThroughApi(page.request, profile.id, 5, "FOC");
    const refundResponse = await page.request.post(`/api/admin/sales/${packSale.id}/refunds`, {
      data: { amount: "20.00", credits: 1, reason: "One class missed" },
    });
    expect(refundResponse.ok(), await refundResponse.text()).toBe(true);
    const creditNote = ((await refundResponse.json()) as SaleRefundResult).creditNote;

    // The same student books a class of a new tutor: the Credits view counts it.
    const tutorName = `Report Tutor ${tag}`;
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

    const gross = before.revenue.totals.grossSen + 12_000 + 4_550;
    const refunds = before.revenue.totals.refundsSen + 2_000;
    await page.goto(`/admin/reports?from=${from}&to=${to}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sales Reports" })).toBeVisible();

    await test.step("the Revenue view opens first, with the totals in ringgit", async () => {
      await expect(page.getByRole("tab", { name: "Revenue" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(figure(page, "Gross sales")).toContainText(rm(gross));
      await expect(figure(page, "Refunds")).toContainText(rm(refunds));
      await expect(figure(page, "Net revenue")).toContainText(rm(gross - refunds));
    });

    await test.step("a dated chart, its figures in a table for screen readers", async () => {
      const chart = page.getByRole("figure", { name: /Revenue by day/ });
      await expect(chart).toBeVisible();
      const firstDay = new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }).format(new Date(`${from}T00:00:00Z`));
      await expect(
        chart.locator(".recharts-xAxis-tick-labels").getByText(firstDay, { exact: true }),
      ).toBeVisible();
      await expect(
        chart
          .locator(".recharts-yAxis-tick-labels")
          .getByText(/^RM \d/)
          .first(),
      ).toBeVisible();
      const today = before.revenue.byDay.find((day) => day.day === from)!;
      const todayRow = chart.getByRole("table", { name: "Revenue by day" }).getByRole("row").nth(1);
      await expect(todayRow).toContainText(rm(today.grossSen + 16_550));
      await expect(todayRow).toContainText(rm(today.netSen + 14_550));
    });

    await test.step("tables by payment method and product net the refunds", async () => {
      const method = (paymentMethod: PaymentMethod) =>
        before.revenue.byPaymentMethod.find((row) => row.paymentMethod === paymentMethod) ??
        NO_FIGURES;
      const qr = method("QR Pay");
      const methods = page.getByRole("table", { name: "Revenue by payment method" });
      await expect(methods.getByRole("row", { name: /^QR Pay/ })).toHaveText(
        `QR Pay${revenueCells({
          sales: qr.sales + 1,
          grossSen: qr.grossSen + 12_000,
          refunds: qr.refunds + 1,
          refundsSen: qr.refundsSen + 2_000,
          netSen: qr.netSen + 10_000,
        })}`,
      );
      const products = page.getByRole("table", { name: "Revenue by product" });
      await expect(products.getByRole("row", { name: new RegExp(`^${packName}`) })).toHaveText(
        `${packName}8${revenueCells({ sales: 1, grossSen: 12_000, refunds: 1, refundsSen: 2_000, netSen: 10_000 })}`,
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("the transaction list shows the newest first, each linked to its sale", async () => {
      const transactions = page.getByRole("table", { name: "Transactions, newest first" });
      const [refundRow, cashRow] = [
        transactions.getByRole("row").nth(1),
        transactions.getByRole("row").nth(3),
      ];
      await expect(refundRow).toContainText(creditNote.number);
      await expect(refundRow).toContainText(`Refund of ${packSale.number}: One class missed`);
      await expect(refundRow).toContainText(rm(-2_000));
      await expect(refundRow.getByRole("link")).toHaveAttribute(
        "href",
        `/admin/sales/${packSale.id}`,
      );
      await expect(cashRow).toContainText(cashSale.number);
      await expect(cashRow).toContainText("Report Reader");
      await expect(cashRow).toContainText(rm(4_550));
      const total = before.revenue.totals.sales + before.revenue.totals.refunds + 4;
      await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toHaveText(
        `Showing 1–${Math.min(50, total)} of ${total}`,
      );
    });

    await test.step("the transactions CSV has every line, refunds negative", async () => {
      const download = await downloaded(page, "Download transactions CSV");
      expect(download.suggestedFilename()).toBe(`studio-transactions-${from}-to-${to}.csv`);
      const [header, ...rows] = await csvRows(download);
      expect(header).toEqual([
        "Date",
        "Time",
        "Type",
        "Number",
        "Receipt",
        "Student",
        "E-mail",
        "Item",
        "Credits",
        "Payment method",
        "Amount (RM)",
        "Staff",
        "Reason",
      ]);
      const line = (number: string) => rows.find((row) => row[3] === number);
      expect(line(creditNote.number)).toEqual([
        from,
        expect.stringMatching(/^\d\d:\d\d$/),
        "Refund",
        creditNote.number,
        packSale.number,
        "Report Reader",
        student.email,
        packName,
        "1",
        "QR Pay",
        "-20.00",
        expect.any(String),
        "One class missed",
      ]);
      expect(line(cashSale.number)?.slice(7, 11)).toEqual(["Credits", "2", "Cash", "45.50"]);
      const sum = rows.reduce((total, row) => total + Math.round(Number(row[10]) * 100), 0);
      expect(sum).toBe(gross - refunds);
    });

    await test.step("the summary CSV has the revenue sections", async () => {
      const download = await downloaded(page, "Download summary CSV");
      expect(download.suggestedFilename()).toBe(`studio-sales-${from}-to-${to}.csv`);
      const rows = await csvRows(download);
      expect(rows).toContainEqual(["", packName, "8", "1", "120.00", "1", "20.00", "100.00"]);
    });

    await test.step("the Credits view, by keyboard, keeps the credit figures", async () => {
      await page.getByRole("tab", { name: "Revenue" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Credits sold and used" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const sold = before.creditsSold.paid + 8 + 2;
      await expect(figure(page, "Credits sold")).toContainText(String(sold));
      await expect(figure(page, "Credits sold")).toContainText(
        `plus ${before.creditsSold.foc + 5} credits free of charge (FOC)`,
      );
      await expect(figure(page, "Credits spent on classes")).toContainText(
        String(before.classCredits.spent + 3),
      );
      const byTutor = page.getByRole("table", { name: "Fill rate by instructor" });
      await expect(byTutor.getByRole("row", { name: new RegExp(`^${tutorName}`) })).toHaveText(
        `${tutorName}14125%`,
      );
      await expect(page.getByRole("figure", { name: /Credits by day/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test("choosing dates shows that range, and an empty one says so; it works on a phone", async ({
    page,
  }) => {
    await signInThroughApi(page.request, DEMO_ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/reports");
    await expect(page.getByLabel("End date")).toHaveValue(from);
    await expectNoSidewaysScroll(page);
    await page.getByLabel("Start date").fill("2020-01-01");
    await page.getByLabel("End date").fill("2020-01-31");
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByRole("heading", { name: /Report from .*1 Jan 2020/ })).toBeVisible();
    await expect(page.getByText("No sales in this range.")).toBeVisible();
    await expect(figure(page, "Net revenue")).toContainText("RM 0.00");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Credits sold and used" }).click();
    await expect(page.getByText("No credits sold in this range.")).toBeVisible();
    await expect(page.getByText("No classes in this range.").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
