import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import {
  API_ROUTES,
  PERSONAS,
  type Persona,
  type RouteCall,
  type RouteContext,
  routeKeyParts,
} from "../testing/api-route-cases.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { sessionCookieFor } from "../testing/sessions.ts";
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSettings,
} from "../testing/stripe-stand-in/stripe-stand-in.ts";
import { signedInAdmin, signedInStudent } from "../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { MAX_BODY_BYTES } from "./body-limit.ts";

/** The tables whose rows are the studio's state (sessions and rate-limit counters move on their own). */
const STATE_TABLES = [
  "user",
  "account",
  "course",
  "booking",
  "credit_entry",
  "tutor",
  "package",
  "user_subscription",
  "activity",
  "idempotency_record",
  "credit_pack",
  "sale",
  "sale_refund",
  "credit_batch",
  "payment_order",
  "online_refund",
  "stripe_event",
];

const HUGE = "a".repeat(100_000);
const UNICODE = "Ünïcødé 🧘‍♀️ \u202e日本語\u0000";

/** Values of the wrong kind, or of the right kind but out of every range, for one field. */
const FIELD_VALUES: unknown[] = [
  null,
  true,
  0,
  -5,
  2.5,
  1e20,
  "",
  "not a valid value",
  HUGE,
  UNICODE,
  [],
  {},
  { nested: ["deep"] },
];

/** Query values no route accepts for every parameter. */
const QUERY_VALUES = ["", "-1", "1.5", "1e20", HUGE.slice(0, 5_000), UNICODE, "2026-02-30"];

/** Path parameters that name nothing. */
const ID_VALUES = ["not-an-id", "-1", "1.5", encodeURIComponent(UNICODE), "x".repeat(2_000)];

interface BadRequest {
  label: string;
  path: string;
  body?: string;
  contentType?: string;
  /** The answer it must get, where only one is right. */
  status?: number;
}

/** JSON nested `depth` levels deep, as arrays or as objects: deep enough to overflow a recursion. */
const nested = (depth: number, kind: "array" | "object") =>
  kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Deterministic random JSON, so a failure can be replayed. */
const randomJson = fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 12, seed: 20261121 });

function badBodies(call: RouteCall): BadRequest[] {
  const valid = call.body!;
  const json = "application/json";
  const requests: BadRequest[] = [
    { label: "malformed JSON", path: call.path, body: '{"unfinished": ', contentType: json },
    {
      label: "text/plain",
      path: call.path,
      body: JSON.stringify(valid),
      contentType: "text/plain",
    },
    { label: "no content type", path: call.path, body: JSON.stringify(valid) },
    {
      label: "unknown field",
      path: call.path,
      body: JSON.stringify({ ...valid, role: "admin" }),
      contentType: json,
    },
    ...["[]", '"text"', "42", "null", "true"].map((body) => ({
      label: `body ${body}`,
      path: call.path,
      body,
      contentType: json,
    })),
    ...randomJson.map((value, index) => ({
      label: `random body #${index}`,
      path: call.path,
      body: JSON.stringify(value),
      contentType: json,
    })),
  ];
  requests.push({
    label: "body over the cap",
    path: call.path,
    body: JSON.stringify({ ...valid, padding: "a".repeat(MAX_BODY_BYTES) }),
    contentType: json,
    status: 413,
  });
  for (const kind of ["array", "object"] as const) {
    for (const field of [...Object.keys(valid), "extra"]) {
      requests.push({
        label: `${field} nested 10 000 ${kind}s deep`,
        path: call.path,
        body: JSON.stringify({ ...valid, [field]: "NESTED" }).replace(
          '"NESTED"',
          nested(10_000, kind),
        ),
        contentType: json,
        status: 400,
      });
    }
  }
  for (const field of Object.keys(valid)) {
    const { [field]: _left, ...without } = valid;
    requests.push({
      label: `${field} missing`,
      path: call.path,
      body: JSON.stringify(without),
      contentType: json,
    });
    for (const [index, value] of [...FIELD_VALUES, ...randomJson].entries()) {
      requests.push({
        label: `${field} = value #${index}`,
        path: call.path,
        body: JSON.stringify({ ...valid, [field]: value }),
        contentType: json,
      });
    }
  }
  return requests;
}

function badQueries(call: RouteCall): BadRequest[] {
  const url = new URL(call.path, "http://localhost");
  const requests: BadRequest[] = [
    { label: "unknown parameter", path: `${url.pathname}${url.search || "?"}&role=admin` },
  ];
  for (const name of [...url.searchParams.keys()]) {
    const without = new URLSearchParams(url.searchParams);
    without.delete(name);
    requests.push({ label: `${name} missing`, path: `${url.pathname}?${without}` });
    requests.push({
      label: `${name} twice`,
      path: `${url.pathname}${url.search}&${name}=${url.searchParams.get(name)}`,
    });
    for (const value of QUERY_VALUES) {
      const changed = new URLSearchParams(url.searchParams);
      changed.set(name, value);
      requests.push({
        label: `${name} = ${value.slice(0, 20)}`,
        path: `${url.pathname}?${changed}`,
      });
    }
  }
  return requests;
}

