import { randomUUID } from "node:crypto";
import { createStudent, DEMO_ADMIN, signInThroughApi } from "./support/accounts.ts";
import { keepSettings } from "./support/admin-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { openMeTab } from "./support/me-page.ts";
import {
  bookThroughApi,
  claimFreeTrial,
  createClassAsAdmin,
  HOUR_MS,
} from "./support/studio-api.ts";
import { expect, test } from "./support/test.ts";

test("the owner changes the phone number and the cancellation deadline, and a student sees both at once", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page.request, DEMO_ADMIN);
  const restore = await keepSettings(page.request);
  try {
    await page.goto("/admin/courses");
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Settings" })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Studio Settings" })).toBeVisible();

    const studio = page.getByRole("region", { name: "Studio", exact: true });
    const phone = `+60 12-${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
    await studio.getByLabel("Phone").fill(phone);
    await studio.getByRole("button", { name: "Save studio" }).click();
    await expect(studio.getByRole("status")).toHaveText("Settings saved.");

    const policies = page.getByRole("region", { name: "Booking policies" });
    const deadline = policies.getByLabel("Cancellation deadline (minutes before class)");
    // A bad value is refused on the spot, by the server's own rule, and nothing is saved.
    await deadline.fill("-5");
    await policies.getByRole("button", { name: "Save booking policies" }).click();
    await expect(deadline).toBeFocused();
    await expect(policies).toContainText(
      "Cancellation deadline must be between 0 and 43200 minutes before class",
    );
    await deadline.fill("1440");
    // Put right, the field's message goes at once, before any save.
    await expect(policies).not.toContainText("Cancellation deadline must be between");
    await expect(policies).toContainText("1 day before class.");
    const savePolicies = policies.getByRole("button", { name: "Save booking policies" });
    await savePolicies.click();
    await expect(policies.getByRole("status")).toHaveText("Settings saved.");
    // Saved once, the form takes a second change in the same visit, and keeps it.
    await deadline.fill("1500");
    await expect(savePolicies).toBeEnabled();
    await savePolicies.click();
    await expect(policies.getByRole("status")).toHaveText("Settings saved.");
    await page.reload();
    await expect(deadline).toHaveValue("1500");
    await deadline.fill("1440");
    await savePolicies.click();
    await expect(policies.getByRole("status")).toHaveText("Settings saved.");
    await expectNoSeriousA11yViolations(page);

    // A student, in a browser of their own, books a class ten hours ahead: inside the new deadline.
    const title = `Evening Flow ${randomUUID().slice(0, 6)}`;
    const courseId = await createClassAsAdmin(page.request, { title, startsInMs: 10 * HOUR_MS });
    // On a phone, as students book.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    try {
      const student = await context.newPage();
      await createStudent(student.request, { name: "Nurul Huda", nickname: "Nurul" });
      await claimFreeTrial(student.request);
      await bookThroughApi(student.request, courseId);

      await openMeTab(student, "My Bookings");
      await expect(student.getByRole("contentinfo")).toContainText(phone);
      const card = student
        .getByRole("region", { name: "Upcoming Classes" })
        .getByRole("article", { name: title });
      await card.getByRole("button", { name: `Cancel booking for ${title}` }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "Cannot cancel booking less than 1 day before class starts.",
      );
      await expect(card).toContainText("Confirmed");

      // The owner then allows late cancellations. The booking made before keeps its terms...
      const allowed = await page.request.patch("/api/admin/settings", {
        headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
        data: { policies: { lateCancellation: "forfeit" } },
      });
      expect(allowed.ok()).toBe(true);
      await student.reload();
      await card.getByRole("button", { name: `Cancel booking for ${title}` }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "Cannot cancel booking less than 1 day before class starts.",
      );

      // ...and one made now is told nothing comes back.
      const later = `Late Flow ${randomUUID().slice(0, 6)}`;
      await bookThroughApi(
        student.request,
        await createClassAsAdmin(page.request, { title: later, startsInMs: 11 * HOUR_MS }),
      );
      await student.reload();
      await student
        .getByRole("region", { name: "Upcoming Classes" })
        .getByRole("article", { name: later })
        .getByRole("button", { name: `Cancel booking for ${later}` })
        .click();
      const dialog = student.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog).toContainText(
        "It is past the cancellation deadline: the 1 credit you paid will not be refunded.",
      );
      await dialog.getByRole("button", { name: "Yes, cancel booking" }).click();
      await expect(dialog).toBeHidden();
      await expect(
        student
          .getByRole("region", { name: "Class History" })
          .getByRole("article", { name: later }),
      ).toContainText("Late Cancel");

      // The owner shortens the deadline to 4 hours: the first booking still keeps its 1 day.
      const shortened = await page.request.patch("/api/admin/settings", {
        headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
        data: { policies: { cancellationDeadlineMinutes: 240 } },
      });
      expect(shortened.ok()).toBe(true);
      await student.reload();
      await card.getByRole("button", { name: `Cancel booking for ${title}` }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "Cannot cancel booking less than 1 day before class starts.",
      );
      await expect(card).toContainText("Confirmed");
      await student.screenshot({
        path: "test-results/screenshots/booking-keeps-its-terms-390.png",
        fullPage: false,
      });
    } finally {
      await context.close();
    }
  } finally {
    await restore();
  }
});
