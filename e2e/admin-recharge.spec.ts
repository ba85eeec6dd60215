import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createStudent, DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import { detail, newApiClient, newBrowserPage } from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, openMeTab } from "./support/me-page.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

const searchRegion = (page: Page) => page.getByRole("region", { name: "Find a user" });
const profileCard = (page: Page) => page.getByRole("region", { name: "Profile" });
const rechargeForm = (page: Page) => page.getByRole("region", { name: "Sell Credits" });
const confirmButton = (page: Page) => page.getByRole("button", { name: "Confirm Recharge" });
const summary = (page: Page) => page.getByRole("region", { name: "Sale summary" });
const amountField = (page: Page) => rechargeForm(page).getByLabel("Amount", { exact: true });
const paidField = (page: Page) => rechargeForm(page).getByLabel("Amount received (RM)");

const searchBox = (page: Page) => searchRegion(page).getByLabel("Name, nickname, email or phone");
const matches = (page: Page) => searchRegion(page).getByRole("list", { name: /^Users matching/ });

/** One box for everything (issue #21); an exact e-mail or phone shows its card at once. */
async function search(page: Page, value: string): Promise<void> {
  await searchBox(page).fill(value);
  // Enter searches (spec §2 Admin Recharge).
  await searchBox(page).press("Enter");
}

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
});

