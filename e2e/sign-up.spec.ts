import {
  createUnfinishedAccount,
  DEMO_STUDENT,
  submitCredentials,
  uniqueEmail,
  uniquePhone,
} from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { confirmationLinkMailedTo } from "./support/outbox.ts";
import { expect, test } from "./support/test.ts";

const confirmationNotice = (email: string) =>
  `Almost there! We have sent an e-mail to ${email}. Open the link in it to confirm your address and finish creating your account.`;

test("a new student creates an account, completes the profile and signs out", async ({ page }) => {
  const email = uniqueEmail("new");

  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The password rule is checked before anything is sent.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please use at least 8 characters.")).toBeVisible();

  // A password from the breach lists is refused by the server, in words.
  await page.getByLabel("Password").fill("Password123");
  expect(await submitCredentials(page, "Create Account")).toBe(
    "This password is one of the most common ones and easy to guess. Please choose another.",
  );

  await page.getByLabel("Password").fill("quiet-mornings-on-the-mat");
  expect(await submitCredentials(page, "Create Account")).toBeNull();
  await expect(page.locator("form").getByRole("status")).toHaveText(confirmationNotice(email));
  await expectNoSeriousA11yViolations(page);

  // The link in the mail confirms the address and signs the new student in.
  await page.goto(await confirmationLinkMailedTo(email));
  await expect(page).toHaveURL(/\/login\?confirm=email$/);

  // The complete-profile step of spec §2 Login.
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Welcome! Please complete your profile to continue.",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Your Full Name")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Full name, nickname, and phone number are required!",
  );
  // Each field alone left blank (or only spaces) is refused the same way.
  const answers = {
    "Your Full Name": "Nur Amani Aziz",
    "Your Nickname": "Amani",
    "Your Phone Number": uniquePhone(),
  };
  for (const missing of Object.keys(answers)) {
    for (const [label, value] of Object.entries(answers)) {
      await page.getByLabel(label).fill(label === missing ? "   " : value);
    }
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Full name, nickname, and phone number are required!",
    );
    await expect(page).toHaveURL(/\/login\?confirm=email$/);
  }

  await page.getByLabel("Your Full Name").fill("Nur Amani Aziz");
  await page.getByLabel("Your Nickname").fill("Amani");
  await page.getByLabel("Your Phone Number").fill(uniquePhone());
  await page.getByRole("button", { name: "Save & Continue" }).click();

  // A new student, with no booking yet, lands on the timetable.
  await expect(page).toHaveURL(/\/timetable$/);
  const account = page.getByRole("button", { name: /Nur Amani Aziz/ });
  await expect(account).toContainText("NA");
  await expect(account).toContainText("Nur Amani Aziz");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);

  await account.click();
  await expect(account).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Plans" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Escape and an outside click both close the dropdown.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "My Profile" })).toBeHidden();
  await expect(account).toBeFocused();
  await account.click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("link", { name: "My Profile" })).toBeHidden();

  await account.click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
});

test("on a phone, a visitor finds one way to join: the menu, the free trial and a class's Book", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const createAnAccount = page.getByRole("heading", { level: 1, name: "Create an account" });

  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Join: create an account" }).click();
  await expect(createAnAccount).toBeVisible();
  await expect(page.getByText("Welcome back.")).toHaveCount(0);

  await page.goto("/plan");
  await page
    .getByRole("article", { name: "Free Trial" })
    .getByRole("link", { name: "Start Now" })
    .click();
  await expect(createAnAccount).toBeVisible();
  await expect(page).toHaveURL(/redirect=%2Fplan/);

  await page.goto("/timetable");
  const book = page.getByRole("article").getByRole("button", { name: /^Book/ }).first();
  await book.click();
  const refusal = page.getByRole("status").filter({ hasText: "Please log in to book a class." });
  await refusal.getByRole("link", { name: "create an account" }).click();
  await expect(createAnAccount).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "test-results/screenshots/join-390.png" });
});

