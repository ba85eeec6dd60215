import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse, createCreditBooking, createTutor } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { booking } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { signedInAdmin, signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");

describe.each(testDatabases())("attendance on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  const clock = testClock(NOW);
  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    admin = (await signedInAdmin(testApp)).client;
  });
  afterAll(() => testApp.close());

  it("lists the classes of the chosen studio days with their booked students, and toggles attendance", async () => {
    const tutor = await createTutor(testApp.deps.db, { name: "Aisyah", bio: "Hatha." });
    // 23:30 on 2 December and 00:15 on 3 December, Kuala Lumpur time.
    const late = await createCourse(testApp.deps.db, {
      title: "Late Yin",
      courseType: "Yin Yoga",
      startsAt: new Date("2026-12-02T15:30:00Z"),
      endsAt: new Date("2026-12-02T16:30:00Z"),
      tutorId: tutor.id,
      totalSlots: 5,
      credits: 1,
    });
    const midnight = await createCourse(testApp.deps.db, {
      title: "Midnight Flow",
      courseType: "Vinyasa Flow",
      startsAt: new Date("2026-12-02T16:15:00Z"),
      endsAt: new Date("2026-12-02T17:15:00Z"),
      tutorId: null,
      totalSlots: 5,
      credits: 1,
    });
    const student = await signedInStudent(testApp, { credits: 5 });
    const held = await createCreditBooking(testApp.deps.db, student.userId, late.id);

    const listed = await (
      await admin.get("/api/admin/attendance?from=2026-12-02&to=2026-12-02")
    ).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      title: "Late Yin",
      tutorName: "Aisyah",
      bookedCount: 1,
      attendedCount: 0,
      students: [{ bookingId: held.id, email: student.email, attended: false }],
    });

    // Attendance opens half an hour before the class (the default).
    const early = await admin.request(`/api/admin/attendance/${held.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(
      "Attendance opens 30 minutes before class starts.",
    );
    clock.set(new Date("2026-12-02T15:00:00Z"));
    const marked = await admin.request(`/api/admin/attendance/${held.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    clock.set(NOW);
    expect(await marked.json()).toEqual({
      id: held.id,
      attended: true,
      noShow: false,
      noShowFeeCredits: 0,
    });
    const answer = await admin.get("/api/admin/attendance?from=2026-12-02&to=2026-12-03");
    expect(answer.headers.get("content-type")).toBe("application/json");
    const after = await answer.json();
    const [member] = await testApp.deps.db.select().from(user).where(eq(user.id, student.userId));
    expect(after).toEqual([
      {
        id: late.id,
        title: "Late Yin",
        startsAt: "2026-12-02T15:30:00.000Z",
        endsAt: "2026-12-02T16:30:00.000Z",
        tutorName: "Aisyah",
        bookedCount: 1,
        attendedCount: 1,
        noShowCount: 0,
        students: [
          {
            bookingId: held.id,
            userId: student.userId,
            name: member!.name,
            nickname: member!.nickname,
            email: student.email,
            attended: true,
            noShow: false,
            noShowFeeCredits: 0,
          },
        ],
      },
      {
        id: midnight.id,
        title: "Midnight Flow",
        startsAt: "2026-12-02T16:15:00.000Z",
        endsAt: "2026-12-02T17:15:00.000Z",
        tutorName: null,
        bookedCount: 0,
        attendedCount: 0,
        noShowCount: 0,
        students: [],
      },
    ]);

    clock.set(new Date("2026-12-02T17:00:00Z"));
    try {
      const history = await (await student.client.get("/api/me/bookings?scope=history")).json();
      expect(history.items[0]).toMatchObject({ label: "Attended" });
    } finally {
      clock.set(NOW);
    }
  });

  it("marks every booked student of a class present at once, a no-show's fee given back", async () => {
    const started = await createCourse(testApp.deps.db, {
      title: "Desk Flow",
      courseType: "Hatha Yoga",
      startsAt: new Date(NOW.getTime() - 30 * 60_000),
      endsAt: new Date(NOW.getTime() + 30 * 60_000),
      tutorId: null,
      totalSlots: 5,
      credits: 1,
    });
    const students = await Promise.all(
      [1, 2, 3].map(() => signedInStudent(testApp, { credits: 5 })),
    );
    const [came, missed, unmarked] = await Promise.all(
      students.map(({ userId }) => createCreditBooking(testApp.deps.db, userId, started.id)),
    );
    const names = ["Zara Lim", "Aina Rahman", "Mei Tan"];
    for (const [index, { userId }] of students.entries()) {
      await testApp.deps.db.update(user).set({ name: names[index] }).where(eq(user.id, userId));
    }
    const listed = (await (
      await admin.get("/api/admin/attendance?from=2026-12-01&to=2026-12-01")
    ).json()) as { id: string; students: { bookingId: string; name: string }[] }[];
    expect(listed.find((item) => item.id === started.id)!.students).toEqual([
      expect.objectContaining({ bookingId: missed!.id, name: "Aina Rahman" }),
      expect.objectContaining({ bookingId: unmarked!.id, name: "Mei Tan" }),
      expect.objectContaining({ bookingId: came!.id, name: "Zara Lim" }),
    ]);
    await admin.request(`/api/admin/settings`, {
      method: "PATCH",
      json: { policies: { noShowFeeCredits: 2 } },
    });
    await admin.request(`/api/admin/attendance/${came!.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    await admin.request(`/api/admin/attendance/${missed!.id}`, {
      method: "PUT",
      json: { attended: false, noShow: true },
    });

    const response = await admin.post(`/api/admin/attendance/courses/${started.id}/present`, {});
    expect(response.status).toBe(200);
    const marks = (await response.json()) as { id: string; attended: boolean }[];
    expect(marks.map((mark) => mark.id).sort()).toEqual([missed!.id, unmarked!.id].sort());
    const rows = await testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.courseId, started.id));
    expect(rows.every((row) => row.attended && !row.noShow && row.noShowFeeCredits === 0)).toBe(
      true,
    );
    const [balance] = await testApp.deps.db
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.id, students[1]!.userId));
    expect(balance!.credits).toBe(4);
    await admin.request(`/api/admin/settings`, {
      method: "PATCH",
      json: { policies: { noShowFeeCredits: 0 } },
    });
    expect(
      (
        await admin.post(
          "/api/admin/attendance/courses/00000000-0000-4000-8000-000000000000/present",
          {},
        )
      ).status,
    ).toBe(404);
  });

  it("opens a class's attendance shortly before it starts, and takes a Mark all back in one step", async () => {
    const soon = await createCourse(testApp.deps.db, {
      title: "Tomorrow Flow",
      courseType: "Hatha Yoga",
      startsAt: new Date(NOW.getTime() + 18 * 3_600_000),
      endsAt: new Date(NOW.getTime() + 19 * 3_600_000),
      tutorId: null,
      totalSlots: 20,
      credits: 1,
    });
    const students = await Promise.all(
      [1, 2, 3].map(() => signedInStudent(testApp, { credits: 5 })),
    );
    const held = await Promise.all(
      students.map(({ userId }) => createCreditBooking(testApp.deps.db, userId, soon.id)),
    );
    const present = () =>
      testApp.deps.db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.courseId, soon.id), eq(booking.attended, true)));

    // 18 hours ahead: nobody is marked.
    const early = await admin.post(`/api/admin/attendance/courses/${soon.id}/present`, {});
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(
      "Attendance opens 30 minutes before class starts.",
    );
    expect(await present()).toEqual([]);

    // The owner opens it an hour before; 50 minutes before, one is marked by hand, then all.
    await admin.request("/api/admin/settings", {
      method: "PATCH",
      json: { policies: { attendanceOpensMinutesBefore: 60 } },
    });
    clock.set(new Date(soon.startsAt.getTime() - 50 * 60_000));
    try {
      await admin.request(`/api/admin/attendance/${held[0]!.id}`, {
        method: "PUT",
        json: { attended: true },
      });
      const all = await admin.post(`/api/admin/attendance/courses/${soon.id}/present`, {});
      const marks = (await all.json()) as { id: string }[];
      expect(marks.map((mark) => mark.id).sort()).toEqual([held[1]!.id, held[2]!.id].sort());
      expect(await present()).toHaveLength(3);

      // Undone in one step: those it marked, not the one marked by hand.
      const undone = await admin.post(`/api/admin/attendance/courses/${soon.id}/present/undo`, {
        bookingIds: marks.map((mark) => mark.id),
      });
      expect(undone.status).toBe(200);
      expect(
        ((await undone.json()) as { attended: boolean }[]).map((mark) => mark.attended),
      ).toEqual([false, false]);
      expect(await present()).toEqual([{ id: held[0]!.id }]);
      const bad = await admin.post(`/api/admin/attendance/courses/${soon.id}/present/undo`, {
        bookingIds: [],
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.message).toContain(
        "bookingIds must name at least one booking",
      );
    } finally {
      clock.set(NOW);
      await admin.request("/api/admin/settings", {
        method: "PATCH",
        json: { policies: { attendanceOpensMinutesBefore: 30 } },
      });
    }
  });

  it("refuses a range the wrong way round or malformed", async () => {
    const backwards = await admin.get("/api/admin/attendance?from=2026-12-05&to=2026-12-01");
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe(
      "The end date must not be before the start date.",
    );
    expect((await admin.get("/api/admin/attendance?from=yesterday&to=2026-12-01")).status).toBe(
      400,
    );
  });

  it("refuses students, who cannot mark attendance", async () => {
    const [held] = await testApp.deps.db.select().from(booking).limit(1);
    const { client } = await signedInStudent(testApp);
    expect((await client.get("/api/admin/attendance?from=2026-12-01&to=2026-12-03")).status).toBe(
      403,
    );
    const refused = await client.request(`/api/admin/attendance/${held!.id}`, {
      method: "PUT",
      json: { attended: false },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MESSAGES.adminOnly);
    const [unchanged] = await testApp.deps.db.select().from(booking).limit(1);
    expect(unchanged!.attended).toBe(held!.attended);
  });

  it("shows each instance's next answer every mark, booking, renamed student and moved class made through any instance", async () => {
    const { db } = testApp.deps;
    const [adminRow] = await db.select().from(user).where(eq(user.role, "admin")).limit(1);
    const elsewhere = await signedInClient(await anotherInstance(testApp), adminRow!.id);
    const teacher = await createTutor(db, { name: "Mei Ling", bio: "Yin." });
    const item = await createCourse(db, {
      title: "Kept Hatha",
      courseType: "Hatha Yoga",
      startsAt: new Date("2026-12-09T01:00:00Z"),
      endsAt: new Date("2026-12-09T02:00:00Z"),
      tutorId: teacher.id,
      totalSlots: 5,
      credits: 1,
    });
    const path = "/api/admin/attendance?from=2026-12-09&to=2026-12-09";
    const week = async (client: BrowserLikeClient) => {
      const [listed] = await (await client.get(path)).json();
      return {
        title: listed.title,
        tutorName: listed.tutorName,
        students: listed.students.map((row: { name: string; attended: boolean }) => [
          row.name,
          row.attended,
        ]),
      };
    };
    /** Both instances answer the same, and as expected: each has kept what it answered. */
    const bothSee = async (expected: Awaited<ReturnType<typeof week>>) => {
      expect(await week(admin)).toEqual(expected);
      expect(await week(elsewhere)).toEqual(expected);
    };
    const seen = { title: "Kept Hatha", tutorName: "Mei Ling", students: [] as unknown[] };
    await bothSee(seen);

    const student = await signedInStudent(testApp, { credits: 5 });
    const booked = await elsewhere.post(`/api/admin/courses/${item.id}/bookings`, {
      userId: student.userId,
      payment: "credits",
    });
    expect(booked.status).toBe(201);
    const [member] = await db.select().from(user).where(eq(user.id, student.userId));
    await bothSee({ ...seen, students: [[member!.name, false]] });

    // Each change below moves one of the versions the answer is kept by, and only that one.
    const [held] = await db.select().from(booking).where(eq(booking.courseId, item.id));
    clock.set(item.startsAt);
    const marked = await admin.request(`/api/admin/attendance/${held!.id}`, {
      method: "PUT",
      json: { attended: true },
    });
    clock.set(NOW);
    expect(marked.status).toBe(200);
    await bothSee({ ...seen, students: [[member!.name, true]] });

    await db.update(user).set({ name: "Siti Renamed" }).where(eq(user.id, student.userId));
    await bothSee({ ...seen, students: [["Siti Renamed", true]] });

    await db.update(tutor).set({ name: "Mei Ling Tan" }).where(eq(tutor.id, teacher.id));
    await bothSee({ ...seen, tutorName: "Mei Ling Tan", students: [["Siti Renamed", true]] });
  });
});