test("the admin recharges a student found by phone, once though the answer was lost, and the student sees the new balance", async ({
  page,
  request,
  browser,
}) => {
  const student = await createStudent(request, { name: "Nadia Karim", nickname: "Nadia" });
  await page.goto("/admin/recharge");
  await expect(page.getByRole("heading", { level: 1, name: "Credit Recharge" })).toBeVisible();
  // The desk types at once: the search box has the focus on arrival.
  await expect(page.getByLabel("Name, nickname, email or phone")).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await test.step("searches that find nobody, and one that fails, say so", async () => {
    await search(page, "nobody-here@e2e.example");
    await expect(searchRegion(page).getByRole("alert")).toHaveText(
      "No user found with this email address",
    );
    await search(page, "+60 19-000 0000");
    await expect(searchRegion(page).getByRole("alert")).toHaveText(
      "No user found with this phone number",
    );
    await page.route(
      "**/api/admin/users/search?*",
      (route) =>
        route.fulfill({
          status: 500,
          json: { error: { code: "internal", message: "Something went wrong (req 7)." } },
        }),
      { times: 1 },
    );
    await search(page, student.phone);
    await expect(searchRegion(page).getByRole("alert")).toHaveText(
      "Failed to search user. Please try again.",
    );
  });

  await test.step("the phone, typed with spaces around it, finds the student's card", async () => {
    await search(page, `  ${student.phone}  `);
    const card = profileCard(page);
    await expect(detail(card, "Name")).toHaveText("Nadia Karim");
    await expect(detail(card, "Nickname")).toHaveText("Nadia");
    await expect(detail(card, "Email")).toHaveText(student.email);
    // Stored as "+60171234567", shown in international format (issue #69).
    await expect(detail(card, "Phone")).toHaveText(student.phone.replace("-", " "));
    await expect(detail(card, "Credits")).toHaveText("0 credits");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Subscription" })).toContainText(
      "No subscription.",
    );
    // Real entries only: signing up and completing the profile.
    const recent = page.getByRole("list", { name: "Recent activity, newest first" });
    await expect(recent.getByRole("listitem").first()).toContainText("Completed the profile");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("Confirm waits for what is sold and a method; the summary adds up", async () => {
    const form = rechargeForm(page);
    await expect(confirmButton(page)).toBeDisabled();
    // The packs on sale are the choices, each with its terms; custom credits come last.
    await expect(
      form.getByRole("radio", {
        name: /^10-Credit Pack 10 credits · RM 180\.00 · RM 18\.00 a credit · valid 60 days/,
      }),
    ).toBeVisible();
    await form.getByRole("radio", { name: /^Custom number of credits/ }).check();
    await amountField(page).fill("15");
    await expect(confirmButton(page)).toBeDisabled();
    const methods = form.getByLabel("Payment method").locator("option");
    await expect(methods).toHaveText([
      "Choose a method",
      "Cash",
      "QR Pay",
      "Card (terminal)",
      "Bank transfer",
      "FOC (Free of Charge)",
      "Other",
    ]);
    await form.getByLabel("Payment method").selectOption("QR Pay");
    await expect(confirmButton(page)).toBeEnabled();
    await expect(detail(summary(page), "Amount received")).toHaveText("—");
    await confirmButton(page).click();
    await expect(paidField(page)).toHaveAccessibleDescription(
      /Enter the amount received in RM, or choose FOC \(Free of Charge\)\./,
    );
    await expect(paidField(page)).toBeFocused();
    await paidField(page).fill("270");
    await form.getByLabel("Reference").fill("DUITNOW-77");
    await form.getByLabel("Remark").fill("Receipt 0042");
    await expect(detail(summary(page), "Current credits")).toHaveText("0 credits");
    await expect(detail(summary(page), "Amount to add")).toHaveText("+15 credits");
    await expect(detail(summary(page), "New total")).toHaveText("15 credits");
    await expect(detail(summary(page), "Amount received")).toHaveText("RM 270.00");
  });

  await test.step("a lost answer, then Confirm again: the same key, credits added once", async () => {
    const keys: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST" && sent.url().endsWith("/api/admin/recharge")) {
        keys.push(sent.headers()["idempotency-key"] ?? "");
      }
    });
    // The server recharges, but the answer never reaches the browser.
    await page.route(
      "**/api/admin/recharge",
      async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      },
      { times: 1 },
    );
    await confirmButton(page).click();
    await expect(rechargeForm(page).getByRole("alert")).toHaveText(
      "Failed to process recharge. Please try again.",
    );
    await confirmButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Recharge Successful!" });
    await expect(dialog).toContainText(
      `Successfully added 15 credits to ${student.email}. New balance: 15 credits.`,
    );
    await expect(dialog.getByRole("link", { name: /^R-\d{4}-\d{6}$/ })).toHaveAttribute(
      "href",
      /^\/admin\/sales\/[0-9a-f-]{36}$/,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S{16,}/);
    expect(keys[1]).toBe(keys[0]);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the form is empty again and the card shows the new balance", async () => {
    const form = rechargeForm(page);
    await expect(form.getByRole("radio").first()).toBeFocused();
    await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(amountField(page)).toHaveCount(0);
    await expect(form.getByLabel("Payment method")).toHaveValue("");
    await expect(paidField(page)).toHaveValue("");
    await expect(form.getByLabel("Reference")).toHaveValue("");
    await expect(form.getByLabel("Remark")).toHaveValue("");
    await expect(confirmButton(page)).toBeDisabled();
    await expect(detail(profileCard(page), "Credits")).toHaveText("15 credits");
    await expect(detail(summary(page), "Current credits")).toHaveText("15 credits");
    const recent = page.getByRole("list", { name: "Recent activity, newest first" });
    await expect(recent.getByRole("listitem")).toHaveCount(3);
    await expect(recent.getByRole("listitem").first()).toContainText(
      /Bought 15 credits for RM 270\.00 \(QR Pay\), receipt R-\d{4}-\d{6}/,
    );
    await expect(recent.getByRole("listitem").first()).toContainText("by Studio Admin");
    // The sale's receipt is listed under the form, and leads to its page.
    const receipts = page.getByRole("list", { name: "Receipts and credit notes, newest first" });
    await expect(receipts.getByRole("listitem")).toHaveCount(1);
    await expect(receipts.getByRole("listitem").first()).toContainText("Credits · 15 credits");
    await expect(receipts.getByRole("listitem").first()).toContainText("QR Pay");
    await expect(receipts.getByRole("listitem").first()).toContainText("RM 270.00");
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the student sees 15 credits and the top-up on /me", async () => {
    const studentPage = await newBrowserPage(browser);
    await signInThroughForm(studentPage, student);
    await openMeTab(studentPage, "Credits & Subscription");
    await expect(figure(studentPage, "Current Credits")).toHaveText("15 credits");
    const entries = studentPage
      .getByRole("region", { name: "Transactions, newest first" })
      .getByRole("listitem");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Credit Purchase");
    await expect(entries.first()).toContainText("Top-up (QR Pay)");
    await expect(entries.first()).toContainText("+15 credits");
    await studentPage.context().close();
  });
});

