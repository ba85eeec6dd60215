import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createTutor } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { course } from "../../db/schema/courses.ts";
import { createLog } from "../../log.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { calendarPartOf, parseCalendar } from "../../testing/calendar-part.ts";
import { type CapturedMail, startSmtpCapture } from "../../testing/smtp-capture.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const HOUR_MS = 3_600_000;
const ADDRESS = "Jalan Bukit Bintang, 55100 Kuala Lumpur, Malaysia";
const FEED_PATH = /^http:\/\/localhost:3000(\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics)$/;

/** The calendar part of a mail, read by the parser: its method and its one event. */
function invitationOf(mail: CapturedMail) {
  const part = calendarPartOf(mail.raw);
  if (!part) throw new Error("the mail has no calendar part");
  const { method, events } = parseCalendar(part.text);
  expect(method).toBe(part.method);
  expect(events).toHaveLength(1);
  return { method: part.method, event: events[0]! };
}

/** The wall time in Kuala Lumpur (UTC+8, no summer time) of an instant: "2026-12-02T12:15:00". */
const klWallTime = (instant: Date) =>
  new Date(instant.getTime() + 8 * HOUR_MS).toISOString().slice(0, 19);

describe.each(testDatabases())("calendar entries on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const visitor = () => new BrowserLikeClient(testApp);
  const logLines: string[] = [];

  /** A class a few days ahead, at a quarter past the hour, with a teacher. */
  async function upcomingClass(title: string, daysAhead = 3) {
    const teacher = await createTutor(testApp.deps.db, { name: "Priya Nair", bio: "Ashtanga." });
    const startsAt = new Date(
      Math.ceil((Date.now() + daysAhead * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS + 15 * 60_000,
    );
    return createCourse(testApp.deps.db, {
      title,
      courseType: "Ashtanga Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      tutorId: teacher.id,
      totalSlots: 10,
      credits: 2,
    });
  }

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const log = createLog(
      { LOG_LEVEL: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    testApp = await createTestApp({ kind, env: { SMTP_URL: smtp.url }, log });
    admin = await signedInAdmin(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it("invites on booking, updates the same entry on a change and cancels it on a cancel", async () => {
    const item = await upcomingClass("Calendar Ashtanga");
    const { client, email } = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (await client.post("/api/bookings", { courseId: item.id })).json();

    const booked = invitationOf(await smtp.mailTo(email, /Subject: Booked/));
    expect(booked.method).toBe("REQUEST");
    expect(booked.event).toMatchObject({
      uid: `booking-${bookingId}@localhost`,
      sequence: 0,
      status: "CONFIRMED",
      summary: "Calendar Ashtanga",
      location: ADDRESS,
      startZone: "Asia/Kuala_Lumpur",
      startWallTime: klWallTime(item.startsAt),
      organizer: "mailto:hello@studio.example",
      attendees: [`mailto:${email}`],
      stampIsUtc: true,
    });
    expect(booked.event.start).toEqual(item.startsAt);
    expect(booked.event.end).toEqual(item.endsAt);

    // A new title alone is no change the student is told of: the entry's version stays.
    const classBody = {
      title: "Calendar Ashtanga",
      courseType: item.courseType,
      startsAt: item.startsAt.toISOString(),
      endsAt: item.endsAt.toISOString(),
      tutorId: item.tutorId,
      totalSlots: item.totalSlots,
      credits: item.credits,
      isPrivate: false,
    };
    const renamed = await admin.client.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: { ...classBody, title: "Calendar Ashtanga Primary" },
    });
    expect(renamed.status).toBe(200);
    const revision = async () =>
      (await testApp.deps.db.select().from(course).where(eq(course.id, item.id)))[0]!.revision;
    expect(await revision()).toBe(0);

    const movedTo = new Date(item.startsAt.getTime() + 2 * HOUR_MS);
    const moved = await admin.client.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: {
        ...classBody,
        title: "Calendar Ashtanga Primary",
        startsAt: movedTo.toISOString(),
        endsAt: new Date(movedTo.getTime() + HOUR_MS).toISOString(),
      },
    });
    expect(moved.status).toBe(200);
    expect(await revision()).toBe(1);
    const changed = invitationOf(await smtp.mailTo(email, /Subject: Class changed/));
    expect(changed.method).toBe("REQUEST");
    expect(changed.event).toMatchObject({
      uid: booked.event.uid,
      sequence: 1,
      summary: "Calendar Ashtanga Primary",
      startZone: "Asia/Kuala_Lumpur",
      startWallTime: klWallTime(movedTo),
    });
    expect(changed.event.start).toEqual(movedTo);

    expect((await client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    const cancelled = invitationOf(await smtp.mailTo(email, /Subject: Cancelled/));
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event).toMatchObject({
      uid: booked.event.uid,
      sequence: 2,
      status: "CANCELLED",
      attendees: [`mailto:${email}`],
    });
    expect(mailsTo(email)).toHaveLength(3);
  });

  it("gives a class booked again an entry of its own, which its cancel removes", async () => {
    const item = await upcomingClass("Calendar Vinyasa");
    const { client, email } = await signedInStudent(testApp, { credits: 10 });
    const uids = [];
    for (const round of [1, 2]) {
      const { bookingId } = await (
        await client.post("/api/bookings", { courseId: item.id })
      ).json();
      const uid = `booking-${bookingId}@localhost`;
      uids.push(uid);
      await expect.poll(() => mailsTo(email).length).toBe(2 * round - 1);
      expect(invitationOf(mailsTo(email).at(-1)!).event).toMatchObject({ uid, sequence: 0 });
      expect((await client.post(`/api/bookings/${bookingId}/cancel`, {})).status).toBe(200);
      await expect.poll(() => mailsTo(email).length).toBe(2 * round);
      const cancelled = invitationOf(mailsTo(email).at(-1)!);
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.event).toMatchObject({ uid, status: "CANCELLED" });
    }
    expect(new Set(uids).size).toBe(2);
  });

  it("cancels the entry of every booking of a class the studio cancels", async () => {
    const item = await upcomingClass("Calendar Yin");
    const first = await signedInStudent(testApp, { credits: 10 });
    const second = await signedInStudent(testApp, { credits: 10 });
    const uids = [];
    for (const student of [first, second]) {
      const { bookingId } = await (
        await student.client.post("/api/bookings", { courseId: item.id })
      ).json();
      uids.push(`booking-${bookingId}@localhost`);
      await smtp.mailTo(student.email, /Subject: Booked/);
    }
    const answer = await admin.client.post(`/api/admin/courses/${item.id}/cancel`, {
      reason: "The teacher is unwell",
    });
    expect(answer.status).toBe(200);
    for (const [index, student] of [first, second].entries()) {
      const { method, event } = invitationOf(
        await smtp.mailTo(student.email, /Subject: Class cancelled/),
      );
      expect(method).toBe("CANCEL");
      expect(event).toMatchObject({ uid: uids[index], sequence: 1, status: "CANCELLED" });
    }
  });

  it("gives each student a secret feed of their classes, which a reset replaces", async () => {
    const student = await signedInStudent(testApp, { credits: 20 });
    const other = await signedInStudent(testApp, { credits: 20 });
    const kept = await upcomingClass("Feed Hatha", 2);
    const dropped = await upcomingClass("Feed Vinyasa", 4);
    const called = await upcomingClass("Feed Yin", 5);
    const someoneElses = await upcomingClass("Feed Restorative", 6);
    const bookingIds: Record<string, string> = {};
    for (const item of [kept, dropped, called]) {
      const answer = await student.client.post("/api/bookings", { courseId: item.id });
      bookingIds[item.title] = (await answer.json()).bookingId;
    }
    await other.client.post("/api/bookings", { courseId: someoneElses.id });
    await student.client.post(`/api/bookings/${bookingIds["Feed Vinyasa"]}/cancel`, {});
    await admin.client.post(`/api/admin/courses/${called.id}/cancel`, { reason: "Flooding" });

    const first = await student.client.get("/api/me/calendar-feed");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const { url } = (await first.json()) as { url: string };
    const path = url.match(FEED_PATH)?.[1];
    expect(path).toBeDefined();
    // Asked again, the same address: it is made once.
    expect(await (await student.client.get("/api/me/calendar-feed")).json()).toEqual({ url });

    // Calendar apps have no session: the address alone opens the feed.
    const feed = await visitor().get(path!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const { method, events } = parseCalendar(await feed.text());
    expect(method).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `booking-${bookingIds["Feed Hatha"]}@localhost`,
      summary: "Feed Hatha",
      location: ADDRESS,
      startZone: "Asia/Kuala_Lumpur",
      startWallTime: klWallTime(kept.startsAt),
      status: "CONFIRMED",
    });

    const reset = await student.client.post("/api/me/calendar-feed/reset", {});
    expect(reset.status).toBe(200);
    const renewed = ((await reset.json()) as { url: string }).url;
    expect(renewed).not.toBe(url);
    const newPath = renewed.match(FEED_PATH)?.[1];
    expect(newPath).toBeDefined();
    expect(await (await student.client.get("/api/me/calendar-feed")).json()).toEqual({
      url: renewed,
    });

    const old = await visitor().get(path!);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({
      error: {
        code: "not_found",
        message: "This calendar address does not exist or has been reset.",
      },
    });
    expect((await visitor().get(newPath!)).status).toBe(200);
    // The address is the feed's only key: the log keeps its path without it.
    const logged = logLines.join("");
    expect(logged).toContain('"path":"/api/calendar/[token]"');
    for (const secret of [path!, newPath!]) {
      expect(logged).not.toContain(
        secret
          .split("/")
          .at(-1)!
          .replace(/\.ics$/, ""),
      );
    }
    // The other student's feed is theirs alone.
    const otherUrl = (
      (await (await other.client.get("/api/me/calendar-feed")).json()) as {
        url: string;
      }
    ).url;
    const otherFeed = parseCalendar(
      await (await visitor().get(otherUrl.match(FEED_PATH)![1]!)).text(),
    );
    expect(otherFeed.events.map((event) => event.summary)).toEqual(["Feed Restorative"]);
  });

  it("answers 404 to a wrong, malformed or disabled account's feed address, and changes nothing", async () => {
    const student = await signedInStudent(testApp, { credits: 5 });
    const { url } = (await (await student.client.get("/api/me/calendar-feed")).json()) as {
      url: string;
    };
    const path = url.match(FEED_PATH)![1]!;
    const [saved] = await testApp.deps.db
      .select({ token: user.calendarToken })
      .from(user)
      .where(eq(user.id, student.userId));
    for (const wrong of [
      `/api/calendar/${"A".repeat(43)}.ics`,
      path.replace(/\.ics$/, ""),
      `${path.replace(/\.ics$/, "")}x.ics`,
      "/api/calendar/%00.ics",
      `/api/calendar/${"x".repeat(2_000)}.ics`,
    ]) {
      const answer = await visitor().get(wrong);
      expect(answer.status, wrong).toBe(404);
      expect((await answer.json()).error.message).toBeTruthy();
    }
    const disabled = await admin.client.post(`/api/admin/users/${student.userId}/status`, {
      isActive: false,
    });
    expect(disabled.status).toBe(200);
    expect((await visitor().get(path)).status).toBe(404);
    const [after] = await testApp.deps.db
      .select({ token: user.calendarToken })
      .from(user)
      .where(eq(user.id, student.userId));
    expect(after!.token).toBe(saved!.token);
  });

  it("downloads one of the student's own bookings as an .ics file, and no one else's", async () => {
    const item = await upcomingClass("Download Flow");
    const student = await signedInStudent(testApp, { credits: 10 });
    const other = await signedInStudent(testApp, { credits: 10 });
    const { bookingId } = await (
      await student.client.post("/api/bookings", { courseId: item.id })
    ).json();
    const path = `/api/me/bookings/${bookingId}/calendar.ics`;

    const file = await student.client.get(path);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="Download-Flow.ics"',
    );
    const { method, events } = parseCalendar(await file.text());
    expect(method).toBe("PUBLISH");
    expect(events[0]).toMatchObject({
      uid: `booking-${bookingId}@localhost`,
      location: ADDRESS,
      startWallTime: klWallTime(item.startsAt),
    });

    const refused = await other.client.get(path);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe("This booking does not exist.");
    expect((await visitor().get(path)).status).toBe(401);
    expect((await student.client.get("/api/me/bookings/not-an-id/calendar.ics")).status).toBe(404);
  });
});