function badIds(pattern: string, call: RouteCall): BadRequest[] {
  const segments = pattern.split("/");
  const actual = call.path.split("?")[0]!.split("/");
  const requests: BadRequest[] = [];
  segments.forEach((segment, position) => {
    if (!segment.startsWith(":")) return;
    for (const value of ID_VALUES) {
      const path = actual.map((part, index) => (index === position ? value : part)).join("/");
      requests.push({
        label: `${segment} = ${value.slice(0, 20)}`,
        path,
        body: call.body ? JSON.stringify(call.body) : undefined,
        contentType: call.body ? "application/json" : undefined,
      });
    }
  });
  return requests;
}

/** The first caller the route serves: the one that gets past authorisation to the input checks. */
function servedPersona(expected: Record<Persona, number>): Persona {
  return (["student", "admin", "visitor"] as const).find(
    (persona) => expected[persona] !== 401 && expected[persona] !== 403,
  )!;
}

async function stateFingerprint(testApp: TestApp): Promise<string> {
  const parts = STATE_TABLES.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const [row] = await queryRows<{ fingerprint: string }>(
    testApp.deps.db,
    sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as fingerprint`,
  );
  return row!.fingerprint;
}

/**
 * Sends each bad request and reports what broke the rules: a 5xx, a 4xx without a message (the
 * API's `error.message`, or Better Auth's `message`), or a 4xx after which the state differs.
 */
async function sendAll(
  testApp: TestApp,
  clientFor: () => BrowserLikeClient,
  method: string,
  requests: BadRequest[],
) {
  const problems: string[] = [];
  let refused = 0;
  for (const bad of requests) {
    const before = await stateFingerprint(testApp);
    const headers: Record<string, string> = {};
    if (bad.contentType) headers["content-type"] = bad.contentType;
    const response = await clientFor().request(bad.path, { method, headers, body: bad.body });
    const text = await response.text();
    if (bad.status !== undefined && response.status !== bad.status) {
      problems.push(`${bad.label}: ${response.status} where ${bad.status} is right`);
    }
    if (response.status >= 500) {
      problems.push(`${bad.label}: ${response.status} ${text.slice(0, 200)}`);
    } else if (response.status >= 400) {
      refused += 1;
      const answer = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
      const message = answer.error?.message ?? answer.message;
      if (typeof message !== "string" || message.length === 0) {
        problems.push(`${bad.label}: ${response.status} without a message`);
      }
      if ((await stateFingerprint(testApp)) !== before) {
        problems.push(`${bad.label}: refused with ${response.status} but changed the state`);
      }
    }
  }
  return { problems, refused };
}

/**
 * Generated bad input for every route with a body, a query or an id: wrong types, missing and
 * unknown fields, huge and unicode strings, negative, fractional and huge numbers, malformed JSON,
 * wrong content types. Never a 5xx; every 4xx carries a message and changes nothing.
 */
describe.each(testDatabases())("bad input on %s", (kind) => {
  let testApp: TestApp;
  let context: RouteContext;
  const clients = {} as Record<Persona, BrowserLikeClient>;

  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    testApp = await createTestApp({ kind, env: stripeSettings(stripe) });
    const personas = {
      student: await signedInStudent(testApp, { credits: 1_000 }),
      otherStudent: await signedInStudent(testApp, { credits: 100 }),
      disabledStudent: await signedInStudent(testApp, { credits: 100 }),
      admin: await signedInAdmin(testApp),
    };
    Object.assign(clients, { visitor: new BrowserLikeClient(testApp) });
    for (const persona of PERSONAS) {
      if (persona !== "visitor") clients[persona] = personas[persona].client;
    }
    context = {
      testApp,
      userIds: {
        student: personas.student.userId,
        otherStudent: personas.otherStudent.userId,
        disabledStudent: personas.disabledStudent.userId,
        admin: personas.admin.userId,
      },
    };
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  it.each(Object.keys(API_ROUTES))("%s", async (key) => {
    const { method, pattern } = routeKeyParts(key);
    const route = API_ROUTES[key]!;
    const client = clients[servedPersona(route.expected)];
    const call = await route.call(context);
    const takesBody = call.body !== undefined && Object.keys(call.body).length > 0;
    const takesInput = takesBody || call.path.includes("?") || pattern.includes(":");
    const requests = [
      ...(takesBody ? badBodies(call) : []),
      ...badQueries(call),
      ...badIds(pattern, call),
    ];
    const { problems, refused } = await sendAll(testApp, () => client, method, requests);
    expect(problems).toEqual([]);
    // Most of what is sent is refused; the rest happened to be valid (a unicode title, say). A
    // route that reads no input may ignore an unknown parameter.
    if (takesInput) expect(refused).toBeGreaterThan(requests.length / 2);
  });
});

/** A date (2026-11-23) or an instant (2026-11-23T10:00:00.000Z): what a route reads as a date. */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(T|$)/;

/** Dates of the right form in years no studio has: the first and last a date can be. */
const extremeDates = (valid: string) =>
  valid.includes("T")
    ? [
        "0000-01-01T00:00:00Z",
        "1999-12-31T23:59:59Z",
        "2101-01-01T00:00:00Z",
        "9999-12-31T23:59:59Z",
      ]
    : ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"];

/** Each date a route reads (query parameter or body field), set to each extreme date in turn. */
function extremeDateRequests(call: RouteCall): BadRequest[] {
  const url = new URL(call.path, "http://localhost");
  const requests: BadRequest[] = [];
  for (const [name, valid] of url.searchParams) {
    if (!DATE_VALUE.test(valid)) continue;
    for (const date of extremeDates(valid)) {
      const changed = new URLSearchParams(url.searchParams);
      changed.set(name, date);
      requests.push({
        label: `${name} = ${date}`,
        path: `${url.pathname}?${changed}`,
        status: 400,
      });
    }
  }
  for (const [field, valid] of Object.entries(call.body ?? {})) {
    if (typeof valid !== "string" || !DATE_VALUE.test(valid)) continue;
    for (const date of extremeDates(valid)) {
      requests.push({
        label: `${field} = ${date}`,
        path: call.path,
        body: JSON.stringify({ ...call.body, [field]: date }),
        contentType: "application/json",
        status: 400,
      });
    }
  }
  return requests;
}

/** Routes that read a date: found from their valid calls, so a new one is covered as it comes. */
describe.each(testDatabases())("dates outside 2000–2100 on %s", (kind) => {
  let testApp: TestApp;
  let context: RouteContext;
  let admin: BrowserLikeClient;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    const student = await signedInStudent(testApp, { credits: 1_000 });
    const signedIn = await signedInAdmin(testApp);
    admin = signedIn.client;
    context = {
      testApp,
      userIds: {
        student: student.userId,
        otherStudent: student.userId,
        disabledStudent: student.userId,
        admin: signedIn.userId,
      },
    };
  });
  afterAll(() => testApp.close());

  it("are refused with 400 and a message on every route that reads a date, changing nothing", async () => {
    const routesWithDates: string[] = [];
    for (const [key, route] of Object.entries(API_ROUTES)) {
      const requests = extremeDateRequests(await route.call(context));
      if (requests.length === 0) continue;
      routesWithDates.push(key);
      const { problems } = await sendAll(testApp, () => admin, routeKeyParts(key).method, requests);
      expect(problems, key).toEqual([]);
    }
    expect(routesWithDates).toEqual([
      "GET /api/classes",
      "GET /api/admin/courses",
      "GET /api/admin/courses/overlaps",
      "POST /api/admin/courses",
      "PUT /api/admin/courses/:id",
      "GET /api/admin/attendance",
      "GET /api/admin/reports",
      "GET /api/admin/reports/csv",
      "GET /api/admin/reports/transactions",
      "GET /api/admin/reports/transactions/csv",
    ]);
  });
});

/** Better Auth's endpoints that the app's pages call with a body, each with a valid body. */
const AUTH_CALLS: Record<string, { body: Record<string, unknown>; signedIn?: true }> = {
  "/api/auth/sign-up/email": {
    body: { email: "new.person@example.com", password: "a-good-passphrase-42", name: "" },
  },
  "/api/auth/sign-in/email": {
    body: { email: "someone@example.com", password: "a-good-passphrase-42" },
  },
  "/api/auth/send-verification-email": {
    body: { email: "someone@example.com", callbackURL: "/login?confirm=email" },
  },
  "/api/auth/request-password-reset": {
    body: { email: "someone@example.com", redirectTo: "/reset-password" },
  },
  "/api/auth/reset-password": {
    body: { newPassword: "a-brand-new-passphrase", token: "no-such-token-0123456789" },
  },
  "/api/auth/change-password": {
    body: { currentPassword: "a-good-passphrase-42", newPassword: "a-brand-new-passphrase" },
    signedIn: true,
  },
  // Last: a sign-out that goes through ends the session the signed-in calls share.
  "/api/auth/sign-out": { body: {}, signedIn: true },
};

describe.each(testDatabases())("bad input to Better Auth on %s", (kind) => {
  let testApp: TestApp;
  let sessionCookie: [string, string];

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    const { userId } = await signedInStudent(testApp);
    sessionCookie = await sessionCookieFor(testApp.deps.auth, userId);
  });
  afterAll(() => testApp.close());

  it.each(Object.keys(AUTH_CALLS))("POST %s", async (path) => {
    const { body, signedIn } = AUTH_CALLS[path]!;
    // A new client, so a new address, for each request: the rate limits are tested elsewhere.
    const clientFor = () => {
      const client = new BrowserLikeClient(testApp);
      if (signedIn) client.setCookie(...sessionCookie);
      return client;
    };
    const { problems, refused } = await sendAll(
      testApp,
      clientFor,
      "POST",
      badBodies({ path, body }),
    );
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  });
});
