import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../shared/messages.ts";
import type { BookingScope, MyBookingsPage } from "../../../shared/profile.ts";
import { createCourse, createCreditBooking, createTutor } from "../../db/factories.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { signedInAdmin, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2026-03-10T02:00:00Z");
type SignedInStudent = Awaited<ReturnType<typeof signedInStudent>>;

const at = (offset: number) => new Date(NOW.getTime() + offset);

describe.each(testDatabases())("my bookings on %s", (kind) => {
  let testApp: TestApp;
  let aina: SignedInStudent;
  let ben: SignedInStudent;
  /** Course titles in the order each list must show them. */
  const upcomingTitles: string[] = [];
  const historyTitles: string[] = [];

  async function bookedClass(
    userId: string,
    spec: { title: string; startsIn: number; hours?: number; tutorId?: string | null },
  ) {
    const item = await createCourse(testApp.deps.db, {
      title: spec.title,
      courseType: "Hatha Yoga",
      startsAt: at(spec.startsIn),
      endsAt: at(spec.startsIn + (spec.hours ?? 1) * HOUR),
      tutorId: spec.tutorId ?? null,
      totalSlots: 10,
      credits: 2,
    });
    // The factory books whatever the time, so a past class can be in the history.
    const held = await createCreditBooking(testApp.deps.db, userId, item.id);
    return { item, held };
  }

  async function list(client: BrowserLikeClient, query: string): Promise<MyBookingsPage> {
    const response = await client.get(`/api/me/bookings?${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: () => NOW });
    aina = await signedInStudent(testApp, { credits: 500 });
    ben = await signedInStudent(testApp, { credits: 500 });
    const priya = await createTutor(testApp.deps.db, {
      name: "Priya",
      bio: "Hatha teacher",
      photoUrl: "https://example.com/priya.jpg",
    });

    // Upcoming: seven booked classes that have not started; the first starts within 4 hours.
    for (let i = 0; i < 7; i++) {
      const title = `Upcoming ${i + 1}`;
      await bookedClass(aina.userId, { title, startsIn: 3 * HOUR + i * DAY, tutorId: priya.id });
      upcomingTitles.push(title);
    }
    // History, latest class first: a cancelled future class, a class under way, ended classes.
    const cancelled = await bookedClass(aina.userId, {
      title: "Cancelled later",
      startsIn: 30 * DAY,
    });
    await testApp.deps.db
      .update(booking)
      .set({ status: "cancelled", cancelledAt: at(-DAY) })
      .where(eq(booking.id, cancelled.held.id));
    historyTitles.push("Cancelled later");
    const underWay = await bookedClass(aina.userId, {
      title: "Under way",
      startsIn: -HOUR,
      hours: 2,
    });
    await testApp.deps.db
      .update(booking)
      .set({ attended: true })
      .where(eq(booking.id, underWay.held.id));
    historyTitles.push("Under way");
    for (let i = 0; i < 6; i++) {
      const title = `Past ${i + 1}`;
      const { held } = await bookedClass(aina.userId, { title, startsIn: -(i + 1) * DAY });
      if (i % 2 === 0) {
        await testApp.deps.db
          .update(booking)
          .set({ attended: true })
          .where(eq(booking.id, held.id));
      }
      historyTitles.push(title);
    }

    await bookedClass(ben.userId, { title: "Ben's class", startsIn: 2 * DAY });
    await bookedClass(ben.userId, { title: "Ben's past class", startsIn: -2 * DAY });
  });
  afterAll(() => testApp.close());

  it.each([
    ["GET", "/api/me"],
    ["GET", "/api/me/bookings?scope=upcoming"],
    ["GET", "/api/me/credits"],
    ["POST", "/api/me/free-trial"],
    ["POST", "/api/me/subscriptions"],
  ])("answers a visitor's %s %s with 401", async (method, path) => {
    const visitor = new BrowserLikeClient(testApp);
    const response = await visitor.request(path, {
      method,
      ...(method === "POST" ? { json: { packageId: randomUUID() } } : {}),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(MESSAGES.userNotAuthenticated);
  });

  it("pages the upcoming classes five at a time, soonest first", async () => {
    const first = await list(aina.client, "scope=upcoming");
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 7, hasMore: true });
    const second = await list(aina.client, "scope=upcoming&page=2");
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 7, hasMore: false });
    const beyond = await list(aina.client, "scope=upcoming&page=3");
    expect(beyond).toMatchObject({ items: [], total: 7, hasMore: false });

    const items = [...first.items, ...second.items];
    expect(items.map((item) => item.course.title)).toEqual(upcomingTitles);
    expect(items.every((item) => item.label === "Confirmed")).toBe(true);
  });

  it("pages the history separately, latest class first, labelled", async () => {
    const first = await list(aina.client, "scope=history&page=1");
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 8, hasMore: true });
    const second = await list(aina.client, "scope=history&page=2");
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: 8, hasMore: false });

    const items = [...first.items, ...second.items];
    expect(items.map((item) => [item.course.title, item.label])).toEqual([
      ["Cancelled later", "Cancelled"],
      // Attended, but the class has not ended yet.
      ["Under way", "Completed"],
      ["Past 1", "Attended"],
      ["Past 2", "Completed"],
      ["Past 3", "Attended"],
      ["Past 4", "Completed"],
      ["Past 5", "Attended"],
      ["Past 6", "Completed"],
    ]);
    expect(items.map((item) => item.course.title)).toEqual(historyTitles);
    expect(items.every((item) => !item.canCancel)).toBe(true);
  });

  it("answers each booking with its class, tutor and payment", async () => {
    const { items } = await list(aina.client, "scope=upcoming");
    const [soonest, later] = items;
    expect(later).toEqual({
      id: expect.any(String),
      label: "Confirmed",
      course: {
        id: expect.any(String),
        title: "Upcoming 2",
        courseType: "Hatha Yoga",
        startsAt: at(3 * HOUR + DAY).toISOString(),
        endsAt: at(4 * HOUR + DAY).toISOString(),
        credits: 2,
        isPrivate: false,
        tutor: {
          id: expect.any(String),
          name: "Priya",
          photoUrl: "https://example.com/priya.jpg",
        },
      },
      paidWith: "credits",
      creditsPaid: 2,
      createdAt: expect.any(String),
      cancelledAt: null,
      cancelledByStudio: false,
      cancellationReason: null,
      canCancel: true,
      cancellation: "refund",
      // Made by the factory, as a booking from before bookings kept their terms: today's policy.
      cancellationPolicy: { cancellationDeadlineMinutes: 240, lateCancellation: "refuse" },
    });
    // Less than 4 hours before the start, cancelling is closed.
    expect(soonest).toMatchObject({ course: { title: "Upcoming 1" }, canCancel: false });

    const history = await list(aina.client, "scope=history");
    expect(history.items[0]).toMatchObject({
      course: { title: "Cancelled later", tutor: null },
      cancelledAt: at(-DAY).toISOString(),
    });
  });

  it("shows a student only their own bookings", async () => {
    const upcoming = await list(ben.client, "scope=upcoming");
    const history = await list(ben.client, "scope=history");
    expect(upcoming.items.map((item) => item.course.title)).toEqual(["Ben's class"]);
    expect(history.items.map((item) => item.course.title)).toEqual(["Ben's past class"]);
    expect(upcoming).toMatchObject({ total: 1, hasMore: false });
  });

  it("pages a regular's long history the same at its start, middle and end", async () => {
    const dana = await signedInStudent(testApp, { credits: 500 });
    const expected: string[] = [];
    for (let i = 1; i <= 23; i++) {
      const title = `Dana's class ${i} days ago`;
      const { held } = await bookedClass(dana.userId, { title, startsIn: -i * DAY });
      if (i % 4 === 0) {
        await testApp.deps.db
          .update(booking)
          .set({ status: "cancelled", cancelledAt: at(-(i + 1) * DAY) })
          .where(eq(booking.id, held.id));
      }
      expected.push(title);
    }
    // Cancelled and booked again: the cancelled booking is history, the new one upcoming.
    const { item, held } = await bookedClass(dana.userId, { title: "Rebooked", startsIn: DAY });
    await testApp.deps.db
      .update(booking)
      .set({ status: "cancelled", cancelledAt: at(-HOUR) })
      .where(eq(booking.id, held.id));
    await createCreditBooking(testApp.deps.db, dana.userId, item.id);
    expected.unshift("Rebooked");

    const pages: MyBookingsPage[] = [];
    for (let page = 1; page <= 6; page++) {
      pages.push(await list(dana.client, `scope=history&page=${page}`));
    }
    expect(pages.map((page) => [page.items.length, page.total, page.hasMore])).toEqual([
      [5, 24, true],
      [5, 24, true],
      [5, 24, true],
      [5, 24, true],
      [4, 24, false],
      [0, 24, false],
    ]);
    expect(pages.flatMap((page) => page.items.map((entry) => entry.course.title))).toEqual(
      expected,
    );
    expect(await list(dana.client, "scope=upcoming")).toMatchObject({ total: 1 });
  });

  it("keeps a member's lists in their classes' order when a class moves", async () => {
    const carl = await signedInStudent(testApp, { credits: 100 });
    const { client: admin } = await signedInAdmin(testApp);
    const tutor = await createTutor(testApp.deps.db, { name: "Mei", bio: "Flow teacher" });
    const classes: Record<string, typeof course.$inferSelect> = {};
    for (const [title, startsIn] of [
      ["Monday", DAY],
      ["Tuesday", 2 * DAY],
      ["Wednesday", 3 * DAY],
      ["Last week", -7 * DAY],
      ["Yesterday", -DAY],
    ] as const) {
      classes[title] = (
        await bookedClass(carl.userId, { title, startsIn, tutorId: tutor.id })
      ).item;
    }
    const titles = async (scope: BookingScope) =>
      (await list(carl.client, `scope=${scope}`)).items.map((item) => item.course.title);

    // The studio moves Monday's class to Thursday.
    const monday = classes.Monday!;
    const moved = await admin.request(`/api/admin/courses/${monday.id}`, {
      method: "PUT",
      json: {
        title: monday.title,
        courseType: monday.courseType,
        startsAt: at(4 * DAY),
        endsAt: at(4 * DAY + HOUR),
        tutorId: tutor.id,
        totalSlots: monday.totalSlots,
        credits: monday.credits,
      },
    });
    expect(moved.status).toBe(200);
    expect(await titles("upcoming")).toEqual(["Tuesday", "Wednesday", "Monday"]);

    // Any writer of a class's start moves its bookings: here last week's class, put after
    // yesterday's as a correction straight in the database would.
    await testApp.deps.db
      .update(course)
      .set({ startsAt: at(-HOUR), endsAt: at(-HOUR / 2) })
      .where(eq(course.id, classes["Last week"]!.id));
    expect(await titles("history")).toEqual(["Last week", "Yesterday"]);

    const kept = await testApp.deps.db
      .select({ booked: booking.courseStartsAt, held: course.startsAt })
      .from(booking)
      .innerJoin(course, eq(course.id, booking.courseId))
      .where(eq(booking.userId, carl.userId));
    expect(kept).toHaveLength(5);
    for (const { booked, held } of kept) expect(booked).toEqual(held);
  });

  it.each([
    ["no scope", "page=1", 'scope must be "upcoming" or "history"'],
    ["an unknown scope", "scope=past", 'scope must be "upcoming" or "history"'],
    ["page 0", "scope=upcoming&page=0", "page must be a whole number, 1 or more"],
    [
      "a page that is not a number",
      "scope=upcoming&page=two",
      "page must be a whole number, 1 or more",
    ],
    ["a fractional page", "scope=history&page=1.5", "page must be a whole number, 1 or more"],
    ["an empty page", "scope=history&page=", "page must be a whole number, 1 or more"],
  ])("refuses %s with 400", async (_case, query, message) => {
    const response = await aina.client.get(`/api/me/bookings?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });
});
