import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCourse } from "../../db/factories.ts";
import { booking } from "../../db/schema/courses.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import { testClock } from "../../testing/clock.ts";
import { readableMail } from "../../testing/smtp-capture.ts";
import { signedInStudent } from "../../testing/students.ts";
import { testDatabases } from "../../testing/test-app.ts";
import { testStudio } from "../../testing/test-studio.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { queueClassReminders } from "./queue-class-reminders.ts";

/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

type Student = Awaited<ReturnType<typeof signedInStudent>>;

describe.each(testDatabases())("class reminders on %s", (kind) => {
  const clock = testClock(NOW);
  const studio = testStudio(kind, { now: clock.now, tutor: { name: "Mei Ling", bio: "Yin." } });

  const aClass = (startsAt: Date, title: string) =>
    createCourse(studio.testApp.deps.db, {
      title,
      courseType: "Yin Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      tutorId: studio.tutorId,
      totalSlots: 10,
      credits: 1,
      isPrivate: false,
    });
  const book = async (student: Student, courseId: string) => {
    const answer = await student.client.post("/api/bookings", { courseId });
    expect(answer.status).toBe(201);
    return (await answer.json()).bookingId as string;
  };
  const remind = async () =>
    queueClassReminders(studio.testApp.deps.db, {
      now: clock.now(),
      mail: await bookingMailContext(studio.testApp.deps),
    });
  const remindersTo = async (email: string) =>
    (await studio.testApp.deps.db.select().from(queuedMail).where(eq(queuedMail.to, email))).filter(
      ({ subject }) => subject.startsWith("Reminder:"),
    );

  it("reminds each booked student once, the lead time before the class, whatever runs it", async () => {
    clock.set(NOW);
    const item = await aClass(at(30 * HOUR), "Sunday Yin Reminded");
    const student = await signedInStudent(studio.testApp, { credits: 5 });
    const bookingId = await book(student, item.id);

    expect(await remind()).toBe(0);
    clock.set(at(6 * HOUR + 60_000)); // 23 h 59 min before the class
    // Two instances looking at once: each booking's reminder is queued by one of them.
    const [one, two] = await Promise.all([remind(), remind()]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(student.email)).toHaveLength(1);
    expect(await remind()).toBe(0);
    expect(await remindersTo(student.email)).toHaveLength(1);
    const [marked] = await studio.testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.id, bookingId));
    expect(marked!.reminderQueuedAt).toEqual(clock.now());

    studio.testApp.deps.mail.kick();
    const mail = readableMail((await studio.smtp.mailTo(student.email, /Reminder/)).raw);
    expect(mail).toContain("You are booked for Sunday Yin Reminded with Mei Ling");
    expect(mail).toContain("switch them off in My Profile");
  });

  it("does not remind a cancelled booking, a cancelled class, one who turned reminders off, or a booking made within the lead time", async () => {
    clock.set(NOW);
    const cancelledBooking = await aClass(at(30 * HOUR), "Quiet Cancelled Booking");
    const cancelledClass = await aClass(at(30 * HOUR), "Quiet Cancelled Class");
    const late = await aClass(at(40 * HOUR), "Quiet Booked Late");
    const student = await signedInStudent(studio.testApp, { credits: 10 });
    const noReminders = await signedInStudent(studio.testApp, { credits: 10 });
    await noReminders.client.request("/api/me", {
      method: "PATCH",
      json: { classReminders: false },
    });

    const held = await book(student, cancelledBooking.id);
    expect((await student.client.post(`/api/bookings/${held}/cancel`, {})).status).toBe(200);
    await book(student, cancelledClass.id);
    await studio.admin.post(`/api/admin/courses/${cancelledClass.id}/cancel`, {
      reason: "Flooded",
    });
    await book(noReminders, cancelledBooking.id);

    clock.set(at(20 * HOUR)); // 20 h before the late one: booked within its lead time
    await book(student, late.id);
    clock.set(at(29 * HOUR));
    await remind();
    expect(await remindersTo(student.email)).toEqual([]);
    expect(await remindersTo(noReminders.email)).toEqual([]);
  });

  it("follows the studio's lead time", async () => {
    clock.set(NOW);
    const item = await aClass(at(60 * HOUR), "Two Days Ahead");
    const student = await signedInStudent(studio.testApp, { credits: 5 });
    await book(student, item.id);
    clock.set(at(13 * HOUR)); // 47 h before
    expect(await remind()).toBe(0);
    const saved = await studio.admin.request("/api/admin/settings", {
      method: "PATCH",
      json: { policies: { reminderLeadHours: 48 } },
    });
    expect(saved.status).toBe(200);
    try {
      await remind();
      expect(await remindersTo(student.email)).toHaveLength(1);
    } finally {
      await studio.admin.request("/api/admin/settings", {
        method: "PATCH",
        json: { policies: { reminderLeadHours: 24 } },
      });
    }
  });
});
