import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { confirmationLinkMailedTo } from "./outbox.ts";

/** The demo sign-ins the server seeds (src/server/db/seed.ts). */
export const DEMO_ADMIN = { email: "admin@studio.example", password: "lotus-admin-2015" };
export const DEMO_STUDENT = { email: "student@studio.example", password: "lotus-student-2015" };

/** An e-mail no other test uses, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.example`;
}

/** A Malaysian mobile number no other test uses (a phone belongs to one account). */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return `+60 17-${digits.slice(0, 3)} ${digits.slice(3)}`;
}

// Better Auth allows three sign-ins (and three sign-ups) per 10 seconds from one address, and
// every test comes from this machine: a refusal for that reason waits the window out once.
const RATE_LIMIT_WINDOW_MS = 10_000;

/**
 * Presses the submit button of the /login form (sign in or create account) and waits for the
 * outcome: null once it is accepted (a sign-in: the session has arrived and the form is gone,
 * meanwhile its button says "…ing"; a sign-up: the notice about the mailed link shows), or the
 * message of the refusal shown under the form.
 */
export async function submitCredentials(page: Page, button: string): Promise<string | null> {
  const email = page.getByLabel("Email");
  const alert = page.getByRole("alert");
  const notice = page.locator("form").getByRole("status");
  for (let attempt = 1; ; attempt++) {
    await page.getByRole("button", { name: button, exact: true }).click();
    const accepted = await Promise.race([
      email.waitFor({ state: "detached" }).then(() => true),
      notice.waitFor().then(() => true),
      alert.waitFor().then(() => false),
    ]);
    if (accepted) return null;
    const message = (await alert.textContent()) ?? "";
    if (attempt > 1 || !/too many/i.test(message)) return message;
    await page.waitForTimeout(RATE_LIMIT_WINDOW_MS);
  }
}

/** Signs in through the /login form. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const refusal = await submitCredentials(page, "Sign In");
  if (refusal) throw new Error(`sign-in of ${account.email} refused: ${refusal}`);
}

/**
 * The Origin header a browser on the app sends; Better Auth checks it on state changes. A spec
 * that runs against another test server (`test.use({ baseURL })`) passes its `baseURL` fixture.
 */
function appOrigin(baseURL = test.info().project.use.baseURL ?? ""): { origin: string } {
  return { origin: new URL(baseURL).origin };
}

/**
 * A Better Auth call as a browser makes it; a refusal for too many attempts from this address
 * waits the window out once.
 */
async function authPost(
  request: APIRequestContext,
  path: string,
  data: object,
  baseURL: string | undefined,
) {
  const once = () => request.post(path, { headers: appOrigin(baseURL), data });
  let response = await once();
  if (response.status() === 429) {
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_WINDOW_MS));
    response = await once();
  }
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs `request` in through the API, without a browser (say, an admin beside a student's page).
 * `baseURL`: the spec's own server, when it is not the default one.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
  baseURL?: string,
): Promise<void> {
  await authPost(request, "/api/auth/sign-in/email", account, baseURL);
}

/**
 * Creates an account through the API and opens the mailed confirmation link, as a new student
 * does, which signs them in: its profile is not yet complete. With `page.request` the browser of
 * that page is signed in as them (it shares the page's cookies); with the `request` fixture it
 * is not. `baseURL`: the spec's own server, when it is not the default one.
 */
export async function createUnfinishedAccount(
  request: APIRequestContext,
  baseURL?: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("student");
  const password = `pw-${randomUUID()}`;
  await authPost(request, "/api/auth/sign-up/email", { email, password, name: "" }, baseURL);
  const confirmed = await request.get(await confirmationLinkMailedTo(email));
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { email, password };
}

/**
 * Creates a student with a complete profile through the API (see createUnfinishedAccount);
 * answers their sign-in and phone.
 */
export async function createStudent(
  request: APIRequestContext,
  names: { name: string; nickname: string },
  baseURL?: string,
): Promise<{ email: string; password: string; phone: string }> {
  const { email, password } = await createUnfinishedAccount(request, baseURL);
  const phone = uniquePhone();
  const registration = await request.post("/api/me/registration", {
    headers: appOrigin(baseURL),
    data: { ...names, phone },
  });
  expect(registration.ok(), await registration.text()).toBe(true);
  return { email, password, phone };
}