test("a phone number already in use is refused with the spec's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  const email = uniqueEmail("dup-phone");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("evening-yin-practice");
  expect(await submitCredentials(page, "Create Account")).toBeNull();
  await page.goto(await confirmationLinkMailedTo(email));

  await page.getByLabel("Your Full Name").fill("Second Sara");
  await page.getByLabel("Your Nickname").fill("Sara");
  // The demo student's number (src/server/db/seed.ts).
  await page.getByLabel("Your Phone Number").fill("+60 12-345 6789");
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Phone number already used by another account");
  await expect(page).toHaveURL(/\/login\?confirm=email$/);
});

test("an address is confirmed before its first sign-in, and sign-up tells no one which addresses have accounts", async ({
  page,
}) => {
  const email = uniqueEmail("unconfirmed");
  const password = "slow-breath-in-and-out";
  const notice = page.locator("form").getByRole("status");
  await page.goto("/login");
  await page.getByRole("button", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  expect(await submitCredentials(page, "Create Account")).toBeNull();
  await expect(notice).toHaveText(confirmationNotice(email));

  // The demo student's address gets the very same answer (its owner is mailed a note instead).
  await page.getByLabel("Email").fill(DEMO_STUDENT.email);
  await page.getByLabel("Password").fill("someone-else-trying-this");
  expect(await submitCredentials(page, "Create Account")).toBeNull();
  await expect(notice).toHaveText(confirmationNotice(DEMO_STUDENT.email));

  // Signing in before the link is opened asks for it, and can send it again.
  await page.getByRole("button", { name: "Sign in instead" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  expect(await submitCredentials(page, "Sign In")).toBe(
    `Please confirm your e-mail address first: open the link we sent to ${email} when you created your account. Send the link again`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice).toHaveText(
    `A new confirmation link is on its way to ${email}. Please check your inbox.`,
  );

  // A link that does not work says so on the login page.
  await page.goto(
    `/api/auth/verify-email?token=not-a-real-token&callbackURL=${encodeURIComponent("/login?confirm=email")}`,
  );
  await expect(page.getByRole("alert")).toHaveText(
    "This confirmation link has expired or has already been used. Please sign in: if your address still needs confirming, you can ask for a new link.",
  );

  await page.goto(await confirmationLinkMailedTo(email));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Welcome! Please complete your profile to continue.",
    }),
  ).toBeVisible();
});

test("a wrong password shows the authentication error under the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("student@studio.example");
  await page.getByLabel("Password").fill("not-the-password");
  expect(await submitCredentials(page, "Sign In")).toMatch(/invalid/i);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("a signed-in student without a complete profile is held on the complete-profile step from any page, and brought back after saving", async ({
  page,
}) => {
  await createUnfinishedAccount(page.request);
  const heldOn = page.getByRole("heading", {
    level: 1,
    name: "Welcome! Please complete your profile to continue.",
  });

  for (const path of ["/timetable", "/plan", "/me", "/about"]) {
    await page.goto(path);
    await expect(heldOn).toBeVisible();
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(path)}`);
  }
  // No class can be booked from there: the timetable is not reachable until the profile is saved.
  await page.goto("/timetable");
  await expect(heldOn).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Your Full Name").fill("Hana Lim");
  await page.getByLabel("Your Nickname").fill("Hana");
  await page.getByLabel("Your Phone Number").fill(uniquePhone());
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page).toHaveURL(/\/timetable$/);
  await expect(page.getByRole("heading", { level: 1, name: "Class Schedule" })).toBeVisible();
});

test("a held student can still sign out", async ({ page }) => {
  await createUnfinishedAccount(page.request);
  await page.goto("/me");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "Welcome! Please complete your profile to continue.",
    }),
  ).toBeVisible();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /account menu/ })
    .click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  // Signed out, the pages are open again.
  await page.goto("/timetable");
  await expect(page.getByRole("heading", { level: 1, name: "Class Schedule" })).toBeVisible();
  await expect(page).toHaveURL(/\/timetable$/);
});
