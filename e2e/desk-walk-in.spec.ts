import { randomUUID } from "node:crypto";
import { DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { resetLinkMailedTo } from "./support/outbox.ts";
import { createClassAsAdmin, HOUR_MS } from "./support/studio-api.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

test.describe.configure({ timeout: 90_000 });

test("on a phone at the desk, a walk-in is registered from the roster, pays cash for the class and is booked in; her e-mail added later lets her sign in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const word = randomUUID().slice(0, 6);
  const title = `Walk-in Flow ${word}`;
  const name = `Siti Walk-in ${word}`;
  const phone = `+60 13-${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const email = `siti.${word}@example.com`;
  await signInThroughForm(page, DEMO_ADMIN);
  await createClassAsAdmin(page.request, { title, startsInMs: 2 * HOUR_MS, credits: 2 });

  await test.step("she is registered with her name and phone, without an e-mail", async () => {
    await page.goto("/admin/courses");
    await page.getByRole("link", { name: new RegExp(`^Roster ${title},`) }).click();
    await page.getByRole("button", { name: "Register a walk-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Register a walk-in" });
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription(/required/i);
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Phone").fill(phone);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Register" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: `Booking in ${name}` })).toBeVisible();
    await expect(page.getByText("No e-mail yet").first()).toBeVisible();
  });

  await test.step("she pays cash for the class's credits and is booked in with them", async () => {
    await expect(
      page.getByRole("radio", { name: "Credits", exact: true }),
    ).toHaveAccessibleDescription("2 credits from their 0 credits. Not enough for this class.");
    await page.getByRole("radio", { name: "Pay now", exact: true }).check();
    await page.getByRole("button", { name: "Book in", exact: true }).click();
    const paid = page.getByLabel("Amount received (RM)");
    await expect(paid).toBeFocused();
    await paid.fill("40");
    await expect(page.getByLabel("Paid by")).toHaveValue("Cash");
    await page.screenshot({
      path: "test-results/screenshots/desk-walk-in-pay-now-390.png",
      fullPage: true,
    });
    await page.getByRole("button", { name: "Book in", exact: true }).click();
    const booked = page.getByRole("status").filter({ hasText: "Booked in:" });
    await expect(booked).toContainText(`Booked in: ${name} · Paid, receipt R-`);
    const card = page
      .getByRole("list", { name: "Booked students" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(card).toContainText("Paid: 2 credits");
    await expect(card).toContainText("No e-mail yet");
    await expect(page.getByText("1 of 10 places booked")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: "test-results/screenshots/desk-walk-in-booked-390.png",
      fullPage: true,
    });
    await booked.getByRole("link", { name: /^receipt R-/ }).click();
    await expect(page.getByText("RM 40.00").first()).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
  });

  await test.step("her e-mail, added later with Edit User, is sent the link to choose a password", async () => {
    await page.goto("/admin/users");
    await page.getByLabel("Name, nickname, email or phone").fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("button", { name: "Reset Password" })).toHaveCount(0);
    await page.getByRole("button", { name: "Edit User" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(email).first()).toBeVisible();
  });

  await test.step("she chooses her password through the link and signs in", async () => {
    await page.context().clearCookies();
    await page.goto(await resetLinkMailedTo(email));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("walk-in-at-the-desk");
    await page.getByLabel("Confirm new password").fill("walk-in-at-the-desk");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed");
    await signInThroughForm(page, { email, password: "walk-in-at-the-desk" });
    // The desk took her name and phone; the nickname the profile asks for is hers to give.
    await expect(page.getByLabel("Your Full Name")).toHaveValue(name);
    await page.getByLabel("Your Nickname").fill("Siti");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByLabel("Your Nickname")).toBeHidden();
    await page.goto("/me?tab=bookings");
    await expect(page.getByText(title).first()).toBeVisible();
  });
});
