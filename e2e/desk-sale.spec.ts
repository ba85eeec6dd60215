import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { CreditHistory } from "../src/shared/profile.ts";
import type { AdminCreditPack } from "../src/shared/sales.ts";
import {
  createStudent,
  DEMO_ADMIN,
  signInThroughApi,
  signInThroughForm,
  submitCredentials,
} from "./support/accounts.ts";
import { detail, newApiClient, newBrowserPage } from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { csvRows, downloaded } from "./support/downloads.ts";
import { figure, openMeTab } from "./support/me-page.ts";
import { receiptLinkMailedTo } from "./support/outbox.ts";
import { expectNoSidewaysScroll, studioDayFromNow } from "./support/studio-clock.ts";
import { studioDate } from "./support/studio-time.ts";
import { expect, test } from "./support/test.ts";

/** Every pack this journey makes carries this mark, so it can be taken off sale afterwards. */
const MARK = "e2e-desk";

const packsTable = (page: Page) => page.getByRole("table", { name: "Credit packs" });
const rechargeForm = (page: Page) => page.getByRole("region", { name: "Sell Credits" });
const receipt = (page: Page) => page.getByRole("article", { name: "Receipt" });

/** "8 credits expire at the end of Tue, 5 Jan 2027": the last studio day before the moment. */
function expiryInWords(credits: number, expiresAt: string): string {
  return `${credits} credits expire at the end of ${studioDate(new Date(new Date(expiresAt).getTime() - 1))}`;
}

