import type { Page } from "@playwright/test";
import type { StudioInfo } from "../src/shared/studio.ts";
import { formatStudioDate, formatStudioTimeRange } from "../src/shared/studio-format.ts";
import {
  createStudent,
  DEMO_ADMIN,
  DEMO_STUDENT,
  signInThroughForm,
  submitCredentials,
} from "./support/accounts.ts";
import {
  detail,
  newApiClient,
  newBrowserPage,
  rechargeThroughApi,
  setUserStatusThroughApi,
  userByEmail,
  userCountThroughApi,
} from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, openMeTab } from "./support/me-page.ts";
import { resetLinkMailedTo } from "./support/outbox.ts";
import {
  bookThroughApi,
  buyPackageThroughApi,
  cancelThroughApi,
  claimFreeTrial,
  classTheTrialCanBook,
} from "./support/studio-api.ts";
import { expectNoSidewaysScroll, STUDIO_TZ } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

const profileCard = (page: Page) => page.getByRole("region", { name: "Profile" });
const userRow = (page: Page, email: string) =>
  page.getByRole("table").getByRole("row").filter({ hasText: email });
const allUsers = (page: Page) => page.getByRole("region", { name: "All Users" });

/** The whole e-mail in the one search box: its user's card shows at once (issue #21). */
async function findByEmail(page: Page, email: string): Promise<void> {
  const box = page.getByLabel("Name, nickname, email or phone");
  await box.fill(email);
  await box.press("Enter");
  await expect(detail(profileCard(page), "Email")).toHaveText(email);
}

/** The 'Success!' dialog with its text, acknowledged. */
async function expectSuccess(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Success!" });
  await expect(dialog).toContainText(text);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
}

/** Tries to sign in on /login; answers the refusal shown, or null when it worked. */
async function trySignIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  return submitCredentials(page, "Sign In");
}

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
});

