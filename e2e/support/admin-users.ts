import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from "@playwright/test";
import type { AdminUserDetail } from "../../src/shared/admin-users.ts";
import type { PaymentMethod } from "../../src/shared/constants.ts";

let addresses = 0;

/**
 * A client address of its own (the server trusts X-Forwarded-For in tests, see test.ts), as
 * students signing up and in from their own phones: one test's many accounts never wait out the
 * per-address rate limits. 172.* keeps clear of the 10.* addresses test.ts hands out.
 */
function ownAddress(): Record<string, string> {
  addresses += 1;
  return {
    "x-forwarded-for": `172.${process.pid % 250}.${Math.floor(addresses / 250)}.${addresses % 250}`,
  };
}

/** An API client with no session, from an address of its own. */
export function newApiClient(
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: ownAddress(),
  });
}

/** A second browser (say, the student's phone beside the admin's desk), from its own address. */
export async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  return context.newPage();
}

/** The admin's card of a user, found by e-mail; `admin` must be signed in as an administrator. */
export async function userByEmail(
  admin: APIRequestContext,
  email: string,
): Promise<AdminUserDetail> {
  const response = await admin.get(`/api/admin/users/search?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as AdminUserDetail;
}

/** Sells a user credits as the admin's Recharge screen does, at RM 18 a credit unless FOC. */
export async function rechargeThroughApi(
  admin: APIRequestContext,
  userId: string,
  amount: number,
  paymentMethod: PaymentMethod = "Cash",
): Promise<void> {
  const paid = paymentMethod === "FOC" ? undefined : amount * 18;
  const response = await admin.post("/api/admin/recharge", {
    data: { userId, amount, paid, paymentMethod },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Disables or enables an account as the admin's Users screen does. */
export async function setUserStatusThroughApi(
  admin: APIRequestContext,
  userId: string,
  isActive: boolean,
): Promise<void> {
  const response = await admin.post(`/api/admin/users/${userId}/status`, { data: { isActive } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** How many users the admin's list holds under these filters, as the server counts them. */
export async function userCountThroughApi(
  admin: APIRequestContext,
  filters: { status?: string; subscription?: string } = {},
): Promise<number> {
  const response = await admin.get(`/api/admin/users?${new URLSearchParams(filters)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { totalUsers: number }).totalUsers;
}

/** The value of a fact on a card (a <dt> and its <dd>) inside `scope`, by its exact term. */
export function detail(scope: Locator, term: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt").getByText(term, { exact: true }) })
    .locator("dd");
}
