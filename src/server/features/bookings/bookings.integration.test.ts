import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse, createPackage } from "../../db/factories.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { userSubscription } from "../../db/schema/packages.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { signedInStudent } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";

/** 09:00 in Kuala Lumpur on Tuesday 1 December 2026. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(testDatabases())("booking and cancelling on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, {
    now: clock.now,
    tutor: { name: "Aisyah", bio: "Hatha teacher." },
  });

  async function aClass(overrides: Partial<Parameters<typeof createCourse>[1]> = {}) {
    return createCourse(studio.testApp.deps.db, {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt: hoursFromNow(24),
      endsAt: hoursFromNow(25),
      tutorId: studio.tutorId,
      totalSlots: 10,
      credits: 2,
      ...overrides,
    });
  }

  const book = (
    client: BrowserLikeClient,
    courseId: string,
    headers: Record<string, string> = {},
  ) => client.request("/api/bookings", { method: "POST", json: { courseId }, headers });

  async function expectRefusal(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toBe(message);
  }

  async function classAsSeenBy(client: BrowserLikeClient, courseId: string) {
    const response = await client.get(
      `/api/classes?from=${encodeURIComponent(hoursFromNow(-48).toISOString())}&to=${encodeURIComponent(hoursFromNow(24 * 60).toISOString())}`,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }[]).find((item) => item.id === courseId) as
      | Record<string, unknown>
      | undefined;
  }

  it("asks a visitor to log in, and shows them Login Required", async () => {
    const item = await aClass();
    const visitor = new BrowserLikeClient(studio.testApp);
    await expectRefusal(await book(visitor, item.id), 401, MESSAGES.pleaseLogInToBook);
    expect(await classAsSeenBy(visitor, item.id)).toMatchObject({
      status: "unavailable",
      bookingId: null,
      title: "Sunrise Hatha",
      durationHours: 1,
      spotsRemaining: 10,
      tutor: { name: "Aisyah", bio: "Hatha teacher." },
    });
  });

  it("books with credits: one slot, the class's credits, a ledger entry, Already Booked", async () => {
    const item = await aClass({ credits: 3 });
    const { client, userId } = await signedInStudent(studio.testApp, { credits: 5 });

    const response = await book(client, item.id);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      message: MESSAGES.bookingConfirmed,
      paidWith: "credits",
      creditsPaid: 3,
      credits: 2,
    });

    const [stored] = await studio.testApp.deps.db
      .select()
      .from(course)
      .where(eq(course.id, item.id));
    expect(stored!.slotsFilled).toBe(1);
    const ledger = await studio.testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    expect(ledger.map((entry) => [entry.reason, entry.delta])).toEqual([
      ["credit_purchase", 5],
      ["class_booking", -3],
    ]);
    expect(await classAsSeenBy(client, item.id)).toMatchObject({
      status: "already_booked",
      bookingId: body.bookingId,
      slotsFilled: 1,
    });
  });

  it("refuses a second booking of the same class and changes nothing", async () => {
    const item = await aClass();
    const { client } = await signedInStudent(studio.testApp, { credits: 10 });
    expect((await book(client, item.id)).status).toBe(201);
    const before = await moneyState(studio.testApp.deps.db);
    await expectRefusal(await book(client, item.id), 409, MESSAGES.alreadyBooked);
    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
  });

  it("refuses from 2 hours before the start, and changes nothing", async () => {
    const item = await aClass({ startsAt: hoursFromNow(2), endsAt: hoursFromNow(3) });
    const { client } = await signedInStudent(studio.testApp, { credits: 10 });
    expect(await classAsSeenBy(client, item.id)).toMatchObject({ status: "booking_closed" });
    const before = await moneyState(studio.testApp.deps.db);
    await expectRefusal(await book(client, item.id), 409, MESSAGES.bookingClosed);
    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
  });

  it("refuses a full class, and changes nothing", async () => {
    const item = await aClass({ totalSlots: 1 });
    const first = await signedInStudent(studio.testApp, { credits: 10 });
    expect((await book(first.client, item.id)).status).toBe(201);
    const { client } = await signedInStudent(studio.testApp, { credits: 10 });
    expect(await classAsSeenBy(client, item.id)).toMatchObject({
      status: "fully_booked",
      spotsRemaining: 0,
    });
    const before = await moneyState(studio.testApp.deps.db);
    await expectRefusal(await book(client, item.id), 409, MESSAGES.fullyBooked);
    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
  });

  it("refuses without enough credits, naming the price, and changes nothing", async () => {
    const item = await aClass({ credits: 3 });
    const { client } = await signedInStudent(studio.testApp, { credits: 2 });
    const before = await moneyState(studio.testApp.deps.db);
    await expectRefusal(
      await book(client, item.id),
      409,
      "You need at least 3 credits to book this class.",
    );
    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
  });

  it("asks for a complete profile first", async () => {
    const item = await aClass();
    const student = new BrowserLikeClient(studio.testApp);
    await student.createAccount(`no-profile-${kind}@example.com`);
    await expectRefusal(await book(student, item.id), 409, MESSAGES.completeProfileFirst);
  });

  it("answers an unknown class and a malformed id with clear 4xx", async () => {
    const { client } = await signedInStudent(studio.testApp, { credits: 10 });
    await expectRefusal(
      await book(client, "00000000-0000-4000-8000-000000000000"),
      404,
      MESSAGES.classNotFound,
    );
    await expectRefusal(await book(client, "42"), 400, "courseId must be the id of a class");
  });

  describe("with a subscription", () => {
    async function subscriber(
      plan: { validYogaTypes: string[]; maxClassesPerMonth: number },
      validDays = 30,
    ) {
      const pkg = await createPackage(studio.testApp.deps.db, {
        name: "Test Pass",
        price: 50,
        totalCustomerSave: 10,
        validityDays: 30,
        validYogaTypes: plan.validYogaTypes as never,
        maxClassesPerMonth: plan.maxClassesPerMonth,
      });
      const student = await signedInStudent(studio.testApp, { credits: 20 });
      await studio.testApp.deps.db.insert(userSubscription).values({
        userId: student.userId,
        packageId: pkg.id,
        startsAt: NOW,
        validUntil: hoursFromNow(24 * validDays),
        creditsPaid: 50,
        createdAt: NOW,
      });
      return student;
    }

    it("pays with the subscription for a class of its types, costing no credits", async () => {
      const { client } = await subscriber({
        validYogaTypes: ["Hatha Yoga"],
        maxClassesPerMonth: 999,
      });
      const response = await book(client, (await aClass()).id);
      expect(await response.json()).toMatchObject({
        paidWith: "subscription",
        creditsPaid: 0,
        credits: 20,
      });
    });

    it("pays with credits for a private class, another type, or past the monthly cap", async () => {
      const { client } = await subscriber({
        validYogaTypes: ["Hatha Yoga"],
        maxClassesPerMonth: 1,
      });
      const privateClass = await aClass({ isPrivate: true, credits: 5 });
      expect(await (await book(client, privateClass.id)).json()).toMatchObject({
        paidWith: "credits",
        creditsPaid: 5,
      });
      const power = await aClass({ courseType: "Power Yoga" });
      expect(await (await book(client, power.id)).json()).toMatchObject({ paidWith: "credits" });

      expect(await (await book(client, (await aClass()).id)).json()).toMatchObject({
        paidWith: "subscription",
      });
      expect(await (await book(client, (await aClass()).id)).json()).toMatchObject({
        paidWith: "credits",
      });
    });

    it("counts the cap per calendar month in studio time", async () => {
      const { client } = await subscriber({ validYogaTypes: [], maxClassesPerMonth: 1 }, 60);
      // 23:30 on 31 December and 00:30 on 1 January, Kuala Lumpur time.
      const lastOfDecember = await aClass({
        startsAt: new Date("2026-12-31T15:30:00Z"),
        endsAt: new Date("2026-12-31T15:59:00Z"),
      });
      const firstOfJanuary = await aClass({
        startsAt: new Date("2026-12-31T16:30:00Z"),
        endsAt: new Date("2026-12-31T17:30:00Z"),
      });
      expect(await (await book(client, lastOfDecember.id)).json()).toMatchObject({
        paidWith: "subscription",
      });
      expect(await (await book(client, firstOfJanuary.id)).json()).toMatchObject({
        paidWith: "subscription",
      });
    });
  });

  describe("cancelling", () => {
    it("frees the slot and refunds the credits with a ledger entry", async () => {
      const item = await aClass({ credits: 2 });
      const { client, userId } = await signedInStudent(studio.testApp, { credits: 5 });
      const { bookingId } = await (await book(client, item.id)).json();

      const response = await client.post(`/api/bookings/${bookingId}/cancel`, {});
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        message: MESSAGES.bookingCancelled,
        courseId: item.id,
        creditsRefunded: 2,
        late: false,
        credits: 5,
      });
      const [stored] = await studio.testApp.deps.db
        .select()
        .from(course)
        .where(eq(course.id, item.id));
      expect(stored!.slotsFilled).toBe(0);
      const [cancelled] = await studio.testApp.deps.db
        .select()
        .from(booking)
        .where(eq(booking.id, bookingId));
      expect(cancelled!.status).toBe("cancelled");
      const ledger = await studio.testApp.deps.db
        .select()
        .from(creditEntry)
        .where(eq(creditEntry.userId, userId));
      expect(ledger.map((entry) => entry.reason)).toEqual([
        "credit_purchase",
        "class_booking",
        "class_cancellation",
      ]);
      expect(await classAsSeenBy(client, item.id)).toMatchObject({
        status: "available",
        bookingId: null,
      });
    });

    it("refuses less than 4 hours before the start, and changes nothing", async () => {
      const item = await aClass({ startsAt: hoursFromNow(5), endsAt: hoursFromNow(6) });
      const { client } = await signedInStudent(studio.testApp, { credits: 5 });
      const { bookingId } = await (await book(client, item.id)).json();
      clock.set(new Date(hoursFromNow(1).getTime() + 1));
      try {
        const before = await moneyState(studio.testApp.deps.db);
        await expectRefusal(
          await client.post(`/api/bookings/${bookingId}/cancel`, {}),
          409,
          MESSAGES.cancelTooLate,
        );
        expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
      } finally {
        clock.set(NOW);
      }
    });

    it("does not let a student cancel another student's booking", async () => {
      const item = await aClass();
      const owner = await signedInStudent(studio.testApp, { credits: 5 });
      const { bookingId } = await (await book(owner.client, item.id)).json();
      const other = await signedInStudent(studio.testApp, { credits: 5 });
      const before = await moneyState(studio.testApp.deps.db);
      await expectRefusal(
        await other.client.post(`/api/bookings/${bookingId}/cancel`, {}),
        404,
        MESSAGES.bookingNotFound,
      );
      expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
    });

    it("refuses to cancel twice", async () => {
      const { client } = await signedInStudent(studio.testApp, { credits: 5 });
      const { bookingId } = await (await book(client, (await aClass()).id)).json();
      expect((await client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
      await expectRefusal(
        await client.post(`/api/bookings/${bookingId}/cancel`, {}),
        409,
        MESSAGES.bookingAlreadyCancelled,
      );
    });
  });

  it("answers a retried booking with the same Idempotency-Key with the first answer, booking once", async () => {
    const item = await aClass({ credits: 2 });
    const { client, userId } = await signedInStudent(studio.testApp, { credits: 10 });
    const first = await book(client, item.id, { "idempotency-key": "retry-me-1" });
    const second = await book(client, item.id, { "idempotency-key": "retry-me-1" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    const mine = await studio.testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.userId, userId));
    expect(mine).toHaveLength(1);
    const ledger = await studio.testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.userId, userId));
    expect(ledger.filter((entry) => entry.reason === "class_booking")).toHaveLength(1);
  });

  it("shows Attended once an attended class has ended", async () => {
    const item = await aClass({ startsAt: hoursFromNow(5), endsAt: hoursFromNow(6) });
    const { client } = await signedInStudent(studio.testApp, { credits: 5 });
    const { bookingId } = await (await book(client, item.id)).json();
    await studio.testApp.deps.db
      .update(booking)
      .set({ attended: true })
      .where(eq(booking.id, bookingId));
    clock.set(hoursFromNow(6));
    try {
      expect(await classAsSeenBy(client, item.id)).toMatchObject({ status: "attended" });
    } finally {
      clock.set(NOW);
    }
  });

  it("keeps every balance equal to its ledger and every class's slots equal to its bookings", async () => {
    expect(await brokenInvariants(studio.testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });
});
