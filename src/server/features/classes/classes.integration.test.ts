import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OwnClass, type StudioClass, withOwnClasses } from "../../../shared/classes.ts";
import { createCourse, createCreditBooking, createTutor, createUser } from "../../db/factories.ts";
import { booking as bookingTable } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { anotherInstance } from "../../testing/another-instance.ts";
import { BrowserLikeClient } from "../../testing/browser-like-client.ts";
import { testClock } from "../../testing/clock.ts";
import { sessionCookieFor } from "../../testing/sessions.ts";
import { signedInClient, signedInStudent } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

/** 09:00 in Kuala Lumpur on Tuesday 1 December 2026. */
const NOW = new Date("2026-12-01T01:00:00Z");
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const FROM = hoursFromNow(-48);
const TO = hoursFromNow(24 * 30);
const range = (from: Date, to: Date) =>
  `/api/classes?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

describe.each(testDatabases())("the timetable on %s", (kind) => {
  let testApp: TestApp;
  const clock = testClock(NOW);
  let teacher: Awaited<ReturnType<typeof createTutor>>;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, now: clock.now });
    teacher = await createTutor(testApp.deps.db, {
      name: 'Aisyah "Ash" Rahmán',
      bio: "Hatha teacher.\nLong holds — and a \\ or two.",
      photoUrl: "/portraits/aisyah.svg",
    });
  });
  afterAll(() => testApp.close());

  async function aClass(overrides: Partial<Parameters<typeof createCourse>[1]> = {}) {
    const startsAt = overrides.startsAt ?? hoursFromNow(24);
    return createCourse(testApp.deps.db, {
      title: "Sunrise Hatha",
      courseType: "Hatha Yoga",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 1.25 * HOUR),
      tutorId: teacher.id,
      totalSlots: 10,
      credits: 2,
      ...overrides,
    });
  }

  async function timetable(client: BrowserLikeClient, path = range(FROM, TO)) {
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as StudioClass[];
  }

  async function seenBy(client: BrowserLikeClient, courseId: string) {
    return (await timetable(client)).find((item) => item.id === courseId);
  }

  /** Another student who fills `count` places of a class. */
  async function fill(courseId: string, count: number) {
    for (let index = 0; index < count; index++) {
      const other = await createUser(testApp.deps.db, testApp.deps.auth, {
        email: `filler-${courseId.slice(0, 8)}-${index}@example.com`,
        password: "a-good-passphrase-42",
        credits: { amount: 5 },
      });
      await createCreditBooking(testApp.deps.db, other.id, courseId);
    }
  }

  /** A student booked in a class tomorrow and, attended, in one yesterday. */
  async function studentWithBookings() {
    const mine = await aClass();
    const attended = await aClass({ startsAt: hoursFromNow(-30), endsAt: hoursFromNow(-29) });
    const student = await signedInStudent(testApp, { credits: 20 });
    const booking = await createCreditBooking(testApp.deps.db, student.userId, mine.id);
    const visit = await createCreditBooking(testApp.deps.db, student.userId, attended.id, {
      attended: true,
    });
    return { mine, attended, student, booking, visit };
  }

  it("answers every field of a class, its tutor written out in full", async () => {
    const item = await aClass({ title: 'Flow "at" Dawn · 晨', isPrivate: true });
    expect(await seenBy(new BrowserLikeClient(testApp), item.id)).toEqual({
      id: item.id,
      title: 'Flow "at" Dawn · 晨',
      courseType: "Hatha Yoga",
      startsAt: hoursFromNow(24).toISOString(),
      endsAt: hoursFromNow(25.25).toISOString(),
      durationHours: 1.3,
      credits: 2,
      totalSlots: 10,
      slotsFilled: 0,
      spotsRemaining: 10,
      isPrivate: true,
      tutor: {
        id: teacher.id,
        name: 'Aisyah "Ash" Rahmán',
        photoUrl: "/portraits/aisyah.svg",
        bio: "Hatha teacher.\nLong holds — and a \\ or two.",
      },
      status: "unavailable",
      bookingId: null,
    });
  });

  it("keeps millisecond start times exact", async () => {
    const startsAt = new Date(hoursFromNow(30).getTime() + 999);
    const item = await aClass({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR + 1) });
    const listed = await seenBy(new BrowserLikeClient(testApp), item.id);
    expect(listed?.startsAt).toBe(startsAt.toISOString());
    expect(listed?.endsAt).toBe(new Date(startsAt.getTime() + HOUR + 1).toISOString());
  });

  it("lists the classes starting in [from, to), soonest first, then by title", async () => {
    const start = hoursFromNow(24 * 20);
    const later = await aClass({
      title: "A later one",
      startsAt: new Date(start.getTime() + HOUR),
    });
    const second = await aClass({ title: "Beta", startsAt: start });
    const first = await aClass({ title: "Alpha", startsAt: start });
    const outside = await aClass({
      title: "Too late",
      startsAt: new Date(start.getTime() + 2 * HOUR),
    });
    const listed = await timetable(
      new BrowserLikeClient(testApp),
      range(start, new Date(start.getTime() + 2 * HOUR)),
    );
    expect(listed.map((item) => item.id)).toEqual([first.id, second.id, later.id]);
    expect(listed.map((item) => item.id)).not.toContain(outside.id);
  });

  it("shows a class with no tutor", async () => {
    const item = await aClass({ tutorId: null });
    expect((await seenBy(new BrowserLikeClient(testApp), item.id))?.tutor).toBeNull();
  });

  it("gives visitors and students each class's status", async () => {
    const open = await aClass();
    const closing = await aClass({ startsAt: hoursFromNow(1.5), endsAt: hoursFromNow(2.5) });
    const full = await aClass({ totalSlots: 2 });
    await fill(full.id, 2);
    const { mine, attended, student, booking, visit } = await studentWithBookings();

    const visitor = await timetable(new BrowserLikeClient(testApp));
    const byId = (list: StudioClass[], id: string) => list.find((item) => item.id === id)!;
    expect(byId(visitor, open.id).status).toBe("unavailable");
    expect(byId(visitor, closing.id).status).toBe("booking_closed");
    expect(byId(visitor, full.id)).toMatchObject({ status: "fully_booked", spotsRemaining: 0 });
    expect(byId(visitor, mine.id)).toMatchObject({ status: "unavailable", bookingId: null });

    const theirs = await timetable(student.client);
    expect(byId(theirs, open.id).status).toBe("available");
    expect(byId(theirs, closing.id).status).toBe("booking_closed");
    expect(byId(theirs, full.id).status).toBe("fully_booked");
    expect(byId(theirs, mine.id)).toMatchObject({
      status: "already_booked",
      bookingId: booking.id,
      slotsFilled: 1,
      spotsRemaining: 9,
    });
    expect(byId(theirs, attended.id)).toMatchObject({ status: "attended", bookingId: visit.id });

    const someoneElse = await signedInStudent(testApp);
    expect(byId(await timetable(someoneElse.client), mine.id)).toMatchObject({
      status: "available",
      bookingId: null,
    });
  });

  it("gives a student their own classes apart, which with the visitors' timetable make theirs", async () => {
    const open = await aClass();
    const { mine, attended, student, booking, visit } = await studentWithBookings();

    const own = await student.client.get(
      range(FROM, TO).replace("/api/classes", "/api/me/timetable"),
    );
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("no-store");
    const ownClasses = (await own.json()) as OwnClass[];
    expect(ownClasses).toEqual(
      expect.arrayContaining([
        { id: mine.id, status: "already_booked", bookingId: booking.id },
        { id: attended.id, status: "attended", bookingId: visit.id },
      ]),
    );
    expect(ownClasses.map((item) => item.id)).not.toContain(open.id);

    const visitors = await timetable(new BrowserLikeClient(testApp));
    expect(withOwnClasses(visitors, ownClasses)).toEqual(await timetable(student.client));
    expect((await new BrowserLikeClient(testApp).get("/api/me/timetable")).status).toBe(401);
  });

  it("keeps a student's own classes only until a change of theirs, through any instance", async () => {
    const { mine, attended, student, booking } = await studentWithBookings();
    const later = await aClass({ startsAt: hoursFromNow(50) });
    const elsewhere = await signedInClient(await anotherInstance(testApp), student.userId);
    const ownPath = range(FROM, TO).replace("/api/classes", "/api/me/timetable");
    const ownClasses = async () => {
      const response = await student.client.get(ownPath);
      expect(response.status).toBe(200);
      const own = (await response.json()) as OwnClass[];
      return Object.fromEntries(own.map((item) => [item.id, item.status]));
    };
    expect(await ownClasses()).toEqual({ [mine.id]: "already_booked", [attended.id]: "attended" });

    const booked = await elsewhere.post("/api/bookings", { courseId: later.id });
    expect(booked.status).toBe(201);
    expect(await ownClasses()).toEqual({
      [mine.id]: "already_booked",
      [attended.id]: "attended",
      [later.id]: "already_booked",
    });

    expect((await elsewhere.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    expect(await ownClasses()).toEqual({
      [attended.id]: "attended",
      [later.id]: "already_booked",
    });
    // An attendance mark taken back, written straight to the database as another instance would.
    await testApp.deps.db
      .update(bookingTable)
      .set({ attended: false })
      .where(eq(bookingTable.courseId, attended.id));
    expect(await ownClasses()).toEqual({
      [attended.id]: "already_booked",
      [later.id]: "already_booked",
    });
  });

  it("shows a booking to the very next read, and a change another instance made", async () => {
    const item = await aClass({ totalSlots: 3 });
    const student = await signedInStudent(testApp, { credits: 10 });
    const visitor = new BrowserLikeClient(testApp);
    expect((await seenBy(student.client, item.id))?.status).toBe("available");
    expect((await seenBy(visitor, item.id))?.slotsFilled).toBe(0);

    const booked = await student.client.request("/api/bookings", {
      method: "POST",
      json: { courseId: item.id },
    });
    expect(booked.status).toBe(201);
    expect(await seenBy(student.client, item.id)).toMatchObject({
      status: "already_booked",
      slotsFilled: 1,
    });
    expect(await seenBy(visitor, item.id)).toMatchObject({ slotsFilled: 1, spotsRemaining: 2 });

    // Written straight to the database, as another app instance sharing it would: this one
    // hears nothing of it, and must still answer it at once.
    await fill(item.id, 2);
    await testApp.deps.db.update(tutor).set({ name: "Renamed" }).where(eq(tutor.id, teacher.id));
    expect(await seenBy(visitor, item.id)).toMatchObject({
      status: "fully_booked",
      slotsFilled: 3,
      tutor: { name: "Renamed" },
    });
    await testApp.deps.db
      .update(tutor)
      .set({ name: 'Aisyah "Ash" Rahmán' })
      .where(eq(tutor.id, teacher.id));
  });

  it("shows a booking made through another app instance in this instance's very next answer", async () => {
    const item = await aClass({ startsAt: hoursFromNow(30), totalSlots: 4 });
    const other = await anotherInstance(testApp);
    const here = new BrowserLikeClient(testApp);
    const there = new BrowserLikeClient(other);
    expect((await seenBy(here, item.id))?.slotsFilled).toBe(0);
    expect((await seenBy(there, item.id))?.slotsFilled).toBe(0);

    const student = await signedInStudent(testApp, { credits: 10 });
    const booker = new BrowserLikeClient(other);
    booker.setCookie(...(await sessionCookieFor(testApp.deps.auth, student.userId)));
    const booked = await booker.post("/api/bookings", { courseId: item.id });
    expect(booked.status).toBe(201);

    // Visitors read at the same moment, on both instances: every answer has the booking.
    const answers = await Promise.all(
      [here, there, here, there, here].map((client) => seenBy(client, item.id)),
    );
    expect(answers.map((answer) => answer?.slotsFilled)).toEqual([1, 1, 1, 1, 1]);

    // The student's own answer, from the instance that did not take the booking, has it too.
    const { bookingId } = (await booked.json()) as { bookingId: string };
    const onHere = new BrowserLikeClient(testApp);
    onHere.setCookie(...(await sessionCookieFor(testApp.deps.auth, student.userId)));
    expect(await seenBy(onHere, item.id)).toMatchObject({
      status: "already_booked",
      bookingId,
      slotsFilled: 1,
    });
    const cancelled = await booker.post(`/api/bookings/${bookingId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await seenBy(onHere, item.id)).toMatchObject({
      status: "available",
      bookingId: null,
      slotsFilled: 0,
    });
  });

  it("sends visitors the timetable compressed when their browser takes it, and never a stale copy", async () => {
    const item = await aClass({ startsAt: hoursFromNow(40), totalSlots: 5 });
    const visitor = new BrowserLikeClient(testApp);
    const asked = (acceptEncoding: string) =>
      visitor.request(range(FROM, TO), { headers: { "accept-encoding": acceptEncoding } });
    const decoded = async (response: Response) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get("content-encoding");
      const text =
        encoding === "br"
          ? brotliDecompressSync(bytes)
          : encoding === "gzip"
            ? gunzipSync(bytes)
            : bytes;
      return {
        encoding,
        bytes: bytes.byteLength,
        list: JSON.parse(text.toString()) as StudioClass[],
      };
    };

    const plain = await decoded(await asked("identity"));
    const brotli = await decoded(await asked("gzip, deflate, br, zstd"));
    const gzipped = await decoded(await asked("gzip;q=1, br;q=0"));
    expect([plain.encoding, brotli.encoding, gzipped.encoding]).toEqual([null, "br", "gzip"]);
    expect(brotli.list).toEqual(plain.list);
    expect(gzipped.list).toEqual(plain.list);
    expect(brotli.bytes).toBeLessThan(plain.bytes);
    expect((await asked("br")).headers.get("vary")).toMatch(/Accept-Encoding/);

    await fill(item.id, 1);
    const afterBooking = await decoded(await asked("br"));
    expect(afterBooking.list.find((entry) => entry.id === item.id)?.slotsFilled).toBe(1);

    // A signed-in answer is the student's own, made for each request: it is never compressed.
    const student = await signedInStudent(testApp);
    const theirs = await student.client.request(range(FROM, TO), {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(theirs.headers.get("content-encoding")).toBeNull();
    expect(((await theirs.json()) as StudioClass[]).length).toBe(plain.list.length);
  });

  it("closes booking in a visitor's answer when the time comes, with nothing written", async () => {
    const item = await aClass({ startsAt: hoursFromNow(3) });
    const visitor = new BrowserLikeClient(testApp);
    expect((await seenBy(visitor, item.id))?.status).toBe("unavailable");
    expect((await seenBy(visitor, item.id))?.status).toBe("unavailable");
    // Booking closes 2 hours before the start.
    clock.set(hoursFromNow(1));
    try {
      expect((await seenBy(visitor, item.id))?.status).toBe("booking_closed");
    } finally {
      clock.set(NOW);
    }
  });

  it("shows a student's class as attended once it ends, with nothing written", async () => {
    const item = await aClass({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0.5) });
    const student = await signedInStudent(testApp, { credits: 10 });
    const visit = await createCreditBooking(testApp.deps.db, student.userId, item.id, {
      attended: true,
    });
    const ownPath = range(FROM, TO).replace("/api/classes", "/api/me/timetable");
    const ownClass = async () =>
      ((await (await student.client.get(ownPath)).json()) as OwnClass[]).find(
        (own) => own.id === item.id,
      );
    expect(await ownClass()).toEqual({
      id: item.id,
      status: "already_booked",
      bookingId: visit.id,
    });
    expect(await ownClass()).toEqual({
      id: item.id,
      status: "already_booked",
      bookingId: visit.id,
    });
    clock.set(hoursFromNow(1));
    try {
      expect(await ownClass()).toEqual({ id: item.id, status: "attended", bookingId: visit.id });
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses a range that ends before it starts or is too long", async () => {
    const visitor = new BrowserLikeClient(testApp);
    expect((await visitor.get(range(TO, FROM))).status).toBe(400);
    expect((await visitor.get(range(FROM, hoursFromNow(24 * 94)))).status).toBe(400);
  });
});
