import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse } from "../../db/factories.ts";
import { activity } from "../../db/schema/activity.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { creditEntry } from "../../db/schema/credits.ts";
import { testClock } from "../../testing/clock.ts";
import {
  brokenInvariants,
  brokenWaitlistInvariants,
  moneyState,
} from "../../testing/invariants.ts";
import { creditsOf, refused } from "../../testing/refusals.ts";
import { readableMail } from "../../testing/smtp-capture.ts";
import { signedInStudent, subscribe } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { fillFreedSeats } from "./fill-freed-seats.ts";
import { findClassesToFill } from "./find-classes-to-fill.ts";
import { joinWaitlists } from "./join-waitlist.ts";

/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

type Student = Awaited<ReturnType<typeof signedInStudent>>;

describe.each(testDatabases())("waitlists on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, { now: clock.now, tutor: { name: "Priya", bio: "Flow." } });

  const aClass = (
    startsIn: number,
    spec: { totalSlots?: number; isPrivate?: boolean; title?: string } = {},
  ) =>
    createCourse(studio.testApp.deps.db, {
      title: spec.title ?? "Evening Flow",
      courseType: "Vinyasa Flow",
      startsAt: fromNow(startsIn),
      endsAt: fromNow(startsIn + HOUR),
      tutorId: studio.tutorId,
      totalSlots: spec.totalSlots ?? 1,
      credits: 2,
      isPrivate: spec.isPrivate ?? false,
    });
  const book = (student: Student, courseId: string) =>
    student.client.post("/api/bookings", { courseId });
  const join = (student: Student, courseId: string) =>
    student.client.post(`/api/classes/${courseId}/waitlist`, {});
  const leave = (student: Student, courseId: string) =>
    student.client.request(`/api/classes/${courseId}/waitlist`, { method: "DELETE" });
  const cancel = async (student: Student, courseId: string) => {
    const [held] = await studio.testApp.deps.db
      .select({ id: booking.id })
      .from(booking)
      .where(
        and(
          eq(booking.userId, student.userId),
          eq(booking.courseId, courseId),
          eq(booking.status, "booked"),
        ),
      );
    return student.client.post(`/api/bookings/${held!.id}/cancel`, {});
  };
  const placesOf = (courseId: string) =>
    studio.testApp.deps.db
      .select()
      .from(waitlistEntry)
      .where(eq(waitlistEntry.courseId, courseId))
      .orderBy(waitlistEntry.line);
  const bookedIn = async (courseId: string) =>
    (
      await studio.testApp.deps.db
        .select({ userId: booking.userId, paidWith: booking.paidWith })
        .from(booking)
        .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")))
    ).map(({ userId, paidWith }) => `${userId}:${paidWith}`);

  /** A full class (of one seat unless said), each seat held by a student of its own. */
  async function fullClass(startsIn = 48 * HOUR, spec: { totalSlots?: number } = {}) {
    const item = await aClass(startsIn, spec);
    const holders: Student[] = [];
    for (let seat = 0; seat < (spec.totalSlots ?? 1); seat++) {
      const holder = await signedInStudent(studio.testApp, { credits: 10 });
      // Booked by the desk, which may book after booking has closed for students.
      const booked = await studio.admin.post(`/api/admin/courses/${item.id}/bookings`, {
        userId: holder.userId,
        payment: "credits",
      });
      expect(booked.status).toBe(201);
      holders.push(holder);
    }
    return { item, holder: holders[0]!, holders };
  }

  it("lines students up for a full class, and shows each their place in My Bookings", async () => {
    const { item } = await fullClass();
    const first = await signedInStudent(studio.testApp, { credits: 10 });
    const second = await signedInStudent(studio.testApp, { credits: 10 });
    const joined = await join(first, item.id);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ message: MESSAGES.waitlistJoined, position: 1 });
    expect(await (await join(second, item.id)).json()).toMatchObject({ position: 2 });

    const mine = await (await second.client.get("/api/me/bookings?scope=upcoming&page=1")).json();
    expect(mine.waitlist).toEqual([
      expect.objectContaining({
        position: 2,
        course: expect.objectContaining({
          id: item.id,
          title: "Evening Flow",
          tutor: expect.objectContaining({ name: "Priya" }),
        }),
      }),
    ]);
    const history = await (await second.client.get("/api/me/bookings?scope=history&page=1")).json();
    expect(history.waitlist).toEqual([]);

    // The first leaves: the second moves up.
    const left = await leave(first, item.id);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ message: MESSAGES.waitlistLeft });
    const after = await (await second.client.get("/api/me/bookings?scope=upcoming&page=1")).json();
    expect(after.waitlist[0].position).toBe(1);
    expect((await placesOf(item.id)).map(({ status }) => status)).toEqual(["left", "waiting"]);
  });

  it("refuses what makes no sense, and changes nothing", async () => {
    const { item, holder } = await fullClass();
    const open = await aClass(48 * HOUR, { totalSlots: 5 });
    const privateOne = await aClass(48 * HOUR, { isPrivate: true });
    await book(await signedInStudent(studio.testApp, { credits: 10 }), privateOne.id);
    const soon = await fullClass(90 * 60_000);
    const student = await signedInStudent(studio.testApp, { credits: 10 });
    expect((await join(student, item.id)).status).toBe(201);
    const before = await moneyState(studio.testApp.deps.db);
    const placesBefore = await studio.testApp.deps.db.select().from(waitlistEntry);

    await refused(await join(student, item.id), 409, MESSAGES.waitlistAlready);
    await refused(await join(holder, item.id), 409, MESSAGES.alreadyBooked);
    await refused(await join(student, open.id), 409, MESSAGES.waitlistSeatFree);
    await refused(await join(student, privateOne.id), 409, MESSAGES.waitlistPrivate);
    await refused(await join(student, soon.item.id), 409, MESSAGES.waitlistClosed);
    await refused(await leave(student, open.id), 404, MESSAGES.waitlistNotOn);
    await refused(
      await join(student, "7d1a3f0e-0000-4000-8000-000000000000"),
      404,
      MESSAGES.classNotFound,
    );
    await refused(await join(student, "not-a-class"), 404, MESSAGES.classNotFound);
    const visitor = await studio.testApp.app.request(`/api/classes/${item.id}/waitlist`, {
      method: "POST",
    });
    expect(visitor.status).toBe(401);

    expect(await moneyState(studio.testApp.deps.db)).toEqual(before);
    expect(await studio.testApp.deps.db.select().from(waitlistEntry)).toEqual(placesBefore);
  });

  it("writes joins sent together in one go: each its own place, a refusal or a second click changing nothing of the others", async () => {
    const { item } = await fullClass();
    const { item: another } = await fullClass(72 * HOUR);
    const privateOne = await aClass(48 * HOUR, { isPrivate: true });
    await book(await signedInStudent(studio.testApp, { credits: 10 }), privateOne.id);
    const [early, first, second, third] = await Promise.all(
      [0, 1, 2, 3].map(() => signedInStudent(studio.testApp, { credits: 10 })),
    );
    expect((await join(early!, item.id)).status).toBe(201);
    const now = clock.now();

    const answers = await joinWaitlists(studio.testApp.deps.db, [
      { userId: first!.userId, courseId: item.id, now },
      { userId: second!.userId, courseId: privateOne.id, now },
      { userId: second!.userId, courseId: item.id, now },
      { userId: third!.userId, courseId: another.id, now },
      { userId: first!.userId, courseId: item.id, now },
      { userId: early!.userId, courseId: item.id, now },
      { userId: third!.userId, courseId: item.id, now },
      { userId: first!.userId, courseId: another.id, now },
    ]);
    // Each class's line counted on its own: the batch's places of another class stand in no one's way.
    expect(
      answers.map((answer) => (answer instanceof Error ? answer.message : answer.position)),
    ).toEqual([
      2,
      MESSAGES.waitlistPrivate,
      3,
      1,
      MESSAGES.waitlistAlready,
      MESSAGES.waitlistAlready,
      4,
      2,
    ]);
    const places = await placesOf(item.id);
    expect(places.map(({ userId, status }) => [userId, status])).toEqual(
      [early, first, second, third].map((student) => [student!.userId, "waiting"]),
    );
    expect((await placesOf(another.id)).map(({ userId }) => userId)).toEqual(
      [third, first].map((student) => student!.userId),
    );
    expect(await placesOf(privateOne.id)).toEqual([]);
    const joinedActivities = await studio.testApp.deps.db
      .select({ userId: activity.userId, description: activity.description })
      .from(activity)
      .where(sql`${activity.metadata}->>'courseId' = ${item.id}`)
      .orderBy(activity.createdAt);
    expect(joinedActivities.filter(({ description }) => description.startsWith("Joined"))).toEqual(
      expect.arrayContaining(
        [first, second, third].map((student, ahead) => ({
          userId: student!.userId,
          description: `Joined the waitlist for Evening Flow (number ${ahead + 2})`,
        })),
      ),
    );

    // Through HTTP, joins sent at the same instant: each answered its own place in line.
    const crowd = await Promise.all(
      [0, 1, 2].map(() => signedInStudent(studio.testApp, { credits: 10 })),
    );
    const crowdAnswers = await Promise.all(crowd.map((student) => join(student, item.id)));
    expect(crowdAnswers.map(({ status }) => status)).toEqual([201, 201, 201]);
    const positions = await Promise.all(
      crowdAnswers.map(async (answer) => (await answer.json()).position as number),
    );
    const line = (await placesOf(item.id)).map(({ userId }) => userId);
    expect(crowd.map((student) => line.indexOf(student.userId) + 1)).toEqual(positions);
    expect([...positions].sort()).toEqual([5, 6, 7]);
    expect(await brokenWaitlistInvariants(studio.testApp.deps.db)).toEqual({
      bookedAndWaiting: [],
      bookedElsewhere: [],
    });
  });

  it("books the first in line into a freed seat, paid as their own booking, and e-mails them", async () => {
    const { item, holder } = await fullClass();
    const first = await signedInStudent(studio.testApp, { credits: 10 });
    const second = await signedInStudent(studio.testApp, { credits: 10 });
    await join(first, item.id);
    await join(second, item.id);

    expect((await cancel(holder, item.id)).status).toBe(200);
    expect(await bookedIn(item.id)).toEqual([`${first.userId}:credits`]);
    expect(await creditsOf(studio.testApp.deps.db, first.userId)).toBe(8);
    const [debit] = await studio.testApp.deps.db
      .select()
      .from(creditEntry)
      .where(and(eq(creditEntry.userId, first.userId), eq(creditEntry.reason, "class_booking")));
    expect(debit).toMatchObject({ delta: -2, courseId: item.id });
    const places = await placesOf(item.id);
    expect(places.map(({ status }) => status)).toEqual(["booked", "waiting"]);
    const [promoted] = await studio.testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.id, places[0]!.bookingId!));
    expect(promoted).toMatchObject({ userId: first.userId, status: "booked", creditsPaid: 2 });

    const mail = readableMail((await studio.smtp.mailTo(first.email, /A seat for you/)).raw);
    expect(mail).toContain("you were first in the waitlist: you are booked");
    expect(mail).toContain("2 credits were used.");
    const mine = await (await second.client.get("/api/me/bookings?scope=upcoming&page=1")).json();
    expect(mine.waitlist[0].position).toBe(1);
    expect(await brokenInvariants(studio.testApp.deps.db)).toEqual({ balances: [], classes: [] });
    expect(await brokenWaitlistInvariants(studio.testApp.deps.db)).toEqual({
      bookedAndWaiting: [],
      bookedElsewhere: [],
    });
  });

  it("pays with the subscription where it covers the class", async () => {
    const { item, holder } = await fullClass();
    const member = await signedInStudent(studio.testApp, { credits: 10 });
    await subscribe(studio.testApp, member, { maxClassesPerMonth: 4 });
    await join(member, item.id);
    await cancel(holder, item.id);
    expect(await bookedIn(item.id)).toEqual([`${member.userId}:subscription`]);
    expect(await creditsOf(studio.testApp.deps.db, member.userId)).toBe(5);
    const mail = readableMail((await studio.smtp.mailTo(member.email, /A seat for you/)).raw);
    expect(mail).toContain("Your subscription covers this class.");
  });

  it("skips and tells a student who can no longer pay or is disabled, and books the next", async () => {
    const { item, holder } = await fullClass();
    const broke = await signedInStudent(studio.testApp, { credits: 1 });
    const disabled = await signedInStudent(studio.testApp, { credits: 10 });
    const next = await signedInStudent(studio.testApp, { credits: 10 });
    for (const student of [broke, disabled, next]) await join(student, item.id);
    await studio.testApp.deps.db
      .update(user)
      .set({ banned: true })
      .where(eq(user.id, disabled.userId));

    await cancel(holder, item.id);
    expect(await bookedIn(item.id)).toEqual([`${next.userId}:credits`]);
    const places = await placesOf(item.id);
    expect(places.map(({ status, outcomeReason }) => [status, outcomeReason])).toEqual([
      ["skipped", "it costs 2 credits and you had 1 credit."],
      ["skipped", "your account is disabled. Please contact the studio."],
      ["booked", null],
    ]);
    expect(await creditsOf(studio.testApp.deps.db, broke.userId)).toBe(1);
    const told = readableMail((await studio.smtp.mailTo(broke.email, /Waitlist/)).raw);
    expect(told).toContain("but we could not book you: it costs 2 credits and you had 1 credit.");
    expect(told).toContain("You are no longer on its waitlist");
  });

  it("skips a student in line who already holds a seat in the class, and books the next", async () => {
    const { item, holders } = await fullClass(48 * HOUR, { totalSlots: 2 });
    const [leaving, holding] = holders as [Student, Student];
    const waiting = await signedInStudent(studio.testApp, { credits: 10 });
    const next = await signedInStudent(studio.testApp, { credits: 10 });
    for (const student of [waiting, next]) await join(student, item.id);
    // No request leaves a student both booked and waiting; the turn still never books them twice.
    await studio.testApp.deps.db
      .update(booking)
      .set({ userId: waiting.userId })
      .where(and(eq(booking.userId, holding.userId), eq(booking.courseId, item.id)));

    await cancel(leaving, item.id);
    expect((await bookedIn(item.id)).sort()).toEqual(
      [`${waiting.userId}:credits`, `${next.userId}:credits`].sort(),
    );
    const places = await placesOf(item.id);
    expect(places.map(({ status, outcomeReason }) => [status, outcomeReason])).toEqual([
      ["skipped", "you are already booked for it."],
      ["booked", null],
    ]);
  });

  it("keeps a freed seat for the line: a newcomer is refused until the line is served, even after a crash", async () => {
    const { item } = await fullClass();
    const waiting = await signedInStudent(studio.testApp, { credits: 10 });
    await join(waiting, item.id);
    // As if the instance died after the cancel committed and before the promotion ran.
    await studio.testApp.deps.db
      .update(course)
      .set({ slotsFilled: sql`${course.slotsFilled} - 1` })
      .where(eq(course.id, item.id));
    await studio.testApp.deps.db
      .update(booking)
      .set({ status: "cancelled", cancelledAt: NOW, refunded: true })
      .where(and(eq(booking.courseId, item.id), eq(booking.status, "booked")));

    const newcomer = await signedInStudent(studio.testApp, { credits: 10 });
    await refused(await book(newcomer, item.id), 409, MESSAGES.waitlistFirst);
    expect(await join(newcomer, item.id).then((answer) => answer.status)).toBe(201);

    // The promoter's look finds the class and serves the line in order.
    expect(await findClassesToFill(studio.testApp.deps.db, NOW)).toContain(item.id);
    for (const courseId of await findClassesToFill(studio.testApp.deps.db, NOW)) {
      await fillFreedSeats(studio.testApp.deps.db, {
        courseId,
        now: NOW,
        mail: await bookingMailContext(studio.testApp.deps),
      });
    }
    expect(await bookedIn(item.id)).toEqual([`${waiting.userId}:credits`]);
    expect(await findClassesToFill(studio.testApp.deps.db, NOW)).not.toContain(item.id);
  });

  it("after the cutoff, a freed seat is simply open", async () => {
    const { item, holder } = await fullClass(5 * HOUR);
    const waiting = await signedInStudent(studio.testApp, { credits: 10 });
    await join(waiting, item.id);
    // Cancellation is allowed until 4 hours before; the studio's cutoff is 6 hours before.
    await studio.admin.request("/api/admin/settings", {
      method: "PATCH",
      json: { policies: { waitlistCutoffMinutes: 6 * 60 } },
    });
    try {
      await cancel(holder, item.id);
      expect(await bookedIn(item.id)).toEqual([]);
      await refused(await join(waiting, item.id), 409, MESSAGES.waitlistClosed);
      // The one who waited books it now like anyone: their place in line ends with the booking.
      expect((await book(waiting, item.id)).status).toBe(201);
      const [place] = await placesOf(item.id);
      expect(place).toMatchObject({ status: "booked", userId: waiting.userId });
      expect(await brokenWaitlistInvariants(studio.testApp.deps.db)).toEqual({
        bookedAndWaiting: [],
        bookedElsewhere: [],
      });
    } finally {
      await studio.admin.request("/api/admin/settings", {
        method: "PATCH",
        json: { policies: { waitlistCutoffMinutes: null } },
      });
    }
  });

  it("gives added slots to the line when the studio makes the class bigger", async () => {
    const { item } = await fullClass();
    const students = [
      await signedInStudent(studio.testApp, { credits: 10 }),
      await signedInStudent(studio.testApp, { credits: 10 }),
      await signedInStudent(studio.testApp, { credits: 10 }),
    ];
    for (const student of students) await join(student, item.id);
    const bigger = await studio.admin.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: {
        title: item.title,
        courseType: item.courseType,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        tutorId: studio.tutorId,
        totalSlots: 3,
        credits: 2,
        isPrivate: false,
      },
    });
    expect(bigger.status).toBe(200);
    expect((await bigger.json()).course).toMatchObject({ totalSlots: 3, slotsFilled: 3 });
    expect((await placesOf(item.id)).map(({ status }) => status)).toEqual([
      "booked",
      "booked",
      "waiting",
    ]);
  });

  it("lets the desk see the line, move someone to the front and take someone off with a reason", async () => {
    const { item, holder } = await fullClass();
    const [a, b, c] = [
      await signedInStudent(studio.testApp, { credits: 10 }),
      await signedInStudent(studio.testApp, { credits: 10 }),
      await signedInStudent(studio.testApp, { credits: 10 }),
    ];
    for (const student of [a, b, c]) await join(student, item.id);
    const roster = await (await studio.admin.get(`/api/admin/courses/${item.id}/roster`)).json();
    expect(
      roster.waitlist.map(({ userId, position }: { userId: string; position: number }) => [
        userId,
        position,
      ]),
    ).toEqual([
      [a!.userId, 1],
      [b!.userId, 2],
      [c!.userId, 3],
    ]);
    const placeOf = (student: Student) =>
      roster.waitlist.find((place: { userId: string }) => place.userId === student.userId).id;

    const moved = await studio.admin.post(`/api/admin/waitlist/${placeOf(c!)}/front`, {});
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ message: MESSAGES.waitlistMovedToFront });
    const removed = await studio.admin.post(`/api/admin/waitlist/${placeOf(a!)}/remove`, {
      reason: "Booked the private session instead",
    });
    expect(removed.status).toBe(200);
    await refused(
      await studio.admin.post(`/api/admin/waitlist/${placeOf(a!)}/remove`, {
        reason: "Again",
      }),
      404,
      MESSAGES.waitlistEntryNotFound,
    );
    await refused(
      await studio.admin.post(`/api/admin/waitlist/${placeOf(b!)}/remove`, {
        reason: "   ",
      }),
      400,
      "Please give a reason.",
    );
    const told = readableMail((await studio.smtp.mailTo(a!.email, /Waitlist/)).raw);
    expect(told).toContain("The studio took you off the waitlist for Evening Flow");
    expect(told).toContain("Reason: Booked the private session instead");

    // A newcomer stands behind the one moved to the front, and is told so.
    const newcomer = await signedInStudent(studio.testApp, { credits: 10 });
    expect(await (await join(newcomer, item.id)).json()).toMatchObject({ position: 3 });
    const line = await (await studio.admin.get(`/api/admin/courses/${item.id}/roster`)).json();
    expect(line.waitlist.map(({ userId }: { userId: string }) => userId)).toEqual([
      c!.userId,
      b!.userId,
      newcomer.userId,
    ]);
    await cancel(holder, item.id);
    expect(await bookedIn(item.id)).toEqual([`${c!.userId}:credits`]);
  });

  it("closes the line when the studio cancels the class, and tells those waiting", async () => {
    const { item } = await fullClass();
    const waiting = await signedInStudent(studio.testApp, { credits: 10 });
    await join(waiting, item.id);
    const cancelled = await studio.admin.post(`/api/admin/courses/${item.id}/cancel`, {
      reason: "Teacher unwell",
    });
    expect(cancelled.status).toBe(200);
    expect((await placesOf(item.id)).map(({ status }) => status)).toEqual(["closed"]);
    const told = readableMail((await studio.smtp.mailTo(waiting.email, /Class cancelled/)).raw);
    expect(told).toContain("which you were waiting for, is cancelled");
    expect(told).toContain("Reason: Teacher unwell");
    await refused(await join(waiting, item.id), 409, MESSAGES.classCancelled);
  });
});
