import { mkdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { createStudent, signInThroughForm, uniquePhone } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { figure, meTab, openMeTab } from "./support/me-page.ts";
import { resetLinkMailedTo } from "./support/outbox.ts";
import { bookThroughApi, claimFreeTrial, classTheTrialCanBook } from "./support/studio-api.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { studioMonthShort } from "./support/studio-time.ts";
import { expect, test } from "./support/test.ts";

const accountButton = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("button", { name: new RegExp(`^${name}\\s*, account menu$`) });

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a visitor is asked to log in", async ({ page }) => {
  await page.goto("/me");
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Please log in" })).toBeVisible();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)me$/);
});

test("the overview shows who the student is, and the tabs work by keyboard", async ({ page }) => {
  const student = await createStudent(page.request, { name: "Siti Rahmah", nickname: "Siti" });
  await page.goto("/me");

  await expect(page.getByRole("heading", { level: 2, name: "Siti Rahmah (Siti)" })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await expect(page.getByText("Verified Member", { exact: true })).toBeVisible();
  await expect(figure(page, "Available Credits")).toHaveText("0");
  await expect(figure(page, "Subscription")).toHaveText("None");
  // The account was made just now: this month, in studio time.
  await expect(figure(page, "Member Since")).toHaveText(studioMonthShort(new Date()));
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // One tab stop; the arrow keys move and select, and wrap round; Home and End jump.
  const overview = meTab(page, "Profile Overview");
  await tabTo(page, overview);
  await page.keyboard.press("ArrowRight");
  await expect(meTab(page, "My Bookings")).toBeFocused();
  await expect(meTab(page, "My Bookings")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=bookings$/);
  await expect(page.getByRole("tabpanel", { name: "My Bookings" })).toContainText(
    "Upcoming Classes",
  );
  await page.keyboard.press("ArrowRight");
  await expect(meTab(page, "Credits & Subscription")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Credits & Subscription" })).toContainText(
    "Transaction History",
  );
  await page.keyboard.press("ArrowRight");
  await expect(overview).toBeFocused();
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(meTab(page, "Credits & Subscription")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(overview).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(meTab(page, "Credits & Subscription")).toBeFocused();
  // The next Tab leaves the tab list for the panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();

  // The open tab is in the address, so a reload keeps it.
  await page.reload();
  await expect(meTab(page, "Credits & Subscription")).toHaveAttribute("aria-selected", "true");
});

test("a student edits the profile and the navigation shows the new name", async ({ page }) => {
  const student = await createStudent(page.request, { name: "Ahmad Faiz", nickname: "Faiz" });
  await page.goto("/me");
  await expect(accountButton(page, "Ahmad Faiz")).toBeVisible();

  // Opened by keyboard; the Profile tab first.
  const edit = page.getByRole("button", { name: "Edit Profile" });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Profile" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const fullName = dialog.getByLabel("Full Name");
  await expect(fullName).toHaveValue("Ahmad Faiz");
  await expect(dialog.getByLabel("Nickname")).toHaveValue("Faiz");
  const phone = dialog.getByLabel("Phone Number");
  await expect(phone).toHaveValue(student.phone.replace(/[\s()-]/g, ""));
  const email = dialog.getByLabel("Email");
  await expect(email).toHaveValue(student.email);
  await expect(email).toHaveAttribute("readonly", "");
  await expect(email).toHaveAccessibleDescription(/cannot be changed.*Google account/);
  await expectNoSeriousA11yViolations(page);

  // A blank name, even of spaces, cannot be saved.
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await fullName.fill("   ");
  await expect(dialog.getByText("Full name is required")).toBeVisible();
  await expect(save).toBeDisabled();

  await fullName.fill("Ahmad Faiz");
  // A phone number is held to registration's rules.
  await phone.fill("12");
  await expect(
    dialog.getByText("Please enter a valid phone number, e.g. +60 12-345 6789."),
  ).toBeVisible();
  await expect(save).toBeDisabled();

  // Cancel keeps the saved profile.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: "Ahmad Faiz (Faiz)" })).toBeVisible();

  await edit.click();
  await expect(fullName).toHaveValue("Ahmad Faiz");
  await fullName.fill("  Ahmad Faizal bin Omar  ");
  await dialog.getByLabel("Nickname").fill(" Faizal ");
  const newPhone = uniquePhone();
  await phone.fill(newPhone);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog.getByRole("status")).toHaveText("Profile updated successfully!");
  // The navigation already has the new name, while the dialog still shows its message.
  await expect(accountButton(page, "Ahmad Faizal bin Omar")).toBeVisible();
  await expect(dialog).toBeVisible();
  // Then it closes by itself, 2 seconds later.
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(
    page.getByRole("heading", { level: 2, name: "Ahmad Faizal bin Omar (Faizal)" }),
  ).toBeVisible();

  const profile = (await (await page.request.get("/api/me")).json()) as {
    name: string;
    nickname: string;
    phone: string;
  };
  expect(profile).toMatchObject({
    name: "Ahmad Faizal bin Omar",
    nickname: "Faizal",
    phone: newPhone.replace(/[\s()-]/g, ""),
  });
});

test("a student asks for a password reset from the Security tab and signs in with the new password", async ({
  page,
}) => {
  const student = await createStudent(page.request, { name: "Lim Wei Jie", nickname: "Wei" });
  await page.goto("/me");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });

  // The tabs of the dialog work by keyboard too.
  await dialog.getByRole("tab", { name: "Profile" }).focus();
  await page.keyboard.press("ArrowRight");
  const security = dialog.getByRole("tab", { name: "Security" });
  await expect(security).toBeFocused();
  await expect(security).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await expect(dialog).toContainText("secured by the studio's sign-in, and by Google sign-in");
  await expect(dialog).toContainText("only ever sent to your registered address");
  await expect(dialog).toContainText("contact support at hello@studio.example");
  await expectNoSeriousA11yViolations(page);

  // Held for a moment, to see the dialog while it sends.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/request-password-reset", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Send Password Reset Email" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog.getByRole("status")).toHaveText(
    "Password reset email sent! Check your inbox.",
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The link from the e-mail, a new password, and a sign-in with it.
  await page.goto(await resetLinkMailedTo(student.email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = "evening-yin-by-the-window";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  await signInThroughForm(page, { email: student.email, password: newPassword });
  await expect(page).toHaveURL(/\/(me\?tab=bookings|timetable)$/);
  await expect(accountButton(page, "Lim Wei Jie")).toBeVisible();
});

test("the booking e-mails can be switched off, and stay off", async ({ page }) => {
  await createStudent(page.request, { name: "Kavitha Raj", nickname: "Kavi" });
  await page.goto("/me");
  const open = page.getByRole("button", { name: "Notifications" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  const toggle = dialog.getByRole("switch", { name: "Booking e-mails" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(toggle).toHaveAccessibleDescription(/when I book or cancel a class/);
  await expectNoSeriousA11yViolations(page);

  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(dialog.getByRole("status")).toHaveText(
    "Saved. We will not e-mail you about your bookings.",
  );
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.reload();
  await page.getByRole("button", { name: "Notifications" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(dialog.getByRole("status")).toHaveCount(0);
  const profile = await (await page.request.get("/api/me")).json();
  expect(profile.emailNotifications).toBe(false);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(dialog.getByRole("status")).toHaveText(
    "Saved. We will e-mail you when you book or cancel a class.",
  );
});

test("every tab and dialog reads well at 390 px (screenshots saved)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createStudent(page.request, {
    name: "Nurul Huda binti Abdullah Rahman",
    nickname: "Nurul",
  });
  await claimFreeTrial(page.request);
  const item = await classTheTrialCanBook(page.request);
  await bookThroughApi(page.request, item.id);
  await mkdir("test-results/screenshots", { recursive: true });

  await openMeTab(page, "Profile Overview");
  await expect(figure(page, "Available Credits")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-overview-390.png", fullPage: true });

  await meTab(page, "My Bookings").click();
  const card = page.getByRole("article", { name: item.title });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-bookings-390.png", fullPage: true });
  await card.getByRole("button", { name: /^Cancel booking/ }).click();
  await expect(page.getByRole("dialog", { name: "Cancel this booking?" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-cancel-390.png" });
  await page.keyboard.press("Escape");

  await meTab(page, "Credits & Subscription").click();
  await expect(figure(page, "Current Credits")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-credits-390.png", fullPage: true });

  await meTab(page, "Profile Overview").click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-edit-profile-390.png" });
  await dialog.getByRole("tab", { name: "Security" }).click();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/me-security-390.png" });
});
