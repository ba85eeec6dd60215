import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import { createCourse, createCreditBooking, createTutor } from "../../db/factories.ts";
import { course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import type { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { moneyState } from "../../testing/invariants.ts";
import { signedInAdmin, signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const KL = "Asia/Kuala_Lumpur";
/** 09:00 on Tuesday 1 December 2026 in Kuala Lumpur. */
const NOW = new Date("2026-12-01T01:00:00Z");

describe.each(testDatabases())("admin classes on %s", (kind) => {
  let testApp: TestApp;
  let admin: BrowserLikeClient;
  let adminId: string;
  let tutorId: string;
  const clock = testClock(NOW);

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    ({ client: admin, userId: adminId } = await signedInAdmin(testApp));
    tutorId = (await createTutor(testApp.deps.db, { name: "Farid", bio: "Inside Flow." })).id;
  });
  afterAll(() => testApp.close());

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: "Inside Flow",
    courseType: "Inside Flow Yoga",
    startsAt: "2026-12-03T18:30:00+08:00",
    endsAt: "2026-12-03T19:30:00+08:00",
    tutorId,
    totalSlots: 16,
    credits: 2,
    isPrivate: false,
    ...overrides,
  });

  it("adds a class, and a weekly series at the same studio time, in one go", async () => {
    const response = await admin.post(
      "/api/admin/courses",
      form({ title: "Thursday Flow", repeatWeeks: 4 }),
    );
    expect(response.status).toBe(201);
    const { message, courses } = await response.json();
    expect(message).toBe("Course added!");
    expect(courses).toHaveLength(4);
    for (const [week, item] of (courses as { startsAt: string; slotsFilled: number }[]).entries()) {
      const local = new TZDate(new Date(item.startsAt), KL);
      expect([local.getDate(), local.getHours(), local.getMinutes(), local.getDay()]).toEqual([
        3 + 7 * week,
        18,
        30,
        4,
      ]);
      expect(item.slotsFilled).toBe(0);
    }
  });

  it.each([
    [{ endsAt: "2026-12-03T18:30:00+08:00" }, "End time must be after start time."],
    [{ totalSlots: 0 }, "Total slots must be at least 1"],
    [{ credits: 0 }, "Credits must be at least 1"],
    [{ title: "" }, "Title is required"],
    [{ repeatWeeks: 13 }, "Repeat for 1 to 12 weeks"],
    [
      { startsAt: "2026-11-30T09:00:00+08:00", endsAt: "2026-11-30T10:00:00+08:00" },
      "The class must start in the future.",
    ],
    [
      { tutorId: "00000000-0000-4000-8000-000000000000" },
      "This instructor no longer exists. Please choose another.",
    ],
  ])("refuses %o and adds nothing", async (change, message) => {
    const before = await testApp.deps.db.select().from(course);
    const response = await admin.post("/api/admin/courses", form(change));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await testApp.deps.db.select().from(course)).toHaveLength(before.length);
  });

  it("lists classes that have not ended by default, and a studio day's classes with a date", async () => {
    await createCourse(testApp.deps.db, {
      title: "Ended Yesterday",
      courseType: "Yin Yoga",
      startsAt: new Date("2026-11-30T10:00:00Z"),
      endsAt: new Date("2026-11-30T11:00:00Z"),
      tutorId: null,
      totalSlots: 5,
      credits: 1,
    });
    const upcoming = (await (await admin.get("/api/admin/courses")).json()) as {
      title: string;
      startsAt: string;
    }[];
    expect(upcoming.map((item) => item.title)).not.toContain("Ended Yesterday");
    expect(upcoming.map((item) => item.startsAt)).toEqual(
      upcoming.map((item) => item.startsAt).sort(),
    );

    const thatDay = (await (await admin.get("/api/admin/courses?date=2026-11-30")).json()) as {
      title: string;
      tutor: unknown;
      vacant: number;
    }[];
    expect(thatDay).toEqual([
      expect.objectContaining({ title: "Ended Yesterday", tutor: null, vacant: 5 }),
    ]);
    expect((await admin.get("/api/admin/courses?date=30-11-2026")).status).toBe(400);
  });

  it("lists a studio week's classes, Monday to Sunday, for the week view", async () => {
    const at = (title: string, startsAt: string) =>
      createCourse(testApp.deps.db, {
        title,
        courseType: "Yin Yoga",
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
        tutorId: null,
        totalSlots: 5,
        credits: 1,
      });
    // In Kuala Lumpur: Monday 7 December 00:30, Sunday 13 December 23:30, Monday 14 December 00:30.
    await at("Week Opens", "2026-12-06T16:30:00Z");
    await at("Week Closes", "2026-12-13T15:30:00Z");
    await at("Next Week", "2026-12-13T16:30:00Z");
    const week = (await (await admin.get("/api/admin/courses?week=2026-12-07")).json()) as {
      title: string;
    }[];
    const mine = ["Week Opens", "Week Closes", "Next Week"];
    expect(week.map((item) => item.title).filter((title) => mine.includes(title))).toEqual([
      "Week Opens",
      "Week Closes",
    ]);
    const both = await admin.get("/api/admin/courses?week=2026-12-07&date=2026-12-07");
    expect(both.status).toBe(400);
    expect((await both.json()).error.message).toBe("Choose a day or a week, not both.");
  });

  it("shows each instance's next list every booking, changed class, renamed tutor and ended class made through any instance", async () => {
    const { db } = testApp.deps;
    const elsewhere = await signedInClient(await anotherInstance(testApp), adminId);
    const teacher = await createTutor(db, { name: "Mei Ling", bio: "Yin." });
    // Wednesday 2 December, 09:00 to 10:00 in Kuala Lumpur: the first of the classes to end.
    const item = await createCourse(db, {
      title: "Kept Hatha",
      courseType: "Hatha Yoga",
      startsAt: new Date("2026-12-02T01:00:00Z"),
      endsAt: new Date("2026-12-02T02:00:00Z"),
      tutorId: teacher.id,
      totalSlots: 5,
      credits: 1,
    });
    type Shown = [string, number, string | undefined] | "not listed";
    const lists = async (client: BrowserLikeClient) => {
      const shown = async (path: string): Promise<Shown> => {
        const classes = (await (await client.get(path)).json()) as {
          id: string;
          title: string;
          vacant: number;
          tutor: { name: string } | null;
        }[];
        const listed = classes.find((listedClass) => listedClass.id === item.id);
        return listed ? [listed.title, listed.vacant, listed.tutor?.name] : "not listed";
      };
      return {
        notEnded: await shown("/api/admin/courses"),
        day: await shown("/api/admin/courses?date=2026-12-02"),
        week: await shown("/api/admin/courses?week=2026-11-30"),
      };
    };
    /** Both instances answer the same, and as expected: each has kept what it answered. */
    const bothSee = async (expected: Awaited<ReturnType<typeof lists>>) => {
      expect(await lists(admin)).toEqual(expected);
      expect(await lists(elsewhere)).toEqual(expected);
    };
    const everywhere = (shown: Shown) => ({ notEnded: shown, day: shown, week: shown });
    await bothSee(everywhere(["Kept Hatha", 5, "Mei Ling"]));

    const { client: student } = await signedInStudent(testApp, { credits: 1 });
    expect((await student.post("/api/bookings", { courseId: item.id })).status).toBe(201);
    await bothSee(everywhere(["Kept Hatha", 4, "Mei Ling"]));

    const moved = await elsewhere.request(`/api/admin/courses/${item.id}`, {
      method: "PUT",
      json: form({
        title: "Kept Hatha (cover)",
        startsAt: "2026-12-02T09:00:00+08:00",
        endsAt: "2026-12-02T10:00:00+08:00",
        totalSlots: 5,
      }),
    });
    expect(moved.status).toBe(200);
    await bothSee(everywhere(["Kept Hatha (cover)", 4, "Farid"]));

    await db.update(tutor).set({ name: "Farid A." }).where(eq(tutor.id, tutorId));
    await bothSee(everywhere(["Kept Hatha (cover)", 4, "Farid A."]));

    clock.set(item.endsAt);
    try {
      await bothSee({
        notEnded: "not listed",
        day: ["Kept Hatha (cover)", 4, "Farid A."],
        week: ["Kept Hatha (cover)", 4, "Farid A."],
      });
    } finally {
      clock.set(NOW);
      await db.update(tutor).set({ name: "Farid" }).where(eq(tutor.id, tutorId));
    }
  });

  it("names the classes a new class would overlap in the room and for its tutor, each week of a series", async () => {
    const tutorA = await createTutor(testApp.deps.db, { name: "Overlap Ana", bio: "Flow." });
    const tutorB = await createTutor(testApp.deps.db, { name: "Overlap Ben", bio: "Yin." });
    const at = (title: string, startsAt: string, tutorId: string) =>
      createCourse(testApp.deps.db, {
        title,
        courseType: "Yin Yoga",
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
        tutorId,
        totalSlots: 5,
        credits: 1,
      });
    // Wednesday 20 January 2027, 10:00 and 11:00 in Kuala Lumpur, and a week later at 10:30.
    const same = await at("Room Taken", "2027-01-20T02:00:00Z", tutorB.id);
    await at("Back To Back", "2027-01-20T03:00:00Z", tutorB.id);
    const nextWeek = await at("Ana Next Week", "2027-01-27T02:30:00Z", tutorA.id);
    const ask = (query: string) => admin.get(`/api/admin/courses/overlaps?${query}`);
    const window = `startsAt=${encodeURIComponent("2027-01-20T10:00:00+08:00")}&endsAt=${encodeURIComponent("2027-01-20T11:00:00+08:00")}`;

    const once = await (await ask(`${window}&tutorId=${tutorA.id}`)).json();
    expect(once.room.map((item: { id: string }) => item.id)).toEqual([same.id]);
    expect(once.room[0]).toMatchObject({ title: "Room Taken", tutorName: "Overlap Ben" });
    expect(once.tutor).toEqual([]);

    const series = await (await ask(`${window}&tutorId=${tutorA.id}&repeatWeeks=2`)).json();
    expect(series.room.map((item: { id: string }) => item.id)).toEqual([same.id, nextWeek.id]);
    expect(series.tutor.map((item: { id: string }) => item.id)).toEqual([nextWeek.id]);

    // Editing a class does not warn of the class itself; a cancelled class warns of nothing.
    const editing = await (await ask(`${window}&excludeId=${same.id}`)).json();
    expect(editing.room).toEqual([]);
    await admin.post(`/api/admin/courses/${nextWeek.id}/cancel`, { reason: "Holiday" });
    const afterCancel = await (await ask(`${window}&repeatWeeks=2&excludeId=${same.id}`)).json();
    expect(afterCancel.room).toEqual([]);

    const backwards = await ask(
      `startsAt=${encodeURIComponent("2027-01-20T11:00:00+08:00")}&endsAt=${encodeURIComponent("2027-01-20T10:00:00+08:00")}`,
    );
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe("End time must be after start time.");
  });

  it("lists the distinct titles, sorted", async () => {
    const titles = (await (await admin.get("/api/admin/courses/titles")).json()) as string[];
    expect(titles).toEqual([...new Set(titles)].sort((a, b) => a.localeCompare(b)));
    expect(titles).toContain("Thursday Flow");
  });

  it("edits a class, but not below the places already booked", async () => {
    const [created] = (await (await admin.post("/api/admin/courses", form())).json()).courses;
    const { userId } = await signedInStudent(testApp, { credits: 10 });
    const other = await signedInStudent(testApp, { credits: 10 });
    await createCreditBooking(testApp.deps.db, userId, created.id);
    await createCreditBooking(testApp.deps.db, other.userId, created.id);

    const edited = await admin.request(`/api/admin/courses/${created.id}`, {
      method: "PUT",
      json: form({ title: "Inside Flow Deluxe", totalSlots: 2, credits: 3 }),
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      message: "Course updated!",
      course: { title: "Inside Flow Deluxe", totalSlots: 2, slotsFilled: 2 },
    });

    const refused = await admin.request(`/api/admin/courses/${created.id}`, {
      method: "PUT",
      json: form({ totalSlots: 1 }),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "Total slots cannot be lower than the 2 places already booked.",
    );
    expect((await admin.get(`/api/admin/courses/${created.id}`)).status).toBe(200);
    expect((await admin.get("/api/admin/courses/not-an-id")).status).toBe(404);
  });

  it("keeps the start of a class that has begun, but moves no class to a time already gone", async () => {
    const started = await createCourse(testApp.deps.db, {
      title: "Started Flow",
      courseType: "Vinyasa Flow",
      startsAt: new Date(NOW.getTime() - 30 * 60_000),
      endsAt: new Date(NOW.getTime() + 30 * 60_000),
      tutorId,
      totalSlots: 8,
      credits: 1,
    });
    const kept = { ...form(), startsAt: started.startsAt, endsAt: started.endsAt };
    const renamed = await admin.request(`/api/admin/courses/${started.id}`, {
      method: "PUT",
      json: { ...kept, title: "Started Flow (cover)" },
    });
    expect(renamed.status).toBe(200);

    const [upcoming] = (await (await admin.post("/api/admin/courses", form())).json()).courses;
    for (const [id, startsAt] of [
      [upcoming.id, new Date(NOW.getTime() - 3 * 3_600_000)],
      [started.id, new Date(NOW.getTime() - 2 * 3_600_000)],
    ] as const) {
      const moved = await admin.request(`/api/admin/courses/${id}`, {
        method: "PUT",
        json: form({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) }),
      });
      expect(moved.status).toBe(400);
      expect((await moved.json()).error.message).toBe("The class must start in the future.");
    }
    const [unchanged] = await testApp.deps.db
      .select()
      .from(course)
      .where(eq(course.id, upcoming.id));
    expect(unchanged!.startsAt).toEqual(new Date("2026-12-03T18:30:00+08:00"));
  });

  it("refuses students on every admin class route and changes nothing", async () => {
    const { client } = await signedInStudent(testApp, { credits: 5 });
    const [existing] = await testApp.deps.db.select().from(course).limit(1);
    const before = await moneyState(testApp.deps.db);
    const count = (await testApp.deps.db.select().from(course)).length;
    const attempts = [
      client.get("/api/admin/courses"),
      client.get("/api/admin/courses/titles"),
      client.get(`/api/admin/courses/${existing!.id}`),
      client.post("/api/admin/courses", form()),
      client.request(`/api/admin/courses/${existing!.id}`, {
        method: "PUT",
        json: form({ totalSlots: 99 }),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toBe(MESSAGES.adminOnly);
    }
    expect(await moneyState(testApp.deps.db)).toEqual(before);
    expect(await testApp.deps.db.select().from(course)).toHaveLength(count);
    const [unchanged] = await testApp.deps.db
      .select()
      .from(course)
      .where(eq(course.id, existing!.id));
    expect(unchanged!.totalSlots).toBe(existing!.totalSlots);
  });
});
