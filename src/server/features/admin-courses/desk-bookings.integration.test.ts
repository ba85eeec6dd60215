import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES, studentNeedsCreditsMessage } from "../../../shared/messages.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { sale } from "../../db/schema/sales.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import { readableMail, startSmtpCapture } from "../../testing/smtp-capture.ts";
import {
  signedInAdmin,
  signedInClient,
  signedInStudent,
  subscribe,
} from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

/** The desk's roster: who is booked, and booking a student in however they pay. */
describe.each(testDatabases())("the desk's bookings on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let admin: BrowserLikeClient;
  let adminId: string;
  let tutorId: string;
  const clock = testClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ kind, now: clock.now, env: { SMTP_URL: smtp.url } });
    ({ client: admin, userId: adminId } = await signedInAdmin(testApp));
    tutorId = (await createTutor(testApp.deps.db, { name: "Aisyah", bio: "Hatha." })).id;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const aClass = (startsIn: number, spec: { totalSlots?: number; isPrivate?: boolean } = {}) =>
    createCourse(testApp.deps.db, {
      title: "Lunch Flow",
      courseType: "Hatha Yoga",
      startsAt: fromNow(startsIn),
      endsAt: fromNow(startsIn + HOUR),
      tutorId,
      totalSlots: spec.totalSlots ?? 10,
      credits: 2,
      isPrivate: spec.isPrivate ?? false,
    });
  const bookIn = (courseId: string, json: Record<string, unknown>) =>
    admin.request(`/api/admin/courses/${courseId}/bookings`, { method: "POST", json });

  it("books a walk-in after booking has closed for students, paid in credits, and tells her", async () => {
    const item = await aClass(30 * 60_000);
    const walkIn = await signedInStudent(testApp, { credits: 5 });
    await refused(
      await walkIn.client.post("/api/bookings", { courseId: item.id }),
      409,
      MESSAGES.bookingClosed,
    );
    const response = await bookIn(item.id, { userId: walkIn.userId, payment: "credits" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      paidWith: "credits",
      creditsPaid: 2,
      credits: 3,
    });
    const [entry] = await testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.reason, "class_booking"));
    expect(entry).toMatchObject({ userId: walkIn.userId, delta: -2, actorId: adminId });
    const mail = readableMail((await smtp.mailTo(walkIn.email, /Booked/)).raw);
    expect(mail).toContain("The studio booked you in for Lunch Flow with Aisyah");

    const roster = await (await admin.get(`/api/admin/courses/${item.id}/roster`)).json();
    expect(roster.course).toMatchObject({ id: item.id, slotsFilled: 1 });
    expect(roster.students).toEqual([
      expect.objectContaining({
        userId: walkIn.userId,
        email: walkIn.email,
        paidWith: "credits",
        creditsPaid: 2,
        bookedByStudio: true,
        bookingReason: null,
      }),
    ]);
    expect(roster.students[0].phone).toMatch(/^\+60/);
  });

  it("pays with the subscription only where it covers, and on the studio only with a reason", async () => {
    const member = await signedInStudent(testApp, { credits: 10 });
    await subscribe(testApp, member, { maxClassesPerMonth: 4, price: 5 });
    const open = await aClass(24 * HOUR);
    const covered = await bookIn(open.id, { userId: member.userId, payment: "subscription" });
    expect(await covered.json()).toMatchObject({ paidWith: "subscription", creditsPaid: 0 });

    const privateClass = await aClass(26 * HOUR, { isPrivate: true });
    const before = await moneyState(testApp.deps.db);
    await refused(
      await bookIn(privateClass.id, { userId: member.userId, payment: "subscription" }),
      409,
      MESSAGES.subscriptionDoesNotCover,
    );
    await refused(
      await bookIn(privateClass.id, { userId: member.userId, payment: "complimentary" }),
      400,
      "Please give a reason.",
    );
    await refused(
      await bookIn(privateClass.id, {
        userId: member.userId,
        payment: "complimentary",
        reason: "   ",
      }),
      400,
      "Please give a reason.",
    );
    await refused(
      await bookIn(privateClass.id, { userId: member.userId, payment: "cash" }),
      400,
      "payment must be one of: credits, subscription, complimentary",
    );
    expect(await moneyState(testApp.deps.db)).toEqual(before);

    const gift = await bookIn(privateClass.id, {
      userId: member.userId,
      payment: "complimentary",
      reason: "Make-up for the cancelled class",
    });
    expect(await gift.json()).toMatchObject({
      paidWith: "complimentary",
      creditsPaid: 0,
      credits: 5,
    });
    const roster = await (await admin.get(`/api/admin/courses/${privateClass.id}/roster`)).json();
    expect(roster.students[0]).toMatchObject({
      paidWith: "complimentary",
      bookingReason: "Make-up for the cancelled class",
    });
    const records = await testApp.deps.db
      .select()
      .from(activity)
      .where(eq(activity.userId, member.userId));
    expect(records.map((record) => record.description)).toContain(
      "Booked in for Lunch Flow by the studio, complimentary: Make-up for the cancelled class",
    );
    expect(await creditsOf(testApp.deps.db, member.userId)).toBe(5);
  });

  it("refuses twice the same student, a full, ended or cancelled class, a disabled account and a short balance", async () => {
    const item = await aClass(24 * HOUR, { totalSlots: 1 });
    const first = await signedInStudent(testApp, { credits: 5 });
    const poor = await signedInStudent(testApp, { credits: 1 });
    expect((await bookIn(item.id, { userId: first.userId, payment: "credits" })).status).toBe(201);
    const before = await moneyState(testApp.deps.db);
    await refused(
      await bookIn(item.id, { userId: first.userId, payment: "credits" }),
      409,
      MESSAGES.studentAlreadyBooked,
    );
    await refused(
      await bookIn(item.id, { userId: poor.userId, payment: "credits" }),
      409,
      MESSAGES.fullyBooked,
    );
    const roomy = await aClass(25 * HOUR);
    await refused(
      await bookIn(roomy.id, { userId: poor.userId, payment: "credits" }),
      409,
      studentNeedsCreditsMessage(2),
    );
    await refused(
      await bookIn(roomy.id, { userId: "no-such-user", payment: "credits" }),
      404,
      MESSAGES.userNotFound,
    );
    await testApp.deps.db.update(user).set({ banned: true }).where(eq(user.id, poor.userId));
    await refused(
      await bookIn(roomy.id, { userId: poor.userId, payment: "complimentary", reason: "Gift" }),
      409,
      MESSAGES.deskAccountDisabled,
    );
    const ended = await aClass(-2 * HOUR);
    await refused(
      await bookIn(ended.id, { userId: first.userId, payment: "credits" }),
      409,
      MESSAGES.classEnded,
    );
    await admin.request(`/api/admin/courses/${roomy.id}/cancel`, {
      method: "POST",
      json: { reason: "Holiday" },
    });
    const afterCancel = await moneyState(testApp.deps.db);
    await refused(
      await bookIn(roomy.id, { userId: first.userId, payment: "credits" }),
      409,
      MESSAGES.classCancelled,
    );
    expect(await moneyState(testApp.deps.db)).toEqual(afterCancel);
    expect(before.activeBookings).toBe(afterCancel.activeBookings);
  });

  it("never overfills when the desk and students book the last places at once", {
    timeout: 120_000,
  }, async () => {
    const item = await aClass(24 * HOUR, { totalSlots: 10 });
    const walkIns = await Promise.all(
      Array.from({ length: 8 }, () => signedInStudent(testApp, { credits: 4 })),
    );
    const online = await Promise.all(
      Array.from({ length: 12 }, () => signedInStudent(testApp, { credits: 4 })),
    );
    const statuses = await Promise.all([
      ...walkIns.map(({ userId }) =>
        bookIn(item.id, { userId, payment: "credits" }).then((response) => response.status),
      ),
      ...online.map(({ client }) =>
        client.post("/api/bookings", { courseId: item.id }).then((response) => response.status),
      ),
    ]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
  });

  describe("paid at the desk as they are booked in", () => {
    const sales = (userId: string) =>
      testApp.deps.db.select().from(sale).where(eq(sale.userId, userId));
    const cash = { paid: "40.00", paymentMethod: "Cash" };

    it("sells the class's credits on a receipt and books with them, in one step", async () => {
      const item = await aClass(2 * HOUR);
      const walkIn = await signedInStudent(testApp, { credits: 0 });
      const response = await bookIn(item.id, {
        userId: walkIn.userId,
        payment: "credits",
        sale: { paid: "40.00", paymentMethod: "QR Pay", reference: "DuitNow 8841" },
      });
      expect(response.status).toBe(201);
      const booked = await response.json();
      expect(booked).toMatchObject({ paidWith: "credits", creditsPaid: 2, credits: 0 });
      const [sold] = await sales(walkIn.userId);
      expect(sold).toMatchObject({
        receiptNumber: booked.receipt.number,
        item: "Credits",
        credits: 2,
        amountSen: 4000,
        paymentMethod: "QR Pay",
        reference: "DuitNow 8841",
        remark: "For Lunch Flow",
        actorId: adminId,
      });
      expect(booked.receipt.id).toBe(sold!.id);
      const ledger = await testApp.deps.db
        .select({ delta: creditEntry.delta, reason: creditEntry.reason })
        .from(creditEntry)
        .where(eq(creditEntry.userId, walkIn.userId));
      expect(ledger).toEqual(
        expect.arrayContaining([
          { delta: 2, reason: "credit_purchase" },
          { delta: -2, reason: "class_booking" },
        ]),
      );
      expect(readableMail((await smtp.mailTo(walkIn.email, /Receipt/)).raw)).toContain("RM 40.00");
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    });

    it("sells nothing when the booking is refused, or the payment is not one", async () => {
      const full = await aClass(3 * HOUR, { totalSlots: 1 });
      await bookIn(full.id, {
        userId: (await signedInStudent(testApp, { credits: 4 })).userId,
        payment: "credits",
      });
      const walkIn = await signedInStudent(testApp, { credits: 0 });
      const open = await aClass(4 * HOUR);
      const before = await moneyState(testApp.deps.db);
      await refused(
        await bookIn(full.id, { userId: walkIn.userId, payment: "credits", sale: cash }),
        409,
        MESSAGES.fullyBooked,
      );
      const bad: [Record<string, unknown>, string][] = [
        [
          { payment: "subscription", sale: cash },
          "Only a place paid with credits is paid for at the desk first.",
        ],
        [
          { payment: "credits", sale: { ...cash, paid: "0" } },
          "Enter the amount received in RM; a free place is Complimentary.",
        ],
        [
          { payment: "credits", sale: { ...cash, paymentMethod: "FOC" } },
          "Choose how they paid: Cash, QR Pay, Card, Bank Transfer, Other.",
        ],
        [
          { payment: "credits", sale: { ...cash, paid: "forty" } },
          "Amount received must be an amount in ringgit, such as 45 or 45.50 (at most two decimals, up to RM 100,000).",
        ],
      ];
      for (const [json, message] of bad) {
        await refused(await bookIn(open.id, { userId: walkIn.userId, ...json }), 400, message);
      }
      expect(await sales(walkIn.userId)).toEqual([]);
      expect(await moneyState(testApp.deps.db)).toEqual(before);
    });

    it("takes one payment when two desks book the same student in at once", async () => {
      const item = await aClass(5 * HOUR);
      const walkIn = await signedInStudent(testApp, { credits: 0 });
      const elsewhere = await signedInClient(await anotherInstance(testApp), adminId);
      const body = { userId: walkIn.userId, payment: "credits", sale: cash };
      const statuses = await Promise.all([
        bookIn(item.id, body).then((response) => response.status),
        elsewhere
          .request(`/api/admin/courses/${item.id}/bookings`, { method: "POST", json: body })
          .then((response) => response.status),
      ]);
      expect(statuses.sort()).toEqual([201, 409]);
      expect(await sales(walkIn.userId)).toHaveLength(1);
      expect(await creditsOf(testApp.deps.db, walkIn.userId)).toBe(0);
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
      expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
    });
  });

  describe("cancelling a student's booking", () => {
    const cancelFor = (bookingId: string, json: Record<string, unknown>) =>
      admin.request(`/api/admin/bookings/${bookingId}/cancel`, { method: "POST", json });

    it("refunds or not as the desk says, with the reason, and the student is told either way", async () => {
      const item = await aClass(3 * HOUR);
      const refundMe = await signedInStudent(testApp, { credits: 5 });
      const keepIt = await signedInStudent(testApp, { credits: 5 });
      const first = await (
        await bookIn(item.id, { userId: refundMe.userId, payment: "credits" })
      ).json();
      const second = await (
        await bookIn(item.id, { userId: keepIt.userId, payment: "credits" })
      ).json();

      const refunded = await cancelFor(first.bookingId, {
        refund: true,
        reason: "Moved to Friday",
      });
      expect(await refunded.json()).toMatchObject({ refunded: true, creditsRefunded: 2 });
      expect(await creditsOf(testApp.deps.db, refundMe.userId)).toBe(5);
      const kept = await cancelFor(second.bookingId, { refund: false, reason: "No-show again" });
      expect(await kept.json()).toMatchObject({ refunded: false, creditsRefunded: 0 });
      expect(await creditsOf(testApp.deps.db, keepIt.userId)).toBe(3);

      expect(
        readableMail((await smtp.mailTo(refundMe.email, /Cancelled by the studio/)).raw),
      ).toContain("2 credits are back in your account.");
      const keptMail = readableMail(
        (await smtp.mailTo(keepIt.email, /Cancelled by the studio/)).raw,
      );
      expect(keptMail).toContain("Reason: No-show again");
      expect(keptMail).toContain("What you paid for it is not given back.");
      const history = await (await keepIt.client.get("/api/me/bookings?scope=history")).json();
      expect(history.items[0]).toMatchObject({
        label: "Cancelled",
        cancelledByStudio: true,
        cancellationReason: "No-show again",
      });
      const roster = await (await admin.get(`/api/admin/courses/${item.id}/roster`)).json();
      expect(roster.students).toEqual([]);
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
      expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
    });

    it("keeps a subscription's monthly place used when not refunded, and frees it when refunded", async () => {
      const member = await signedInStudent(testApp, { credits: 10 });
      await subscribe(testApp, member, { maxClassesPerMonth: 1, price: 5 });
      const [first, second] = [await aClass(30 * HOUR), await aClass(31 * HOUR)];
      const held = await (
        await bookIn(first.id, { userId: member.userId, payment: "subscription" })
      ).json();
      await cancelFor(held.bookingId, { refund: false, reason: "Late again" });
      await refused(
        await bookIn(second.id, { userId: member.userId, payment: "subscription" }),
        409,
        MESSAGES.subscriptionDoesNotCover,
      );
      const again = await (
        await bookIn(first.id, { userId: member.userId, payment: "complimentary", reason: "Sorry" })
      ).json();
      await cancelFor(again.bookingId, { refund: false, reason: "Tidy up" });
      const third = await aClass(32 * HOUR);
      const paid = await (
        await bookIn(third.id, { userId: member.userId, payment: "credits" })
      ).json();
      await cancelFor(paid.bookingId, { refund: true, reason: "Mistake" });
      expect(await creditsOf(testApp.deps.db, member.userId)).toBe(5);
    });

    it("refuses a refund of a complimentary place, a second cancel, an ended class and a reason of spaces", async () => {
      const item = await aClass(4 * HOUR);
      const guest = await signedInStudent(testApp, { credits: 5 });
      const gift = await (
        await bookIn(item.id, { userId: guest.userId, payment: "complimentary", reason: "Friend" })
      ).json();
      const before = await moneyState(testApp.deps.db);
      await refused(
        await cancelFor(gift.bookingId, { refund: true, reason: "Changed plans" }),
        409,
        MESSAGES.complimentaryNothingToRefund,
      );
      await refused(
        await cancelFor(gift.bookingId, { refund: false, reason: "   " }),
        400,
        "Please give a reason.",
      );
      await refused(
        await cancelFor(gift.bookingId, { reason: "No flag" }),
        400,
        "refund must be true or false",
      );
      await refused(
        await cancelFor("00000000-0000-4000-8000-000000000000", { refund: false, reason: "Gone" }),
        404,
        MESSAGES.bookingNotFound,
      );
      expect(await moneyState(testApp.deps.db)).toEqual(before);
      expect(
        (await cancelFor(gift.bookingId, { refund: false, reason: "Changed plans" })).status,
      ).toBe(200);
      await refused(
        await cancelFor(gift.bookingId, { refund: false, reason: "Again" }),
        409,
        MESSAGES.bookingAlreadyCancelled,
      );

      // A place held in a class that has ended, its slot taken as a booking takes it.
      const past = await aClass(-3 * HOUR);
      await testApp.deps.db.update(course).set({ slotsFilled: 1 }).where(eq(course.id, past.id));
      const [late] = await testApp.deps.db
        .insert(booking)
        .values({
          userId: guest.userId,
          courseId: past.id,
          paidWith: "complimentary",
          bookingReason: "Test",
          createdAt: new Date(past.startsAt.getTime() - HOUR),
        })
        .returning();
      await refused(
        await cancelFor(late!.id, { refund: false, reason: "Too late" }),
        409,
        MESSAGES.endedBookingCannotCancel,
      );
    });
  });
});