test("at 390 px: an amount below 1 is refused, FOC and packs fill in the ringgit, Cancel clears the form, and a refusal says so", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/recharge");
  // A member the demo content made, whom no test signs in as: a month of desk sales behind her.
  await search(page, "ETHAN.CHONG@members.example");
  await expect(detail(profileCard(page), "Name")).toHaveText("Ethan Chong");
  await expect(
    page.getByRole("list", { name: "Recent activity, newest first" }).getByRole("listitem"),
  ).toHaveCount(3);
  const credits = await detail(profileCard(page), "Credits").textContent();
  const form = rechargeForm(page);
  await expect(form).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await form.getByRole("radio", { name: /^Custom number of credits/ }).check();
  await amountField(page).fill("0");
  await form.getByLabel("Payment method").selectOption("FOC");
  // FOC takes no money: RM 0.00, and the field cannot be changed.
  await expect(paidField(page)).toHaveValue("0.00");
  await expect(paidField(page)).toBeDisabled();
  await confirmButton(page).click();
  await expect(form.getByText("Amount must be at least 1")).toBeVisible();
  await expect(amountField(page)).toBeFocused();
  await amountField(page).fill("2.5");
  await confirmButton(page).click();
  await expect(form.getByText("Amount must be a whole number")).toBeVisible();
  await expect(detail(summary(page), "Amount to add")).toHaveText("+0 credits");

  await test.step("a pack fills in its price; leaving FOC brings it back", async () => {
    await form.getByRole("radio", { name: /^20-Credit Pack/ }).check();
    await expect(paidField(page)).toHaveValue("0.00");
    await form.getByLabel("Payment method").selectOption("Card");
    await expect(paidField(page)).toBeEnabled();
    await expect(paidField(page)).toHaveValue("340.00");
    await expect(detail(summary(page), "Amount to add")).toHaveText("+20 credits");
    await expect(detail(summary(page), "Amount received")).toHaveText("RM 340.00");
    await paidField(page).fill("12.345");
    await confirmButton(page).click();
    await expect(paidField(page)).toHaveAccessibleDescription(
      /Amount received must be an amount in ringgit, such as 45 or 45\.50/,
    );
    await expectNoSidewaysScroll(page);
  });

  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(paidField(page)).toHaveValue("");
  await expect(form.getByLabel("Payment method")).toHaveValue("");
  await expect(form.getByText("Amount must be a whole number")).toHaveCount(0);

  await page.route(
    "**/api/admin/recharge",
    (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: "user_not_found", message: "This user does not exist." } },
      }),
    { times: 1 },
  );
  await form.getByRole("radio", { name: /^Custom number of credits/ }).check();
  await amountField(page).fill("5");
  await form.getByLabel("Payment method").selectOption("Cash");
  await paidField(page).fill("90");
  await confirmButton(page).click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Failed to process recharge. Please try again.");
  await expect(alert).toContainText("This user does not exist.");
  // Refused: the balance is as it was.
  await expect(detail(profileCard(page), "Credits")).toHaveText(credits ?? "");
  await expectNoSidewaysScroll(page);
});

test("the admin finds a new student by part of her name, typed without its accent, and picks her from the list; at 390 px too", async ({
  page,
  playwright,
}) => {
  // Two new students whose names both hold "aina": the admin picks the one she means. A word of
  // this run's own keeps other journeys' students out of the list.
  const word = `z${randomUUID().slice(0, 6)}`;
  const fullName = `Aïna Qistina Hassan ${word}`;
  const students = [];
  for (const names of [
    { name: fullName, nickname: "Qis" },
    { name: `Ainani Rahim ${word}`, nickname: "Nani" },
  ]) {
    const client = await newApiClient(playwright);
    students.push({ ...names, ...(await createStudent(client, names)) });
    await client.dispose();
  }
  const [aina, ainani] = students;
  const ainaMatch = () => matches(page).getByRole("button", { name: new RegExp(`^${fullName}`) });
  await page.goto("/admin/recharge");

  await test.step("'aina' lists both, each with what tells them apart", async () => {
    await search(page, `aina ${word}`);
    await expect(searchRegion(page)).toContainText("2 users found.");
    await expect(ainaMatch()).toContainText("(Qis)");
    await expect(ainaMatch()).toContainText(aina!.email);
    await expect(ainaMatch()).toContainText(aina!.phone.replace("-", " "));
    await expect(ainaMatch()).toContainText("Active");
    await expect(matches(page).getByRole("button", { name: /^Ainani Rahim/ })).toContainText(
      ainani!.email,
    );
    // No card until one is chosen.
    await expect(profileCard(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("chosen with the keyboard, her card shows; the list folds away and comes back", async () => {
    await ainaMatch().focus();
    await page.keyboard.press("Enter");
    await expect(detail(profileCard(page), "Name")).toHaveText(fullName);
    await expect(detail(profileCard(page), "Email")).toHaveText(aina!.email);
    await expect(rechargeForm(page)).toBeVisible();
    await expect(matches(page)).toHaveCount(0);
    await expect(searchRegion(page)).toContainText(`Showing ${fullName}.`);
    await expectNoSeriousA11yViolations(page);
    await searchRegion(page).getByRole("button", { name: "Show all matches" }).click();
    await expect(ainaMatch()).toHaveAttribute("aria-current", "true");
    await expect(matches(page)).toBeFocused();
  });

  await test.step("390 px wide: part of her surname, tapped, shows her card", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/recharge");
    await search(page, `hass ${word}`);
    await ainaMatch().click();
    await expect(detail(profileCard(page), "Name")).toHaveText(fullName);
    await expect(rechargeForm(page)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
