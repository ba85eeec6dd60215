import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StudioClass } from "../../../shared/classes.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { MyBookingsPage } from "../../../shared/profile.ts";
import { createCourse, createCreditBooking, createTutor } from "../../db/factories.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { brokenInvariants, moneyState } from "../../testing/invariants.ts";
import { transactionHeldOpen, untilWaitingForLocks } from "../../testing/lock-waits.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import { readableMail, startSmtpCapture } from "../../testing/smtp-capture.ts";
import { signedInAdmin, signedInStudent, subscribe } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

/** The owner's operations on a class with bookings: cancel it, delete it, move it. */
describe.each(testDatabases())("class operations on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let admin: BrowserLikeClient;
  let tutors: { priya: string; mei: string };
  const clock = testClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ kind, now: clock.now, env: { SMTP_URL: smtp.url } });
    admin = (await signedInAdmin(testApp)).client;
    tutors = {
      priya: (await createTutor(testApp.deps.db, { name: "Priya Nair", bio: "Ashtanga." })).id,
      mei: (await createTutor(testApp.deps.db, { name: "Mei Ling", bio: "Yin." })).id,
    };
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });
  beforeEach(() => clock.set(NOW));

  const aClass = (title: string, startsIn = 24 * HOUR, spec: { credits?: number } = {}) =>
    createCourse(testApp.deps.db, {
      title,
      courseType: "Hatha Yoga",
      startsAt: fromNow(startsIn),
      endsAt: fromNow(startsIn + HOUR),
      tutorId: tutors.priya,
      totalSlots: 10,
      credits: spec.credits ?? 2,
    });
  const cancel = (id: string, json: unknown) =>
    admin.request(`/api/admin/courses/${id}/cancel`, { method: "POST", json });
  const book = async (client: BrowserLikeClient, courseId: string) => {
    const response = await client.post("/api/bookings", { courseId });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { bookingId: string; paidWith: string };
  };

  it("cancels a class: every booking refunded, a subscription's place given back, each student told the reason", async () => {
    const item = await aClass("Sunrise Hatha");
    const paying = await signedInStudent(testApp, { credits: 10 });
    const quiet = await signedInStudent(testApp, { credits: 10 });
    await quiet.client.request("/api/me", { method: "PATCH", json: { emailNotifications: false } });
    const member = await signedInStudent(testApp, { credits: 20 });
    await subscribe(testApp, member, { maxClassesPerMonth: 1, price: 10 });
    await book(paying.client, item.id);
    await book(quiet.client, item.id);
    expect((await book(member.client, item.id)).paidWith).toBe("subscription");

    const response = await cancel(item.id, { reason: "  Priya is unwell  " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: MESSAGES.classCancelledMessage,
      courseId: item.id,
      bookingsCancelled: 3,
      creditsRefunded: 4,
    });
    expect(await creditsOf(testApp.deps.db, paying.userId)).toBe(10);
    expect(await creditsOf(testApp.deps.db, quiet.userId)).toBe(10);
    const [stored] = await testApp.deps.db.select().from(course).where(eq(course.id, item.id));
    expect(stored).toMatchObject({ slotsFilled: 0, cancellationReason: "Priya is unwell" });
    expect(stored!.cancelledAt).toEqual(NOW);
    const refunds = await testApp.deps.db
      .select()
      .from(creditEntry)
      .where(eq(creditEntry.reason, "class_cancellation"));
    expect(refunds.filter((entry) => entry.courseId === item.id)).toHaveLength(2);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);

    // The subscription's monthly place is free again: the next class is covered.
    const next = await aClass("Evening Hatha", 30 * HOUR);
    expect((await book(member.client, next.id)).paidWith).toBe("subscription");

    // Everyone is told, even a student who switched booking e-mails off.
    for (const student of [paying, quiet, member]) {
      const mail = readableMail((await smtp.mailTo(student.email, /Class cancelled/)).raw);
      expect(mail).toContain("Reason: Priya is unwell");
    }
    expect(readableMail((await smtp.mailTo(paying.email, /Class cancelled/)).raw)).toContain(
      "2 credits are back in your account.",
    );
    expect(readableMail((await smtp.mailTo(member.email, /Class cancelled/)).raw)).toContain(
      "no longer counts against your subscription",
    );

    // The timetable still shows it, as Cancelled, to visitors and students; it cannot be booked.
    const range = `from=${encodeURIComponent(NOW.toISOString())}&to=${encodeURIComponent(fromNow(48 * HOUR).toISOString())}`;
    for (const client of [new BrowserLikeClient(testApp), paying.client]) {
      const classes = (await (await client.get(`/api/classes?${range}`)).json()) as StudioClass[];
      expect(classes.find((listed) => listed.id === item.id)?.status).toBe("cancelled");
    }
    await refused(
      await paying.client.post("/api/bookings", { courseId: item.id }),
      409,
      MESSAGES.classCancelled,
    );
    const history = (await (
      await paying.client.get("/api/me/bookings?scope=history")
    ).json()) as MyBookingsPage;
    expect(history.items[0]).toMatchObject({
      label: "Cancelled",
      cancelledByStudio: true,
      cancellationReason: "Priya is unwell",
    });
  });

  it("refuses a reason of spaces, a second cancel, an ended class and a student, changing nothing", async () => {
    const item = await aClass("Noon Flow");
    const { client } = await signedInStudent(testApp, { credits: 5 });
    await book(client, item.id);
    const before = await moneyState(testApp.deps.db);
    await refused(await cancel(item.id, { reason: "   " }), 400, "Please give a reason.");
    await refused(await cancel(item.id, {}), 400, "Please give a reason.");
    const asStudent = await client.request(`/api/admin/courses/${item.id}/cancel`, {
      method: "POST",
      json: { reason: "No" },
    });
    expect(asStudent.status).toBe(403);
    await refused(
      await cancel("00000000-0000-4000-8000-000000000000", { reason: "Gone" }),
      404,
      MESSAGES.classNotFound,
    );
    expect(await moneyState(testApp.deps.db)).toEqual(before);

    expect((await cancel(item.id, { reason: "Rain" })).status).toBe(200);
    await refused(await cancel(item.id, { reason: "Rain" }), 409, MESSAGES.classAlreadyCancelled);
    const edit = await admin.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: {
        title: "Noon Flow",
        courseType: "Hatha Yoga",
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        tutorId: tutors.priya,
        totalSlots: 10,
        credits: 2,
        isPrivate: false,
      },
    });
    await refused(edit, 409, MESSAGES.cancelledClassUnchangeable);

    const ended = await aClass("Early Flow", -3 * HOUR);
    await refused(await cancel(ended.id, { reason: "Late" }), 409, MESSAGES.classEndedCannotCancel);
  });

  it("deletes a class no one booked, and refuses one with bookings", async () => {
    const empty = await aClass("Typo Class");
    const deleted = await admin.request(`/api/admin/courses/${empty.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/api/admin/courses/${empty.id}`)).status).toBe(404);
    await refused(
      await admin.request(`/api/admin/courses/${empty.id}`, { method: "DELETE" }),
      404,
      MESSAGES.classNotFound,
    );

    const booked = await aClass("Popular Class");
    const { client, userId } = await signedInStudent(testApp, { credits: 5 });
    const { bookingId } = await book(client, booked.id);
    await refused(
      await admin.request(`/api/admin/courses/${booked.id}`, { method: "DELETE" }),
      409,
      MESSAGES.classHasBookings,
    );
    // Even once its only booking is cancelled, its history stays.
    await client.post(`/api/bookings/${bookingId}/cancel`, {});
    await refused(
      await admin.request(`/api/admin/courses/${booked.id}`, { method: "DELETE" }),
      409,
      MESSAGES.classHasBookings,
    );
    expect(await creditsOf(testApp.deps.db, userId)).toBe(5);
  });

  it("tells each booked student what changed when the class moves or changes teacher, and nothing for a new title", async () => {
    const item = await aClass("Morning Flow");
    const first = await signedInStudent(testApp, { credits: 5 });
    const second = await signedInStudent(testApp, { credits: 5 });
    await book(first.client, item.id);
    await book(second.client, item.id);
    const edit = (changes: Record<string, unknown>) =>
      admin.request(`/api/admin/courses/${item.id}`, {
        method: "PUT",
        json: {
          title: "Morning Flow",
          courseType: "Hatha Yoga",
          startsAt: item.startsAt,
          endsAt: item.endsAt,
          tutorId: tutors.priya,
          totalSlots: 10,
          credits: 2,
          isPrivate: false,
          ...changes,
        },
      });
    const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

    expect((await edit({ title: "Morning Flow (Level 1)" })).status).toBe(200);
    // 10:00 to 15:00 on Wednesday 2 December, studio time, with Mei Ling instead of Priya.
    const moved = await edit({
      title: "Morning Flow (Level 1)",
      startsAt: "2026-12-02T07:00:00.000Z",
      endsAt: "2026-12-02T08:00:00.000Z",
      tutorId: tutors.mei,
    });
    expect(moved.status).toBe(200);
    for (const student of [first, second]) {
      const mail = readableMail((await smtp.mailTo(student.email, /Class changed/)).raw);
      expect(mail).toContain("When: Wed, 2 Dec 2026, 9:00 am");
      expect(mail).toContain("→ Wed, 2 Dec 2026, 3:00 pm");
      expect(mail).toContain("Teacher: Priya Nair → Mei Ling");
    }
    // The title alone changed nothing a student needs told: one mail each, the move's.
    expect(mailsTo(first.email).filter((mail) => /Class changed/.test(mail.raw))).toHaveLength(1);
  });

  it("takes back the present marks of a class it moves, taken for its old time", async () => {
    const item = await aClass("Early Hatha", 20 * 60_000);
    const { userId } = await signedInStudent(testApp, { credits: 5 });
    const held = await createCreditBooking(testApp.deps.db, userId, item.id);
    const marked = await admin.request(`/api/admin/attendance/${held.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    expect(marked.status).toBe(200);
    const edited = await admin.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: { ...movedTo(item, fromNow(26 * HOUR)), isPrivate: false },
    });
    expect(edited.status).toBe(200);
    const [after] = await testApp.deps.db.select().from(booking).where(eq(booking.id, held.id));
    expect(after).toMatchObject({ attended: false, status: "booked" });
  });

  /** What Edit Class is sent to move `item` to start `startsAt`, an hour long. */
  const movedTo = (item: typeof course.$inferSelect, startsAt: Date) => ({
    title: item.title,
    courseType: item.courseType,
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
    tutorId: tutors.priya,
    totalSlots: item.totalSlots,
    credits: item.credits,
  });
  const keptStart = async (bookingId: string) =>
    (
      await testApp.deps.db
        .select({ startsAt: booking.courseStartsAt })
        .from(booking)
        .where(eq(booking.id, bookingId))
    )[0]?.startsAt;

  it("moves a class while a student cancels in it: both done, no deadlock, the booking at the new start", async () => {
    const item = await aClass("Moving Yin");
    const student = await signedInStudent(testApp, { credits: 4 });
    const { bookingId } = await book(student.client, item.id);
    const later = fromNow(48 * HOUR);

    // The cancellation is stopped once it has written the booking, before the class's row: its
    // activity entry waits for this lock.
    const activityHeld = await transactionHeldOpen(testApp.deps.db, (tx) =>
      tx.execute(sql`lock table activity in exclusive mode`),
    );
    const cancellation = student.client.post(`/api/bookings/${bookingId}/cancel`, {});
    await untilWaitingForLocks(testApp.deps.db);
    const move = admin.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: movedTo(item, later),
    });
    await untilWaitingForLocks(testApp.deps.db, { sessions: 2 });
    activityHeld.release();
    await activityHeld.committed;

    expect((await cancellation).status).toBe(200);
    expect((await move).status).toBe(200);
    expect(await creditsOf(testApp.deps.db, student.userId)).toBe(4);
    expect(await keptStart(bookingId)).toEqual(later);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  it("keeps the new start on a booking made while its class was being moved", async () => {
    const item = await aClass("Moved Hatha");
    const student = await signedInStudent(testApp, { credits: 4 });
    const later = fromNow(48 * HOUR);

    // The move is written but not committed while the booking reads the class and takes its slot.
    const moving = await transactionHeldOpen(testApp.deps.db, (tx) =>
      tx
        .update(course)
        .set({ startsAt: later, endsAt: new Date(later.getTime() + HOUR) })
        .where(eq(course.id, item.id)),
    );
    const booked = student.client.post("/api/bookings", { courseId: item.id });
    await untilWaitingForLocks(testApp.deps.db);
    moving.release();
    await moving.committed;

    const response = await booked;
    expect(response.status).toBe(201);
    const { bookingId } = (await response.json()) as { bookingId: string };
    expect(await keptStart(bookingId)).toEqual(later);
  });

  it("cancels a class while its students cancel and others book: no deadlock, no booking left, credits = ledger", {
    timeout: 120_000,
  }, async () => {
    const item = await aClass("Crowded Vinyasa", 24 * HOUR);
    const holders = await Promise.all(
      Array.from({ length: 10 }, () => signedInStudent(testApp, { credits: 4 })),
    );
    const held = await Promise.all(holders.map(({ client }) => book(client, item.id)));
    const newcomers = await Promise.all(
      Array.from({ length: 20 }, () => signedInStudent(testApp, { credits: 4 })),
    );
    const statuses = await Promise.all([
      cancel(item.id, { reason: "Studio flooded" }).then((response) => response.status),
      ...holders.map(({ client }, index) =>
        client
          .post(`/api/bookings/${held[index]!.bookingId}/cancel`, {})
          .then((response) => response.status),
      ),
      ...newcomers.map(({ client }) =>
        client.post("/api/bookings", { courseId: item.id }).then((response) => response.status),
      ),
    ]);
    expect(statuses[0]).toBe(200);
    expect(statuses.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    const active = await testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.courseId, item.id));
    expect(active.filter((row) => row.status === "booked")).toEqual([]);
    // Whoever booked, cancelled, or was cancelled: each has all 4 credits back.
    for (const { userId } of [...holders, ...newcomers])
      expect(await creditsOf(testApp.deps.db, userId)).toBe(4);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
  });
});
