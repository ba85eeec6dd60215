import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingPolicies, DEFAULT_BOOKING_POLICIES } from "../../../shared/settings.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import { brokenInvariants } from "../../testing/invariants.ts";
import { signedInAdmin, type signedInStudent, signedInStudents } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";

const HOUR = 3_600_000;

describe.each(testDatabases())("bookings under concurrency on %s", (kind) => {
  let testApp: TestApp;
  let tutorId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    tutorId = (await createTutor(testApp.deps.db, { name: "Daniel", bio: "Vinyasa." })).id;
  });
  afterAll(() => testApp.close());

  const aClass = (totalSlots: number, credits: number, hoursAhead = 48) =>
    createCourse(testApp.deps.db, {
      title: "Weekend Vinyasa",
      courseType: "Vinyasa Flow",
      startsAt: new Date(Date.now() + hoursAhead * HOUR),
      endsAt: new Date(Date.now() + (hoursAhead + 1) * HOUR),
      tutorId,
      totalSlots,
      credits,
    });

  it("books exactly 20 of 200 students racing for a 20-slot class", {
    timeout: 180_000,
  }, async () => {
    const item = await aClass(20, 1);
    const racers = await signedInStudents(testApp, 200, 5);
    const statuses = await Promise.all(
      racers.map(
        async ({ client }) => (await client.post("/api/bookings", { courseId: item.id })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(180);

    const [stored] = await testApp.deps.db.select().from(course).where(eq(course.id, item.id));
    expect(stored!.slotsFilled).toBe(20);
    const active = await testApp.deps.db
      .select()
      .from(booking)
      .where(eq(booking.courseId, item.id));
    expect(active.filter((row) => row.status === "booked")).toHaveLength(20);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  it("lets a student with 3 credits book exactly 3 of 10 classes fired at once", async () => {
    const classes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => aClass(5, 1, 30 + index)),
    );
    const [{ client, userId }] = (await signedInStudents(testApp, 1, 3)) as [
      Awaited<ReturnType<typeof signedInStudent>>,
    ];
    const statuses = await Promise.all(
      classes.map(
        async (item) => (await client.post("/api/bookings", { courseId: item.id })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const [stored] = await testApp.deps.db.select().from(user).where(eq(user.id, userId));
    expect(stored!.credits).toBe(0);
    expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
  });

  it("books once for ten simultaneous retries with one Idempotency-Key", async () => {
    const item = await aClass(10, 1);
    const [{ client, userId }] = (await signedInStudents(testApp, 1, 10)) as [
      Awaited<ReturnType<typeof signedInStudent>>,
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.request("/api/bookings", {
          method: "POST",
          json: { courseId: item.id },
          headers: { "idempotency-key": "double-tap" },
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies.map((body) => body.bookingId)).size).toBe(1);
    const mine = await testApp.deps.db.select().from(booking).where(eq(booking.userId, userId));
    expect(mine).toHaveLength(1);
  });

  it("under late cancellations, hands freed seats to racing students without overfilling or refunding", {
    timeout: 180_000,
  }, async () => {
    const { client: admin } = await signedInAdmin(testApp);
    const setPolicies = async (policies: Partial<BookingPolicies>) =>
      expect(
        (await admin.request("/api/admin/settings", { method: "PATCH", json: { policies } }))
          .status,
      ).toBe(200);
    // Three hours ahead: past a six-hour deadline, while booking stays open until 30 minutes before.
    await setPolicies({
      cancellationDeadlineMinutes: 6 * 60,
      lateCancellation: "forfeit",
      bookingClosesMinutesBefore: 30,
    });
    try {
      const item = await aClass(20, 2, 3);
      const holders = await signedInStudents(testApp, 20, 2);
      const held = await Promise.all(
        holders.map(async ({ client }) => {
          const response = await client.post("/api/bookings", { courseId: item.id });
          expect(response.status).toBe(201);
          return (await response.json()).bookingId as string;
        }),
      );
      const waiting = await signedInStudents(testApp, 40, 2);

      const [cancels, bookings] = await Promise.all([
        Promise.all(
          holders.map(async ({ client }, index) => {
            const response = await client.post(`/api/bookings/${held[index]}/cancel`, {});
            return { status: response.status, body: await response.json() };
          }),
        ),
        Promise.all(
          waiting.map(
            async ({ client }) =>
              (await client.post("/api/bookings", { courseId: item.id })).status,
          ),
        ),
      ]);
      expect(cancels.every(({ status, body }) => status === 200 && body.late === true)).toBe(true);
      expect(bookings.filter((status) => status !== 201).every((status) => status === 409)).toBe(
        true,
      );
      // Those who lost the race try again at once, together: exactly the 20 freed seats are taken.
      const again = await Promise.all(
        waiting
          .filter((_, index) => bookings[index] !== 201)
          .map(
            async ({ client }) =>
              (await client.post("/api/bookings", { courseId: item.id })).status,
          ),
      );
      const booked = [...bookings, ...again].filter((status) => status === 201).length;
      expect(booked).toBe(20);

      const [stored] = await testApp.deps.db.select().from(course).where(eq(course.id, item.id));
      expect(stored!.slotsFilled).toBe(booked);
      const kept = await testApp.deps.db
        .select({ credits: user.credits })
        .from(user)
        .where(
          inArray(
            user.id,
            holders.map(({ userId }) => userId),
          ),
        );
      expect(kept.map(({ credits }) => credits)).toEqual(Array(20).fill(0));
      expect(await brokenInvariants(testApp.deps.db)).toEqual({ balances: [], classes: [] });
      expect(await bookingsWithoutTheirLedger(testApp.deps.db)).toEqual([]);
    } finally {
      await setPolicies(DEFAULT_BOOKING_POLICIES);
    }
  });
});
