import { afterAll, beforeAll } from "vitest";
import { createTutor } from "../db/factories.ts";
import type { BrowserLikeClient } from "./browser-like-client.ts";
import { startSmtpCapture } from "./smtp-capture.ts";
import { signedInAdmin } from "./students.ts";
import { createTestApp, type DatabaseKind, type TestApp } from "./test-app.ts";

export interface TestStudio {
  testApp: TestApp;
  /** The SMTP server the app sends through, holding what it received. */
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  admin: BrowserLikeClient;
  adminId: string;
  tutorId: string;
}

/**
 * For a describe block: the app on `kind` on the given clock, sending mail to an SMTP server of its
 * own, with a signed-in admin and one tutor. Filled in before the block's tests, closed after.
 */
export function testStudio(
  kind: DatabaseKind,
  options: {
    now: () => Date;
    tutor: { name: string; bio: string };
    /** More settings, made as the app starts (e.g. a stand-in Stripe's keys, once it runs). */
    env?: () => Promise<Record<string, string>>;
  },
): TestStudio {
  const studio = {} as TestStudio;
  beforeAll(async () => {
    studio.smtp = await startSmtpCapture();
    studio.testApp = await createTestApp({
      kind,
      now: options.now,
      env: { SMTP_URL: studio.smtp.url, ...(await options.env?.()) },
    });
    const admin = await signedInAdmin(studio.testApp);
    studio.admin = admin.client;
    studio.adminId = admin.userId;
    studio.tutorId = (await createTutor(studio.testApp.deps.db, options.tutor)).id;
  });
  afterAll(async () => {
    await studio.testApp.close();
    await studio.smtp.close();
  });
  return studio;
}
