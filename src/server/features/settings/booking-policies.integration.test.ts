import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { type BookingPolicies, DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { refused } from "../../testing/refusals.ts";
import { signedInAdmin, signedInStudent, subscribe } from "../../testing/students.ts";
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
  beforeEach(async () => {
    clock.set(NOW);
    await setPolicies(DEFAULT_BOOKING_POLICIES);
  });

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
  });

  it("moves the cancellation deadline of the bookings that follow, and refuses a late one by default", async () => {
    await setPolicies({ cancellationDeadlineMinutes: 12 * 60 });
    const item = await aClass(10 * HOUR);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await book(client, item.id)).json();
    const before = await moneyState(testApp.deps.db);
    await refused(
      await client.post(`/api/bookings/${bookingId}/cancel`, {}),
      409,
      "Cannot cancel booking less than 12 hours before class starts.",
    );
    expect(await moneyState(testApp.deps.db)).toEqual(before);
  });

  it("keeps each booking to the cancellation terms it was made under, whatever the policy says since", async () => {
    const item = await aClass(10 * HOUR);
    const { client } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await book(client, item.id)).json();
    // Made under the 4-hour deadline; the owner then asks for a day's notice.
    await setPolicies({ cancellationDeadlineMinutes: 24 * 60 });

    const upcoming = await (await client.get("/api/me/bookings?scope=upcoming&page=1")).json();
    expect(upcoming.items[0]).toMatchObject({
      id: bookingId,
      cancellation: "refund",
      cancellationPolicy: { cancellationDeadlineMinutes: 240, lateCancellation: "refuse" },
    });
    const terms = await (await client.get(`/api/classes/${item.id}/booking-terms`)).json();
    expect(terms.booking).toMatchObject({ id: bookingId, cancellation: "refund" });
    // A booking made now is held to the new deadline.
    expect(terms.freeCancellationUntil).toBe(fromNow(10 * HOUR - 24 * HOUR).toISOString());

    const cancelled = await client.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ creditsRefunded: 2, late: false });

    // And the other way: made under a day's notice, a shorter deadline since does not help.
    const other = await signedInStudent(testApp, { credits: 10 });
    const second = await (await book(other.client, item.id)).json();
    await setPolicies({ cancellationDeadlineMinutes: 60 });
    await refused(
      await other.client.post(`/api/bookings/${second.bookingId}/cancel`, {}),
      409,
      "Cannot cancel booking less than 1 day before class starts.",
    );
  });

  it("lets a student cancel late where the studio allows it, freeing the seat and keeping the credits", async () => {
    const item = await aClass(2 * HOUR + 30 * 60_000);
    await setPolicies({ lateCancellation: "forfeit" });
    const { client, userId } = await signedInStudent(testApp, { credits: 10 });
    // A minute after the top-up: the credit history is read newest first.
    clock.set(fromNow(60_000));
    const { bookingId } = await (await book(client, item.id)).json();

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
    const credits = await (await client.get("/api/me/credits")).json();
    expect(credits.entries[0]).toMatchObject({
      reasonLabel: "Class Booking",
      amount: 2,
      description: "Booked Sunrise Hatha (late cancel: not refunded)",
    });
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
  });

  it("counts a subscription's place cancelled late against the month, as a credit payer's credits are kept", async () => {
    await setPolicies({ lateCancellation: "forfeit" });
    const member = await signedInStudent(testApp, { credits: 10 });
    await subscribe(testApp, member, { maxClassesPerMonth: 1, price: 4 });
    const soon = await aClass(2 * HOUR + 30 * 60_000);
    const held = await (await book(member.client, soon.id)).json();
    expect(held.paidWith).toBe("subscription");
    expect(
      await (await member.client.post(`/api/bookings/${held.bookingId}/cancel`, {})).json(),
    ).toMatchObject({
      late: true,
    });
    // The month's one place is spent: the next class is paid in credits.
    const next = await aClass(DAY);
    expect(await (await book(member.client, next.id)).json()).toMatchObject({
      paidWith: "credits",
      creditsPaid: 2,
    });
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

  describe("the no-show rule", () => {
    const mark = (bookingId: string, json: { attended: boolean; noShow?: boolean }) =>
      admin.request(`/api/admin/attendance/${bookingId}`, { method: "PUT", json });
    const ledgerOf = (userId: string) =>
      testApp.deps.db
        .select({ reason: creditEntry.reason, delta: creditEntry.delta })
        .from(creditEntry)
        .where(eq(creditEntry.userId, userId));

    /** A student with `credits` booked into a class (2 credits) that started an hour ago. */
    async function bookedAndStarted(credits: number) {
      const item = await aClass(DAY);
      const student = await signedInStudent(testApp, { credits });
      clock.set(fromNow(60_000));
      const { bookingId } = await (await book(student.client, item.id)).json();
      clock.set(fromNow(DAY + HOUR));
      return { ...student, bookingId: bookingId as string };
    }

    it("marks a no-show only once the class has started, and by default nothing follows", async () => {
      const item = await aClass(DAY);
      const { client, userId } = await signedInStudent(testApp, { credits: 10 });
      const { bookingId } = await (await book(client, item.id)).json();
      const before = await moneyState(testApp.deps.db);
      await refused(
        await mark(bookingId, { attended: false, noShow: true }),
        409,
        MESSAGES.noShowBeforeStart,
      );
      await refused(
        await mark(bookingId, { attended: true, noShow: true }),
        400,
        MESSAGES.noShowAndAttended,
      );
      expect(await moneyState(testApp.deps.db)).toEqual(before);

      clock.set(fromNow(DAY + 30 * 60_000));
      const marked = await mark(bookingId, { attended: false, noShow: true });
      expect(await marked.json()).toEqual({
        id: bookingId,
        attended: false,
        noShow: true,
        noShowFeeCredits: 0,
      });
      expect(await moneyState(testApp.deps.db)).toEqual(before);
      expect(await ledgerOf(userId)).toHaveLength(2);
      const history = await (await client.get("/api/me/bookings?scope=history")).json();
      expect(history.items[0]).toMatchObject({ id: bookingId, label: "No-show" });
      const day = await (
        await admin.get("/api/admin/attendance?from=2026-12-02&to=2026-12-02")
      ).json();
      expect(day.find((listed: { id: string }) => listed.id === item.id)).toMatchObject({
        bookedCount: 1,
        attendedCount: 0,
        noShowCount: 1,
        students: [{ bookingId, attended: false, noShow: true }],
      });

      // The student came after all: attended replaces the no-show.
      expect(await (await mark(bookingId, { attended: true })).json()).toMatchObject({
        attended: true,
        noShow: false,
      });
    });

    it("charges the fee saved at the time, once, gives back what it cost when withdrawn, and never below zero", async () => {
      await setPolicies({ noShowFeeCredits: 3 });
      const { client, userId, bookingId } = await bookedAndStarted(10);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => mark(bookingId, { attended: false, noShow: true })),
      );
      expect(results.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await ledgerOf(userId)).toEqual([
        { reason: "credit_purchase", delta: 10 },
        { reason: "class_booking", delta: -2 },
        { reason: "no_show_fee", delta: -3 },
      ]);
      const credits = await (await client.get("/api/me/credits")).json();
      expect(credits).toMatchObject({ current: 5 });
      expect(credits.entries[0]).toMatchObject({
        type: "debit",
        amount: 3,
        reasonLabel: "No-show Fee",
        description: "No-show at Sunrise Hatha",
      });

      // The fee changes; withdrawing the no-show gives back what it cost, not today's fee.
      await setPolicies({ noShowFeeCredits: 5 });
      clock.set(fromNow(DAY + 2 * HOUR));
      await mark(bookingId, { attended: false });
      expect((await ledgerOf(userId)).at(-1)).toEqual({ reason: "no_show_fee", delta: 3 });
      expect((await (await client.get("/api/me/credits")).json()).entries[0]).toMatchObject({
        type: "credit",
        amount: 3,
        description: "No-show withdrawn: Sunrise Hatha",
      });

      clock.set(NOW);
      const short = await bookedAndStarted(3);
      expect(
        await (await mark(short.bookingId, { attended: false, noShow: true })).json(),
      ).toMatchObject({ noShowFeeCredits: 1 });
      expect((await ledgerOf(short.userId)).at(-1)).toEqual({ reason: "no_show_fee", delta: -1 });
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
      expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
    });
  });
});