// The Plans page and the desk list the packs on sale: this journey's goes off sale after it.
test.afterEach(async ({ request }) => {
  await signInThroughApi(request, DEMO_ADMIN);
  const packs = (await (await request.get("/api/admin/credit-packs")).json()) as AdminCreditPack[];
  for (const pack of packs.filter((each) => each.onSale && each.name.includes(MARK))) {
    const { id, name, credits, priceSen, validityDays } = pack;
    const response = await request.put(`/api/admin/credit-packs/${id}`, {
      data: { name, credits, priceRm: (priceSen / 100).toFixed(2), validityDays, onSale: false },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test("the desk sells a new credit pack by QR Pay; the student sees the credits, their expiry and the receipt; the owner refunds part of it and sees both in the day's report and its CSV", async ({
  page,
  browser,
  playwright,
}) => {
  // Admin, student and admin again, with accessibility scans on each screen.
  test.setTimeout(120_000);
  const packName = `Desk Pack ${MARK}${randomUUID().slice(0, 6)}`;
  const reference = `DUITNOW-${randomUUID().slice(0, 8)}`;
  const client = await newApiClient(playwright);
  const student = await createStudent(client, { name: "Aisyah Rahman", nickname: "Aisyah" });
  await client.dispose();
  await signInThroughForm(page, DEMO_ADMIN);

  await test.step("the owner adds a credit pack that lasts 45 days", async () => {
    await page.goto("/admin/packages");
    await page.getByRole("button", { name: "Add Credit Pack" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Credit Pack" });
    await expect(dialog.getByLabel("On sale (at the desk and on the Plans page)")).toBeChecked();
    await dialog.getByRole("button", { name: "Create Credit Pack" }).click();
    await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Validity (days)")).toHaveAccessibleDescription(
      /Validity must be a whole number of days, or tick Never expire/,
    );
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("Name").fill(packName);
    await dialog.getByLabel("Credits").fill("8");
    await dialog.getByLabel("Price (RM)").fill("150");
    await dialog.getByLabel("Validity (days)").fill("45");
    await dialog.getByRole("button", { name: "Create Credit Pack" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: "Credit pack created." }),
    ).toBeVisible();
    const cells = packsTable(page).getByRole("row").filter({ hasText: packName }).getByRole("cell");
    await expect(cells).toHaveText([
      "8 credits",
      "RM 150.00",
      "RM 18.75",
      "45 days",
      "0",
      "On sale",
      `Edit ${packName}`,
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  let receiptNumber = "";
  let creditNoteNumber = "";
  await test.step("the desk sells it to a new student, paid by QR Pay with its reference", async () => {
    await page.goto("/admin/recharge");
    const search = page.getByRole("region", { name: "Find a user" });
    await search.getByLabel("Name, nickname, email or phone").fill(student.email);
    await search.getByLabel("Name, nickname, email or phone").press("Enter");
    const form = rechargeForm(page);
    await form.getByRole("radio", { name: new RegExp(`^${packName}`) }).check();
    await expect(form.getByLabel("Amount received (RM)")).toHaveValue("150.00");
    await form.getByLabel("Payment method").selectOption("QR Pay");
    await form.getByLabel("Reference").fill(reference);
    const summary = page.getByRole("region", { name: "Sale summary" });
    await expect(detail(summary, "Amount to add")).toHaveText("+8 credits");
    await expect(detail(summary, "New total")).toHaveText("8 credits");
    await expect(detail(summary, "Amount received")).toHaveText("RM 150.00");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/desk-sale.png", fullPage: true });
    await form.getByRole("button", { name: "Confirm Recharge" }).click();

    const dialog = page.getByRole("dialog", { name: "Recharge Successful!" });
    await expect(dialog).toContainText(
      `Successfully added 8 credits to ${student.email}. New balance: 8 credits.`,
    );
    const link = dialog.getByRole("link", { name: /^R-\d{4}-\d{6}$/ });
    receiptNumber = (await link.textContent()) ?? "";
    await expect(dialog).toContainText(`Receipt ${receiptNumber} is e-mailed to the student.`);
    await dialog.getByRole("button", { name: "Continue" }).click();
    const listed = page
      .getByRole("list", { name: "Receipts and credit notes, newest first" })
      .getByRole("listitem");
    await expect(listed.first()).toContainText(`Receipt ${receiptNumber}`);
    await expect(listed.first()).toContainText(`${packName} · 8 credits`);
  });

  const studentPage = await newBrowserPage(browser);
  await test.step("the student follows the e-mailed link, logs in, and lands on the receipt", async () => {
    await studentPage.goto(await receiptLinkMailedTo(student.email));
    await expect(studentPage.getByRole("heading", { name: "Please log in" })).toBeVisible();
    await studentPage.getByRole("link", { name: "Log In" }).click();
    await studentPage.getByLabel("Email").fill(student.email);
    await studentPage.getByLabel("Password").fill(student.password);
    expect(await submitCredentials(studentPage, "Sign In")).toBeNull();
    await expect(studentPage).toHaveURL(/\/me\/receipts\/[0-9a-f-]{36}$/);
    await expect(receipt(studentPage)).toContainText(receiptNumber);
  });

  await test.step("the student sees the credits, when they expire, and the receipt", async () => {
    await openMeTab(studentPage, "Credits & Subscription");
    await expect(figure(studentPage, "Current Credits")).toHaveText("8 credits");
    await expect(figure(studentPage, "Total Earned")).toHaveText("8 credits");
    const history = (await (
      await studentPage.request.get("/api/me/credits")
    ).json()) as CreditHistory;
    expect(history.expiring).toHaveLength(1);
    const expiry = expiryInWords(8, history.expiring[0]!.expiresAt);
    await expect(studentPage.getByRole("region", { name: "Credits that expire" })).toContainText(
      `${expiry}.`,
    );
    const receipts = studentPage.getByRole("list", { name: "Receipts, newest first" });
    await expect(receipts.getByRole("listitem")).toHaveCount(1);
    await expect(receipts.getByRole("listitem")).toContainText(`${packName} · 8 credits`);
    await expect(receipts.getByRole("listitem")).toContainText("QR Pay");
    await expect(receipts.getByRole("listitem")).toContainText("RM 150.00");
    await expectNoSeriousA11yViolations(studentPage);

    await receipts.getByRole("link", { name: `Receipt ${receiptNumber}` }).click();
    await expect(studentPage).toHaveURL(/\/me\/receipts\/[0-9a-f-]{36}$/);
    await expect(
      studentPage.getByRole("heading", { level: 1, name: "Your receipt" }),
    ).toBeVisible();
    const document = receipt(studentPage);
    await expect(document).toContainText(receiptNumber);
    await expect(document).toContainText("Studio Sanctuary");
    await expect(detail(document, "Sold to")).toContainText(student.email);
    await expect(detail(document, "Payment method")).toHaveText("QR Pay");
    await expect(detail(document, "Reference")).toHaveText(reference);
    await expect(detail(document, "Served by")).toHaveText("Studio Admin");
    await expect(document.getByRole("row").nth(1)).toHaveText(`${packName}8RM 150.00`);
    await expect(document.getByRole("row", { name: "Total paid" })).toContainText("RM 150.00");
    await expect(document).toContainText(`${expiry}.`);
    await expectNoSeriousA11yViolations(studentPage);
    await studentPage.screenshot({ path: "test-results/screenshots/receipt.png", fullPage: true });
  });

  await test.step("printed, the receipt is all there is on the page", async () => {
    await studentPage.emulateMedia({ media: "print" });
    await expect(receipt(studentPage)).toBeVisible();
    // Nothing but the receipt and the boxes around it is drawn: no header, menu, footer or button.
    const shownOutside = await studentPage.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter(
          (element) =>
            !element.closest("[data-print-document]") &&
            !element.querySelector("[data-print-document]") &&
            element.checkVisibility(),
        )
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(shownOutside).toEqual([]);
    await expect(receipt(studentPage)).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(receipt(studentPage)).toHaveCSS("background-color", "rgb(255, 255, 255)");
    // On A4, it fits one page.
    const pdf = await studentPage.pdf({ preferCSSPageSize: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await studentPage.screenshot({ path: "test-results/screenshots/receipt-print.png" });
    await studentPage.emulateMedia({ media: "screen" });
    await expect(studentPage.getByRole("button", { name: "Print" })).toBeVisible();
  });

  await test.step("the owner refunds part of the sale from its page; the server refuses more than is unused", async () => {
    await rechargeForm(page).waitFor();
    await page
      .getByRole("list", { name: "Receipts and credit notes, newest first" })
      .getByRole("link", { name: `Receipt ${receiptNumber}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/sales\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: `Sale ${receiptNumber}` }),
    ).toBeVisible();
    await expect(detail(receipt(page), "Reference")).toHaveText(reference);
    const panel = page.getByRole("region", { name: "Refund", exact: true });
    await expect(detail(panel, "Money left to refund")).toHaveText("RM 150.00");
    await expect(detail(panel, "Unused credits")).toHaveText("8 credits");
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Refund ${receiptNumber}` });
    await expect(dialog.getByLabel("Amount refunded (RM)")).toHaveValue("150.00");
    await expect(dialog.getByLabel("Credits taken back")).toHaveValue("8");
    await dialog.getByLabel("Amount refunded (RM)").fill("50");
    await dialog.getByLabel("Credits taken back").fill("9");
    await dialog.getByRole("button", { name: "Record refund" }).click();
    await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription(
      /Give the reason for the refund\./,
    );
    await dialog.getByLabel("Reason").fill("Moved to evening classes");
    await dialog.getByRole("button", { name: "Record refund" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Only 8 credits of this sale are unused: take back at most 8.",
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Credits taken back").fill("3");
    await dialog.getByRole("button", { name: "Record refund" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("status").filter({ hasText: "Refund recorded" })).toHaveText(
      /^Refund recorded: credit note CN-\d{4}-\d{6}, RM 50\.00 refunded and 3 credits taken back\.$/,
    );
    const notes = receipt(page).getByRole("region", { name: "Credit notes" });
    await expect(notes.getByRole("listitem")).toHaveCount(1);
    await expect(notes).toContainText(/Credit note CN-\d{4}-\d{6}/);
    await expect(notes).toContainText("RM 50.00 refunded");
    await expect(notes).toContainText("3 credits taken back");
    await expect(notes).toContainText("Moved to evening classes");
    await expect(detail(panel, "Money left to refund")).toHaveText("RM 100.00");
    await expect(detail(panel, "Unused credits")).toHaveText("5 credits");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "test-results/screenshots/sale.png", fullPage: true });
    creditNoteNumber = (await notes.textContent())?.match(/CN-\d{4}-\d{6}/)?.[0] ?? "";
    expect(creditNoteNumber).not.toBe("");
  });

  await test.step("the owner sees the sale and its refund in the day's report and its CSV", async () => {
    const today = studioDayFromNow(0);
    await page.goto(`/admin/reports?from=${today}&to=${today}`);
    const transactions = page.getByRole("table", { name: "Transactions, newest first" });
    const saleRow = transactions.getByRole("row").filter({ hasText: receiptNumber }).filter({
      hasNotText: "Refund of",
    });
    await expect(saleRow).toContainText("Aisyah Rahman");
    await expect(saleRow).toContainText(packName);
    await expect(saleRow).toContainText("QR Pay");
    await expect(saleRow).toContainText("RM 150.00");
    const refundRow = transactions.getByRole("row").filter({ hasText: creditNoteNumber });
    await expect(refundRow).toContainText(`Refund of ${receiptNumber}: Moved to evening classes`);
    await expect(refundRow).toContainText("−RM 50.00");
    const products = page.getByRole("table", { name: "Revenue by product" });
    // 8 credits sold in one sale of RM 150.00, one refund of RM 50.00: RM 100.00 net.
    await expect(products.getByRole("row", { name: new RegExp(`^${packName}`) })).toHaveText(
      `${packName}81RM 150.001RM 50.00RM 100.00`,
    );

    const download = await downloaded(page, "Download transactions CSV");
    const rows = await csvRows(download);
    const line = (number: string) => rows.find((row) => row[3] === number);
    expect(line(receiptNumber)).toEqual([
      today,
      expect.stringMatching(/^\d\d:\d\d$/),
      "Sale",
      receiptNumber,
      receiptNumber,
      "Aisyah Rahman",
      student.email,
      packName,
      "8",
      "QR Pay",
      "150.00",
      expect.any(String),
      "",
    ]);
    expect(line(creditNoteNumber)?.slice(2, 11)).toEqual([
      "Refund",
      creditNoteNumber,
      receiptNumber,
      "Aisyah Rahman",
      student.email,
      packName,
      "3",
      "QR Pay",
      "-50.00",
    ]);

    // Each line leads back to its sale's page.
    await refundRow.getByRole("link", { name: `Credit note ${creditNoteNumber}` }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Sale ${receiptNumber}` }),
    ).toBeVisible();
  });

  await test.step("on a phone, the sale and the student's credit note read without sideways scrolling", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(receipt(page)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await studentPage.setViewportSize({ width: 390, height: 844 });
    await openMeTab(studentPage, "Credits & Subscription");
    await expect(figure(studentPage, "Current Credits")).toHaveText("5 credits");
    await expect(figure(studentPage, "Removed by the studio")).toContainText("3 credits");
    await studentPage.screenshot({
      path: "test-results/screenshots/credits-390.png",
      fullPage: true,
    });
    const note = studentPage
      .getByRole("list", { name: "Receipts, newest first" })
      .getByRole("listitem")
      .first();
    await expect(note).toContainText(`Refund of ${packName} · 3 credits taken back`);
    await expect(note).toContainText("−RM 50.00");
    await expectNoSidewaysScroll(studentPage);
    await note.getByRole("link", { name: /^Credit note CN-/ }).click();
    await expect(studentPage).toHaveURL(/\/me\/credit-notes\/[0-9a-f-]{36}$/);
    const creditNote = studentPage.getByRole("article", { name: "Credit note" });
    await expect(detail(creditNote, "Reason")).toHaveText("Moved to evening classes");
    await expect(detail(creditNote, "Refund of")).toHaveText(`Receipt ${receiptNumber}`);
    await expect(creditNote.getByRole("row", { name: "Total refunded" })).toContainText("RM 50.00");
    await expectNoSidewaysScroll(studentPage);
    await expectNoSeriousA11yViolations(studentPage);
    await detail(creditNote, "Refund of").getByRole("link").click();
    await expect(studentPage).toHaveURL(/\/me\/receipts\/[0-9a-f-]{36}$/);
    await expect(receipt(studentPage)).toContainText(receiptNumber);
  });
  await studentPage.context().close();
});
