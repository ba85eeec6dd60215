import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ATTENDANCE_OPENS_MINUTES_BEFORE,
  BOOKING_CLOSES_HOURS_BEFORE_START,
  CANCELLATION_ALLOWED_HOURS_BEFORE_START,
  CLASS_REMINDER_LEAD_HOURS,
  FREE_TRIAL_CREDITS,
  USUAL_CLASS_CREDITS,
} from "../../../shared/constants.ts";
import type { StudioSettings } from "../../../shared/settings.ts";
import type { StudioInfo } from "../../../shared/studio.ts";
import { activity } from "../../db/schema/activity.ts";
import { studioSettings } from "../../db/schema/settings.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

describe.each(testDatabases())("studio settings on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let adminId: string;
  beforeAll(async () => {
    testApp = await createTestApp({
      kind,
      env: { STUDIO_NAME: "Lotus Room", STUDIO_PHONE: "+60 3-1111 2222" },
    });
    ({ client: admin, userId: adminId } = await signedInAdmin(testApp));
  });
  afterAll(() => testApp.close());

  const patch = (json: unknown) => admin.request("/api/admin/settings", { method: "PATCH", json });
  const saved = async () =>
    (await (await admin.get("/api/admin/settings")).json()) as StudioSettings;
  const visitorSees = async () =>
    (await (await new BrowserLikeClient(testApp).get("/api/studio")).json()) as StudioInfo;
  const settingsRecords = () =>
    testApp.deps.db.select().from(activity).where(eq(activity.type, "settings"));

  it("starts from the environment's identity and the spec's policies, with nothing saved", async () => {
    const settings = await saved();
    expect(settings.identity).toMatchObject({ name: "Lotus Room", phone: "+60 3-1111 2222" });
    expect(settings.policies).toEqual({
      bookingClosesMinutesBefore: BOOKING_CLOSES_HOURS_BEFORE_START * 60,
      bookingHorizonDays: null,
      cancellationDeadlineMinutes: CANCELLATION_ALLOWED_HOURS_BEFORE_START * 60,
      lateCancellation: "refuse",
      freeTrialOffered: true,
      freeTrialCredits: FREE_TRIAL_CREDITS,
      noShowFeeCredits: 0,
      usualClassCredits: USUAL_CLASS_CREDITS,
      waitlistCutoffMinutes: null,
      reminderLeadHours: CLASS_REMINDER_LEAD_HOURS,
      attendanceOpensMinutesBefore: ATTENDANCE_OPENS_MINUTES_BEFORE,
    });
    expect(settings).toMatchObject({ updatedAt: null, updatedBy: null });
    expect(await testApp.deps.db.select().from(studioSettings)).toEqual([]);
  });

  it("changes only the fields sent, records who changed what, and visitors see it at once", async () => {
    const response = await patch({
      identity: { phone: "+60 12-345 6789" },
      policies: { cancellationDeadlineMinutes: 360 },
    });
    expect(response.status).toBe(200);
    const settings = await saved();
    expect(settings.identity).toMatchObject({ name: "Lotus Room", phone: "+60 12-345 6789" });
    expect(settings.policies).toMatchObject({
      cancellationDeadlineMinutes: 360,
      bookingClosesMinutesBefore: 120,
    });
    expect(settings.updatedBy).toBe(adminId);

    const visitor = await visitorSees();
    expect(visitor).toMatchObject({ name: "Lotus Room", phone: "+60 12-345 6789" });
    expect(visitor.policies.cancellationDeadlineMinutes).toBe(360);

    const records = await settingsRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: adminId,
      actorId: adminId,
      description: "Changed Phone, Cancellation deadline",
      metadata: {
        changes: [
          { setting: "phone", from: "+60 3-1111 2222", to: "+60 12-345 6789" },
          { setting: "cancellationDeadlineMinutes", from: 240, to: 360 },
        ],
      },
    });
  });

  it("writes nothing when what is sent is what is saved", async () => {
    const before = await settingsRecords();
    expect((await patch({ identity: { phone: "+60 12-345 6789" } })).status).toBe(200);
    expect(await settingsRecords()).toHaveLength(before.length);
  });

  it.each([
    [
      { policies: { bookingClosesMinutesBefore: -5 } },
      "Booking close must be between 0 and 10080 minutes before class",
    ],
    [{ policies: { bookingClosesMinutesBefore: 1.5 } }, "Booking close must be a whole number"],
    [{ policies: { bookingHorizonDays: 0 } }, "Booking horizon must be between 1 and 365 days"],
    [
      { policies: { cancellationDeadlineMinutes: 50_000 } },
      "Cancellation deadline must be between 0 and 43200 minutes before class",
    ],
    [
      { policies: { lateCancellation: "charge" } },
      "Late cancellation must be one of: refuse, forfeit",
    ],
    [{ policies: { freeTrialCredits: "14" } }, "Free trial credits must be a number"],
    [
      { policies: { bookingHorizonDays: 7, cancellationDeadlineMinutes: 8 * 24 * 60 } },
      "Cancellation deadline cannot be further ahead than the booking horizon",
    ],
    [{ identity: { name: "  " } }, "Studio name is required"],
    [{ identity: { email: "front desk" } }, "E-mail must be an e-mail address"],
    [
      { identity: { instagramUrl: "javascript:alert(1)" } },
      "Instagram link must be an http or https address",
    ],
    [{ identity: { directionsUrl: "" } }, "Directions link must be an http or https address"],
    [{ identity: { aboutText: "a".repeat(5001) } }, "About text must be at most 5000 characters"],
    [{ identity: { established: 1850 } }, "Year opened must be between 1900 and 2100"],
    [{ identity: { colour: "green" } }, 'Unrecognized key: "colour"'],
  ])("refuses %o with 400 and saves nothing", async (body, message) => {
    const before = await saved();
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await saved()).toEqual(before);
  });

  it("refuses a deadline beyond a horizon saved earlier, and the horizon that would fall short of it", async () => {
    expect((await patch({ policies: { bookingHorizonDays: 30 } })).status).toBe(200);
    const tooFar = await patch({ policies: { cancellationDeadlineMinutes: 31 * 24 * 60 } });
    expect(tooFar.status).toBe(400);
    const tooNear = await patch({
      policies: { bookingHorizonDays: 1, cancellationDeadlineMinutes: 2 * 24 * 60 },
    });
    expect(tooNear.status).toBe(400);
    expect((await saved()).policies).toMatchObject({
      bookingHorizonDays: 30,
      cancellationDeadlineMinutes: 360,
    });
  });

  it("lets only an admin see or change the settings", async () => {
    const { client: student } = await signedInStudent(testApp);
    expect((await student.get("/api/admin/settings")).status).toBe(403);
    const refused = await student.request("/api/admin/settings", {
      method: "PATCH",
      json: { identity: { phone: "0" } },
    });
    expect(refused.status).toBe(403);
    const visitor = new BrowserLikeClient(testApp);
    expect((await visitor.get("/api/admin/settings")).status).toBe(401);
    expect((await saved()).identity.phone).toBe("+60 12-345 6789");
  });

  it("keeps both of two owners' changes saved at the same moment", async () => {
    const responses = await Promise.all([
      patch({ identity: { tagline: "Breathe in KL" } }),
      patch({ policies: { freeTrialCredits: 10 } }),
      patch({ identity: { currency: "MYR" } }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const settings = await saved();
    expect(settings.identity).toMatchObject({ tagline: "Breathe in KL", currency: "MYR" });
    expect(settings.policies.freeTrialCredits).toBe(10);
  });
});
