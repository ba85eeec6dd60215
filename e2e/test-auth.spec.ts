import { createStudent } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("/testauth shows the session in the browser and as the server sees it", async ({ page }) => {
  await page.goto("/testauth");
  await expect(page.getByRole("heading", { level: 1, name: "Auth test" })).toBeVisible();
  const browserSide = page.getByRole("region", { name: "Session in this browser" });
  const serverSide = page.getByRole("region", { name: "GET /api/test-auth" });
  await expect(browserSide).toContainText("Nobody is signed in.");
  await expect(serverSide).toContainText('"authenticated": false');
  await expectNoSeriousA11yViolations(page);

  const student = await createStudent(page.request, { name: "Dina Diagnostic", nickname: "Dina" });
  await page.reload();
  await expect(browserSide).toContainText(student.email);
  await expect(serverSide).toContainText('"authenticated": true');
  await expect(serverSide).toContainText(student.email);
  await expect(serverSide).toContainText('"role": "student"');
  await page.getByRole("button", { name: "Call again" }).click();
  await expect(serverSide).toContainText(student.email);
  await expectNoSeriousA11yViolations(page);
});
