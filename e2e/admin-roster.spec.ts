import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createStudent, DEMO_ADMIN, signInThroughForm } from "./support/accounts.ts";
import { newApiClient } from "./support/admin-users.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { claimFreeTrial, createClassAsAdmin, HOUR_MS } from "./support/studio-api.ts";
import { expectNoSidewaysScroll } from "./support/studio-clock.ts";
import { expect, test } from "./support/test.ts";

/** Finds a student with the desk's member search and picks the match with their full name. */
async function pickStudent(page: Page, query: string, name: string): Promise<void> {
  await page.getByLabel("Name, nickname, email or phone").fill(query);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
}

const bookedStudent = (page: Page, name: string) =>
  page.getByRole("list", { name: "Booked students" }).getByRole("listitem").filter({
    hasText: name,
  });

// New accounts may wait out the sign-up rate limit (e2e/support/accounts.ts).
test.describe.configure({ timeout: 90_000 });

test("the desk books a walk-in with her credits and a guest complimentary from the class's roster, and cancels her booking with a refund", async ({
  page,
  request,
  playwright,
}) => {
  const word = randomUUID().slice(0, 6);
  const title = `Desk Flow ${word}`;
  const walkIn = `Aïna Walk-in ${word}`;
  const guest = `Bayu Guest ${word}`;
  await signInThroughForm(page, DEMO_ADMIN);
  await createClassAsAdmin(page.request, { title, startsInMs: 3 * HOUR_MS, credits: 2 });
  // `request` is the walk-in's own session, beside the admin's desk.
  const { phone } = await createStudent(request, { name: walkIn, nickname: "Aina" });
  await claimFreeTrial(request);
  const guestClient = await newApiClient(playwright);
  try {
    await createStudent(guestClient, { name: guest, nickname: "Bayu" });
  } finally {
    await guestClient.dispose();
  }

  await test.step("the class's Roster link opens an empty roster", async () => {
    await page.goto("/admin/courses");
    await page.getByRole("link", { name: new RegExp(`^Roster ${title},`) }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/[\w-]+\/roster$/);
    await expect(page.getByRole("heading", { level: 1, name: "Roster" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(page.getByText("0 of 10 places booked")).toBeVisible();
    await expect(page.getByText("No one booked yet.")).toBeVisible();
  });

  await test.step("the walk-in, found without her accent, pays with her credits", async () => {
    await pickStudent(page, "aina walk", walkIn);
    await expect(page.getByRole("heading", { name: `Booking in ${walkIn}` })).toBeVisible();
    await expect(
      page.getByRole("radio", { name: "Credits", exact: true }),
    ).toHaveAccessibleDescription("2 credits from their 14 credits.");
    await page.getByRole("radio", { name: "Credits", exact: true }).check();
    await page.getByRole("button", { name: "Book in", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booked in:" })).toHaveText(
      `Booked in: ${walkIn}`,
    );
    const card = bookedStudent(page, walkIn);
    await expect(card).toContainText("(Aina)");
    // The server keeps the phone in its own form; the link dials it whatever the spacing, and
    // reads in international format (issue #69): "+60 17-123 4567" as "+60 17 123 4567".
    const call = card.locator('a[href^="tel:"]');
    await expect(call).toHaveAttribute("href", `tel:${phone.replace(/[^+\d]/g, "")}`);
    await expect(call).toHaveText(phone.replace("-", " "));
    await expect(card).toContainText("Paid: 2 credits");
    await expect(card).toContainText("Booked by the studio");
    await expect(page.getByText("1 of 10 places booked")).toBeVisible();
  });

  await test.step("a complimentary place needs a reason, checked before it is sent", async () => {
    await pickStudent(page, `bayu guest ${word}`, guest);
    await page.getByRole("radio", { name: "Complimentary", exact: true }).check();
    await page.getByRole("button", { name: "Book in", exact: true }).click();
    const reason = page.getByLabel("Reason", { exact: true });
    await expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    await expect(reason).toBeFocused();
    await reason.fill("Teacher's guest");
    await expect(reason).not.toHaveAccessibleDescription(/Please give a reason\./);
    await page.getByRole("button", { name: "Book in", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Booked in:" })).toHaveText(
      `Booked in: ${guest}`,
    );
    await expect(bookedStudent(page, guest)).toContainText("Paid: Complimentary: Teacher's guest");
    await expect(page.getByText("2 of 10 places booked")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("a student already booked is not offered again", async () => {
    await pickStudent(page, "aina walk", walkIn);
    await expect(page.getByRole("status").filter({ hasText: walkIn })).toHaveText(
      `${walkIn} is already booked for this class.`,
    );
    await expect(page.getByRole("button", { name: "Book in", exact: true })).toHaveCount(0);
  });

  await test.step("the desk cancels the walk-in's booking with her credits back, and tells her why", async () => {
    await bookedStudent(page, walkIn)
      .getByRole("button", { name: `Cancel booking of ${walkIn}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog.getByLabel("Give the credits back")).toBeChecked();
    await dialog.getByLabel("Reason").fill("She moved to the evening class");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Booking cancelled" })).toHaveText(
      "Booking cancelled. The student is told by e-mail.",
    );
    await expect(bookedStudent(page, walkIn)).toHaveCount(0);
    await expect(page.getByText("1 of 10 places booked")).toBeVisible();
    const me = await (await request.get("/api/me")).json();
    expect(me.credits).toBe(14);
  });

  await test.step("on a phone, the roster fits the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(bookedStudent(page, guest)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
