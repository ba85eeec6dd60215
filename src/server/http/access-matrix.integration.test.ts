import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_ROUTES,
  appApiRoutes,
  PERSONAS,
  type Persona,
  type RouteContext,
  routeKeyParts,
} from "../testing/api-route-cases.ts";
import { BrowserLikeClient } from "../testing/browser-like-client.ts";
import { missingSecurityHeaders } from "../testing/security-headers.ts";
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSettings,
} from "../testing/stripe-stand-in/stripe-stand-in.ts";
import { signedInAdmin, signedInStudent } from "../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";

/**
 * Every route of the studio API × every kind of caller → the expected status, a message with every
 * refusal and the security headers on every answer. The list of routes comes from the app's own
 * route table, so a route added without its access written down in testing/api-route-cases.ts
 * fails here.
 */
describe.each(testDatabases())("the access matrix on %s", (kind) => {
  let testApp: TestApp;
  let context: RouteContext;
  const clients = {} as Record<Persona, BrowserLikeClient>;

  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    testApp = await createTestApp({ kind, env: stripeSettings(stripe) });
    const student = await signedInStudent(testApp, { credits: 100 });
    const otherStudent = await signedInStudent(testApp, { credits: 100 });
    const disabledStudent = await signedInStudent(testApp, { credits: 100 });
    const admin = await signedInAdmin(testApp);
    const disabled = await admin.client.post(`/api/admin/users/${disabledStudent.userId}/status`, {
      isActive: false,
    });
    expect(disabled.status).toBe(200);
    Object.assign(clients, {
      visitor: new BrowserLikeClient(testApp),
      student: student.client,
      otherStudent: otherStudent.client,
      disabledStudent: disabledStudent.client,
      admin: admin.client,
    });
    context = {
      testApp,
      userIds: {
        student: student.userId,
        otherStudent: otherStudent.userId,
        disabledStudent: disabledStudent.userId,
        admin: admin.userId,
      },
    };
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  it("covers every API route of the app's route table", () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(appApiRoutes(testApp));
  });

  it.each(Object.keys(API_ROUTES))("%s answers each caller as expected", async (key) => {
    const { method } = routeKeyParts(key);
    const route = API_ROUTES[key]!;
    const answers = {} as Record<Persona, number>;
    const messages: string[] = [];
    const unprotected: string[] = [];
    for (const persona of PERSONAS) {
      const { path, body, headers } = await route.call(context);
      const response = await clients[persona].request(path, { method, json: body, headers });
      answers[persona] = response.status;
      const missing = missingSecurityHeaders(response.headers);
      if (missing.length > 0) unprotected.push(`${persona}: no ${missing.join(", ")}`);
      if (response.status >= 400) {
        const { error } = (await response.json()) as { error?: { message?: string } };
        if (!error?.message) messages.push(`${persona}: ${response.status} without a message`);
      } else {
        await response.arrayBuffer();
      }
    }
    expect(answers).toEqual(route.expected);
    expect(messages).toEqual([]);
    expect(unprotected).toEqual([]);
  });
});