test("a disabled student's sign-in is refused with the studio's words; enabled again, they sign in", async ({
  page,
  request,
  browser,
}) => {
  const student = await createStudent(request, { name: "Irfan Shah", nickname: "Irfan" });
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await findByEmail(page, student.email);
  const card = profileCard(page);
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("button", { name: "Disable User" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable User" });
  await expect(confirm).toContainText(`Are you sure you want to disable ${student.email}?`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectSuccess(page, "User disabled successfully!");
  await expect(card.getByText("Disabled", { exact: true })).toBeVisible();
  await expect(userRow(page, student.email).getByText("Disabled", { exact: true })).toBeVisible();

  const studentPage = await newBrowserPage(browser);
  expect(await trySignIn(studentPage, student)).toBe(
    "This account has been disabled. Please contact the studio.",
  );

  await card.getByRole("button", { name: "Enable User" }).click();
  const enable = page.getByRole("dialog", { name: "Enable User" });
  await expect(enable).toContainText(`Are you sure you want to enable ${student.email}?`);
  await enable.getByRole("button", { name: "Enable", exact: true }).click();
  await expectSuccess(page, "User enabled successfully!");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  expect(await trySignIn(studentPage, student)).toBeNull();
  await studentPage.context().close();

  await test.step("the admin cannot disable their own account", async () => {
    await findByEmail(page, DEMO_ADMIN.email);
    await profileCard(page).getByRole("button", { name: "Disable User" }).click();
    const own = page.getByRole("dialog", { name: "Disable User" });
    await own.getByRole("button", { name: "Disable", exact: true }).click();
    const alert = own.getByRole("alert");
    await expect(alert).toContainText("Failed to update user status. Please try again.");
    await expect(alert).toContainText("You cannot disable your own account.");
    await own.getByRole("button", { name: "Cancel" }).click();
    await expect(profileCard(page).getByText("Active", { exact: true })).toBeVisible();
  });
});

test("Edit User checks its fields, and a new credit figure is an admin adjustment in the student's history", async ({
  page,
  request,
  browser,
}) => {
  const student = await createStudent(request, { name: "Wong Kar Wai", nickname: "Kar Wai" });
  await page.goto("/admin/users");
  await findByEmail(page, student.email);
  await profileCard(page).getByRole("button", { name: "Edit User" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Wong Kar Wai");
  await expect(dialog.getByLabel("Credits", { exact: true })).toHaveValue("0");
  await expectNoSeriousA11yViolations(page);

  await test.step("name required, credits a whole number of 0 or more", async () => {
    await dialog.getByLabel("Name").fill("  ");
    await dialog.getByLabel("Credits", { exact: true }).fill("-1");
    await save.click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Credits must be at least 0")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByLabel("Credits", { exact: true }).fill("1.5");
    await save.click();
    await expect(dialog.getByText("Credits must be a whole number")).toBeVisible();
  });

  await test.step("the server's refusal, and a failure without one", async () => {
    await dialog.getByLabel("Name").fill("Wong Kar Wai");
    // Put right, a field's message goes at once.
    await expect(dialog.getByText("Name is required")).toHaveCount(0);
    await dialog.getByLabel("Credits", { exact: true }).fill("9");
    // A new credit figure needs a reason, kept in the ledger.
    const reason = dialog.getByLabel("Reason for the change of credits");
    await save.click();
    await expect(dialog.getByText("Please give a reason for the change of credits.")).toBeVisible();
    await expect(reason).toBeFocused();
    await reason.fill("Paid cash at the desk");
    await dialog.getByLabel("Phone").fill("+60 12-345 6789");
    await save.click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Phone number already used by another account",
    );
    await page.route(
      "**/api/admin/users/*",
      (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status: 502, body: "Bad gateway" })
          : route.continue(),
      { times: 1 },
    );
    await dialog.getByLabel("Phone").fill("");
    await save.click();
    await expect(dialog.getByRole("alert")).toHaveText("Failed to update user. Please try again.");
  });

  await test.step("saved: 'Success!', and the card shows it", async () => {
    await dialog.getByLabel("Name").fill("Wong Kar-Wai");
    await save.click();
    await expect(dialog).toBeHidden();
    await expectSuccess(page, "User updated successfully!");
    const card = profileCard(page);
    await expect(detail(card, "Name")).toHaveText("Wong Kar-Wai");
    await expect(detail(card, "Phone")).toHaveText("—");
    await expect(detail(card, "Credits")).toHaveText("9 credits");
    // One save, two records: the profile change and the credits, newest first.
    const recent = page.getByRole("list", { name: "Recent activity, newest first" });
    await expect(recent).toContainText(
      "Credits set to 9 by the studio (+9): Paid cash at the desk",
    );
    await expect(recent).toContainText("Profile edited by the studio");
  });

  await test.step("the student reads the adjustment in their Credits history", async () => {
    const studentPage = await newBrowserPage(browser);
    await signInThroughForm(studentPage, student);
    // The studio cleared the phone: the student is held on the complete-profile step until they
    // give one again (spec §4), their name as the studio saved it.
    await expect(studentPage.getByLabel("Your Full Name")).toHaveValue("Wong Kar-Wai");
    await studentPage.getByLabel("Your Phone Number").fill(student.phone);
    await studentPage.getByRole("button", { name: "Save & Continue" }).click();
    await expect(studentPage).toHaveURL(/\/timetable$/);
    await openMeTab(studentPage, "Credits & Subscription");
    await expect(figure(studentPage, "Current Credits")).toHaveText("9 credits");
    const entries = studentPage
      .getByRole("region", { name: "Transactions, newest first" })
      .getByRole("listitem");
    await expect(entries.first()).toContainText("Admin Adjustment");
    await expect(entries.first()).toContainText("Adjusted by the studio: Paid cash at the desk");
    await expect(entries.first()).toContainText("+9 credits");
    await studentPage.context().close();
  });
});

test("Reset Password from a row's Actions mails the student a reset link", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { name: "Grace Teo", nickname: "Grace" });
  await page.goto("/admin/users");
  // The newest account heads the list.
  const row = userRow(page, student.email);
  const actions = row.getByRole("button", { name: `Actions for ${student.email}` });
  await actions.click();
  await expect(actions).toHaveAttribute("aria-expanded", "true");
  for (const choice of ["Edit User", "Reset Password", "Check History", "Disable User"]) {
    await expect(row.getByRole("button", { name: choice, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(actions).toHaveAttribute("aria-expanded", "false");
  await expect(actions).toBeFocused();

  await page.route(
    "**/api/admin/users/*/password-reset",
    (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal", message: "Something went wrong (req 9)." } },
      }),
    { times: 1 },
  );
  await actions.click();
  await row.getByRole("button", { name: "Reset Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog).toContainText(
    `Reset password for ${student.email}? They will receive a reset email.`,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Failed to reset password. Please try again.",
  );
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expectSuccess(page, `Password reset email sent to ${student.email}!`);
  // The focus is back where the admin was.
  await expect(actions).toBeFocused();

  const link = await resetLinkMailedTo(student.email);
  expect(link).toContain("/api/auth/reset-password/");
});

test("the All Users list filters by status and subscription on the server, 30 a page", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const admin = page.request;
  // 31 disabled accounts: two pages of 'Disabled Only'. One of them holds the welcome package.
  const emails: string[] = [];
  for (let index = 0; index < 31; index++) {
    const client = await newApiClient(playwright);
    const student = await createStudent(client, {
      name: `Paged Student ${String(index + 1).padStart(2, "0")}`,
      nickname: "Paged",
    });
    if (index === 0) {
      await claimFreeTrial(client);
      await buyPackageThroughApi(client, "Welcome Week");
    }
    await client.dispose();
    emails.push(student.email);
    await setUserStatusThroughApi(admin, (await userByEmail(admin, student.email)).id, false);
  }
  const [everyone, disabled, disabledWithPackage, activeWithout] = await Promise.all([
    userCountThroughApi(admin),
    userCountThroughApi(admin, { status: "disabled" }),
    userCountThroughApi(admin, { status: "disabled", subscription: "with" }),
    userCountThroughApi(admin, { status: "active", subscription: "without" }),
  ]);
  expect(disabled).toBeGreaterThanOrEqual(31);

  await page.goto("/admin/users");
  const list = allUsers(page);
  await expect(list).toContainText(`${everyone} users registered`);
  await expect(list).toContainText(`Showing 1 to 30 of ${everyone} users`);
  await expect(list.getByRole("table").getByRole("row")).toHaveCount(31);
  await expectNoSeriousA11yViolations(page);

  await test.step("Disabled Only, page by page", async () => {
    await list.getByLabel("Status").selectOption({ label: "Disabled Only" });
    await expect(page).toHaveURL(/status=disabled/);
    await expect(list).toContainText(`Showing 1 to 30 of ${disabled} users`);
    // Newest first: the last account made heads the first page, the first one is on the second.
    await expect(userRow(page, emails[30]!)).toBeVisible();
    await expect(userRow(page, emails[0]!)).toHaveCount(0);
    await list.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list).toContainText(`Showing 31 to ${disabled} of ${disabled} users`);
    await expect(userRow(page, emails[0]!)).toBeVisible();
    await expect(list.getByRole("table").getByRole("row")).toHaveCount(disabled - 30 + 1);
    // The total still counts every account, whatever the filter shows.
    await expect(list).toContainText(`${everyone} users registered`);
    await list.getByRole("button", { name: "Previous" }).click();
    await expect(list).toContainText(`Showing 1 to 30 of ${disabled} users`);
  });

  await test.step("with a subscription, and without", async () => {
    await list.getByLabel("Subscription").selectOption({ label: "With Subscription" });
    await expect(page).not.toHaveURL(/page=/);
    await expect(list).toContainText(
      `Showing 1 to ${disabledWithPackage} of ${disabledWithPackage} users`,
    );
    const subscriber = userRow(page, emails[0]!);
    await expect(subscriber).toContainText("Welcome Week");
    await expect(subscriber).toContainText("Disabled");

    await list.getByLabel("Status").selectOption({ label: "Active Only" });
    await list.getByLabel("Subscription").selectOption({ label: "No Subscription" });
    await expect(list).toContainText(
      `Showing 1 to ${Math.min(30, activeWithout)} of ${activeWithout} users`,
    );
    await expect(userRow(page, DEMO_STUDENT.email)).toBeVisible();
    await expect(userRow(page, emails[1]!)).toHaveCount(0);
  });

  await test.step("a list that fails to load says so", async () => {
    await page.route(
      "**/api/admin/users?*",
      (route) =>
        route.fulfill({
          status: 500,
          json: { error: { code: "internal", message: "Something went wrong (req 3)." } },
        }),
      // A server failure is tried three times before the screen gives up (query-client.ts).
      { times: 3 },
    );
    await list.getByLabel("Status").selectOption({ label: "All Status" });
    await expect(list.getByRole("alert")).toHaveText(
      "Failed to load users list. Please try again.",
    );
    await list.getByRole("button", { name: "Try again" }).click();
    await expect(list.getByRole("table")).toBeVisible();
  });

  await test.step("390 px wide: one card a user, and the Actions still open", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list.getByRole("table")).toBeHidden();
    // Still without a subscription, any status: the newest such account heads the list.
    const card = list.getByRole("article", { name: emails[30]! });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: /^Actions/ }).click();
    await expect(card.getByRole("button", { name: "Check History" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test("the History dialog filters by chip and loads more while the server has more", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { name: "Hui Min Goh", nickname: "Hui Min" });
  const { id } = await userByEmail(page.request, student.email);
  // 31 recharges: one more than a page of Credit Recharge.
  for (let round = 1; round <= 31; round++) {
    await rechargeThroughApi(page.request, id, round, "Cash");
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/users");
  await findByEmail(page, student.email);
  await expectNoSidewaysScroll(page);
  await profileCard(page).getByRole("button", { name: "View Full History" }).click();
  const dialog = page.getByRole("dialog", { name: "User History" });
  const chip = (name: string) => dialog.getByRole("button", { name, exact: true });
  const entries = dialog.getByRole("listitem");
  const more = dialog.getByRole("button", { name: "Load More" });

  // All: the 31 recharges, the sign-up's sign-in and the profile, newest first.
  await expect(chip("All")).toHaveAttribute("aria-pressed", "true");
  await expect(entries).toHaveCount(30);
  // Each recharge is a sale at RM 18 a credit, with its receipt (issue #23).
  await expect(entries.first()).toContainText(
    /Bought 31 credits for RM 558\.00 \(Cash\), receipt R-\d{4}-\d{6}/,
  );
  await expectNoSeriousA11yViolations(page);
  await more.click();
  await expect(entries).toHaveCount(33);
  await expect(entries.last()).toContainText("Signed in");
  await expect(more).toHaveCount(0);

  await chip("Credit Recharge").click();
  await expect(chip("Credit Recharge")).toHaveAttribute("aria-pressed", "true");
  await expect(entries).toHaveCount(30);
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(entries).toHaveCount(31);
  await expect(entries.last()).toContainText(/Bought 1 credit for RM 18\.00 \(Cash\)/);
  await expect(more).toHaveCount(0);
  await expect(
    dialog.getByRole("list", { name: "Credit Recharge history, newest first" }),
  ).toBeFocused();

  await chip("Other").click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("Completed the profile");
  await chip("Bookings").click();
  await expect(dialog).toContainText("No activity to show.");
  await expect(entries).toHaveCount(0);

  // Spec §8: a history that fails to load is an empty list.
  await page.route(
    "**/api/admin/users/*/history?*",
    (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal", message: "Something went wrong (req 5)." } },
      }),
    { times: 3 },
  );
  await chip("Credit Usage").click();
  await expect(dialog).toContainText("No activity to show.");
  await expect(more).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(profileCard(page).getByRole("button", { name: "View Full History" })).toBeFocused();
});

test("the history gives a booking's class, tutor, place and status, and the credits each activity moved", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, { name: "Siti Nurhaliza", nickname: "Siti" });
  await claimFreeTrial(request);
  const item = await classTheTrialCanBook(request);
  await cancelThroughApi(request, await bookThroughApi(request, item.id));
  const studio = (await (await page.request.get("/api/studio")).json()) as StudioInfo;

  await page.goto("/admin/users");
  await findByEmail(page, student.email);
  await profileCard(page).getByRole("button", { name: "View Full History" }).click();
  const dialog = page.getByRole("dialog", { name: "User History" });
  const entries = dialog.getByRole("listitem");
  /** An entry's details, term by term, as a screen reader reads the list of terms. */
  const detailsOf = async (entry: number) => {
    const terms = await entries.nth(entry).locator("dt").allTextContents();
    const values = await entries.nth(entry).locator("dd").allTextContents();
    return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
  };

  await dialog.getByRole("button", { name: "Bookings", exact: true }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`Cancelled ${item.title}`);
  const classDetails = {
    Date: formatStudioDate(item.startsAt, STUDIO_TZ),
    Time: formatStudioTimeRange(item.startsAt, item.endsAt, STUDIO_TZ),
    Instructor: item.tutor?.name ?? "TBA",
    Location: studio.address,
    // The booking as it is now: both entries are of the one cancelled booking.
    Status: "Cancelled",
  };
  expect(await detailsOf(0)).toEqual(classDetails);
  expect(await detailsOf(1)).toEqual(classDetails);

  await dialog.getByRole("button", { name: "Credit Usage", exact: true }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(`Spent ${item.credits} credit`);
  expect(await detailsOf(0)).toEqual({
    Amount: `${item.credits} ${item.credits === 1 ? "credit" : "credits"}`,
    Type: "Debit",
    Reason: "Class Booking",
  });

  await dialog.getByRole("button", { name: "Other", exact: true }).click();
  await expect(entries.first()).toContainText("Claimed the free trial: 14 credits");
  expect(await detailsOf(0)).toEqual({
    Amount: "14 credits",
    Type: "Credit",
    Reason: "Initial Credits",
  });
  await expectNoSeriousA11yViolations(page);
});
