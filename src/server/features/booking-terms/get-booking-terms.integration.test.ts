import { describe, expect, it } from "vitest";
import type { BookingTerms } from "../../../shared/booking-terms.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { createCourse } from "../../db/factories.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { signedInAdmin, signedInStudent, subscribe } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";

/** 09:00 in Kuala Lumpur on Tuesday 1 December 2026. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const MINUTE = 60_000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(testDatabases())("a class's booking terms on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, {
    now: clock.now,
    tutor: { name: "Aisyah", bio: "Hatha teacher." },
  });

  async function aClass(overrides: Partial<Parameters<typeof createCourse>[1]> = {}) {
    const startsAt = overrides.startsAt ?? hoursFromNow(24);
    return createCourse(studio.testApp.deps.db, {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      tutorId: studio.tutorId,
      totalSlots: 10,
      credits: 2,
      ...overrides,
    });
  }

  async function termsOf(client: BrowserLikeClient, courseId: string): Promise<BookingTerms> {
    const response = await client.get(`/api/classes/${courseId}/booking-terms`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as BookingTerms;
  }

  async function book(client: BrowserLikeClient, courseId: string) {
    const response = await client.post("/api/bookings", { courseId });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { bookingId: string; paidWith: string; creditsPaid: number };
  }

  it("gives a student without a subscription the class's credits, balance and deadlines", async () => {
    const student = await signedInStudent(studio.testApp, { credits: 7 });
    const item = await aClass();
    expect(await termsOf(student.client, item.id)).toEqual({
      courseId: item.id,
      payment: "credits",
      credits: 2,
      subscription: null,
      balance: 7,
      // The studio's defaults: booking closes 2 hours before, free cancellation until 4 hours.
      bookingClosesAt: new Date(item.startsAt.getTime() - 2 * HOUR).toISOString(),
      freeCancellationUntil: new Date(item.startsAt.getTime() - 4 * HOUR).toISOString(),
      booking: null,
    });
  });

  it("says a subscription covers a class exactly when the booking is then paid by it", async () => {
    const student = await signedInStudent(studio.testApp, { credits: 20 });
    await subscribe(studio.testApp, student, { maxClassesPerMonth: 2 });
    const [first, second, third] = [await aClass(), await aClass(), await aClass()];

    const before = await termsOf(student.client, first.id);
    expect(before).toMatchObject({
      payment: "subscription",
      credits: 0,
      subscription: { packageName: "2 a Month", usedInClassMonth: 0, maxClassesPerMonth: 2 },
      balance: 15,
    });
    expect(await book(student.client, first.id)).toMatchObject({
      paidWith: "subscription",
      creditsPaid: 0,
    });

    expect(await termsOf(student.client, second.id)).toMatchObject({
      payment: "subscription",
      subscription: { usedInClassMonth: 1, maxClassesPerMonth: 2 },
    });
    expect(await book(student.client, second.id)).toMatchObject({ paidWith: "subscription" });

    // The month's two places are used: the third is paid in credits, as the terms say.
    expect(await termsOf(student.client, third.id)).toMatchObject({
      payment: "credits",
      credits: 2,
      subscription: { usedInClassMonth: 2, maxClassesPerMonth: 2 },
    });
    expect(await book(student.client, third.id)).toMatchObject({
      paidWith: "credits",
      creditsPaid: 2,
    });
  });

  it("never puts a private class on the subscription", async () => {
    const student = await signedInStudent(studio.testApp, { credits: 20 });
    await subscribe(studio.testApp, student, { maxClassesPerMonth: 8 });
    const item = await aClass({ isPrivate: true, credits: 3 });
    expect(await termsOf(student.client, item.id)).toMatchObject({
      payment: "credits",
      credits: 3,
      subscription: { usedInClassMonth: 0 },
    });
    expect(await book(student.client, item.id)).toMatchObject({ paidWith: "credits" });
  });

  it("carries the student's own booking and what cancelling it now means", async () => {
    const student = await signedInStudent(studio.testApp, { credits: 10 });
    const other = await signedInStudent(studio.testApp, { credits: 10 });
    const item = await aClass({ startsAt: hoursFromNow(5) });
    const { bookingId } = await book(student.client, item.id);

    const terms = await termsOf(student.client, item.id);
    expect(terms.booking).toEqual({
      id: bookingId,
      paidWith: "credits",
      creditsPaid: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      cancellation: "refund",
      cancellationPolicy: { cancellationDeadlineMinutes: 240, lateCancellation: "refuse" },
    });
    expect(terms.balance).toBe(8);
    // Another student learns nothing of it.
    expect((await termsOf(other.client, item.id)).booking).toBeNull();

    // Inside the 4-hour deadline cancelling is refused, as the cancel route would.
    clock.set(hoursFromNow(1.5));
    expect((await termsOf(student.client, item.id)).booking?.cancellation).toBe("refused");
    clock.set(NOW);

    const cancelled = await student.client.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await termsOf(student.client, item.id)).booking).toBeNull();
  });

  it("states the deadlines from the studio's saved policies", async () => {
    const admin = await signedInAdmin(studio.testApp);
    const student = await signedInStudent(studio.testApp, { credits: 10 });
    const item = await aClass();
    const setPolicies = (policies: object) =>
      admin.client.request("/api/admin/settings", { method: "PATCH", json: { policies } });
    expect(
      (await setPolicies({ bookingClosesMinutesBefore: 30, cancellationDeadlineMinutes: 720 }))
        .status,
    ).toBe(200);
    try {
      expect(await termsOf(student.client, item.id)).toMatchObject({
        bookingClosesAt: new Date(item.startsAt.getTime() - 30 * MINUTE).toISOString(),
        freeCancellationUntil: new Date(item.startsAt.getTime() - 720 * MINUTE).toISOString(),
      });
    } finally {
      expect((await setPolicies(DEFAULT_BOOKING_POLICIES)).status).toBe(200);
    }
  });

  it("answers 404 for no such class and 401 without a session", async () => {
    const student = await signedInStudent(studio.testApp);
    for (const id of [crypto.randomUUID(), "not-a-class"]) {
      const response = await student.client.get(`/api/classes/${id}/booking-terms`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(MESSAGES.classNotFound);
    }
    const item = await aClass();
    const visitor = await new BrowserLikeClient(studio.testApp).get(
      `/api/classes/${item.id}/booking-terms`,
    );
    expect(visitor.status).toBe(401);
  });
});
