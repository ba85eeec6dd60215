import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** 09:00 in Kuala Lumpur on Tuesday 1 December 2026. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

/** Each policy the owner saves changes what the server does, from the next request on. */
describe.each(testDatabases())("booking policies on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let tutorId: string;
  const clock = testClock(NOW);

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    admin = (await signedInAdmin(testApp)).client;
    tutorId = (await createTutor(testApp.deps.db, { name: "Aisyah", bio: "Hatha teacher." })).id;
  });
  afterAll(() => testApp.close());
  beforeEach(() => clock.set(NOW));

  async function setPolicies(policies: Partial<BookingPolicies>) {
    const response = await admin.request("/api/admin/settings", {
      method: "PATCH",
      json: { policies },
    });
    expect(response.status).toBe(200);
  }

  const aClass = (startsIn: number) =>
    createCourse(testApp.deps.db, {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt: fromNow(startsIn),
      endsAt: fromNow(startsIn + HOUR),
      tutorId,
      totalSlots: 10,
      credits: 2,
    });

  const book = (client: BrowserLikeClient, courseId: string) =>
    client.post("/api/bookings", { courseId });

  async function statusSeenBy(client: BrowserLikeClient, courseId: string) {
    const from = encodeURIComponent(fromNow(-DAY).toISOString());
    const to = encodeURIComponent(fromNow(60 * DAY).toISOString());
    const classes = (await (await client.get(`/api/classes?from=${from}&to=${to}`)).json()) as {
      id: string;
      status: string;
    }[];
    return classes.find((item) => item.id === courseId)?.status;
  }

  async function refused(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toBe(message);
  }

  it("closes booking when the owner says, and words the refusal by it", async () => {
    const item = await aClass(90 * 60_000);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    await setPolicies({ bookingClosesMinutesBefore: 2 * 60 });
    expect(await statusSeenBy(client, item.id)).toBe("booking_closed");
    await refused(await book(client, item.id), 409, MESSAGES.bookingClosed);

    await setPolicies({ bookingClosesMinutesBefore: 60 });
    expect(await statusSeenBy(client, item.id)).toBe("available");
    expect((await book(client, item.id)).status).toBe(201);

    const later = await aClass(45 * 60_000);
    await refused(await book(client, later.id), 409, "Booking closes 1 hour before class start.");
    await setPolicies({ bookingClosesMinutesBefore: 120 });
  });

  it("opens booking only within the horizon, when there is one", async () => {
    const far = await aClass(20 * DAY);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    await setPolicies({ bookingHorizonDays: 14 });
    expect(await statusSeenBy(client, far.id)).toBe("not_open_yet");
    await refused(await book(client, far.id), 409, "Classes open for booking 14 days ahead.");

    clock.set(fromNow(6 * DAY));
    expect(await statusSeenBy(client, far.id)).toBe("available");
    expect((await book(client, far.id)).status).toBe(201);
    await setPolicies({ bookingHorizonDays: null });
  });

  it("moves the cancellation deadline, and refuses a late one by default", async () => {
    const item = await aClass(10 * HOUR);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await book(client, item.id)).json();
    await setPolicies({ cancellationDeadlineMinutes: 12 * 60 });
    const before = await moneyState(testApp.deps.db);
    await refused(
      await client.post(`/api/bookings/${bookingId}/cancel`, {}),
      409,
      "Cannot cancel booking less than 12 hours before class starts.",
    );
    expect(await moneyState(testApp.deps.db)).toEqual(before);

    await setPolicies({ cancellationDeadlineMinutes: 4 * 60 });
    const cancelled = await client.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(await cancelled.json()).toMatchObject({ creditsRefunded: 2, late: false, credits: 10 });
  });

  it("lets a student cancel late where the studio allows it, freeing the seat and keeping the credits", async () => {
    const item = await aClass(2 * HOUR + 30 * 60_000);
    const { client, userId } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await book(client, item.id)).json();
    await setPolicies({ lateCancellation: "forfeit" });

    const response = await client.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ creditsRefunded: 0, late: true, credits: 8 });
    const [held] = await testApp.deps.db.select().from(booking).where(eq(booking.id, bookingId));
    expect(held).toMatchObject({ status: "cancelled", cancelledLate: true });
    const [seat] = await testApp.deps.db.select().from(course).where(eq(course.id, item.id));
    expect(seat!.slotsFilled).toBe(0);
    const ledger = await testApp.deps.db
      .select({ reason: creditEntry.reason, delta: creditEntry.delta })
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    expect(ledger).toEqual([
      { reason: "credit_purchase", delta: 10 },
      { reason: "class_booking", delta: -2 },
    ]);
    const history = await (await client.get("/api/me/bookings?scope=history&page=1")).json();
    expect(history.items[0]).toMatchObject({ id: bookingId, label: "Late Cancel" });
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);

    // Once the class has begun, nothing can be cancelled.
    const started = await aClass(3 * HOUR);
    const second = await (await book(client, started.id)).json();
    clock.set(fromNow(3 * HOUR));
    await refused(
      await client.post(`/api/bookings/${second.bookingId}/cancel`, {}),
      409,
      MESSAGES.cancelTooLate,
    );
    await setPolicies({ lateCancellation: "refuse" });
  });

  it("grants the free trial the owner sets, and none while it is not offered", async () => {
    const first = await signedInStudent(testApp);
    await setPolicies({ freeTrialOffered: false });
    await refused(
      await first.client.post("/api/me/free-trial", {}),
      409,
      MESSAGES.freeTrialNotOffered,
    );
    await setPolicies({ freeTrialOffered: true, freeTrialCredits: 5 });
    expect(await (await first.client.post("/api/me/free-trial", {})).json()).toMatchObject({
      granted: 5,
      credits: 5,
    });
  });

  it("leaves bookings made before a change as they were", async () => {
    const item = await aClass(DAY);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await book(client, item.id)).json();
    const before = await moneyState(testApp.deps.db);
    await setPolicies({ bookingClosesMinutesBefore: 2 * 24 * 60, cancellationDeadlineMinutes: 60 });
    expect(await moneyState(testApp.deps.db)).toEqual(before);
    const [held] = await testApp.deps.db.select().from(booking).where(eq(booking.id, bookingId));
    expect(held!.status).toBe("booked");
    expect(await statusSeenBy(client, item.id)).toBe("already_booked");
  });
});
