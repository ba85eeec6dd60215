import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { YogaType } from "../../../shared/constants.ts";
import { createCourse, createTutor } from "../../db/factories.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { bookingsWithoutTheirLedger } from "../../resilience/booking-ledger.ts";
import { capturedLog, ERROR_LEVEL } from "../../testing/captured-log.ts";
import { brokenInvariants, brokenWaitlistInvariants } from "../../testing/invariants.ts";
import { signedInAdmin, signedInStudents } from "../../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../../testing/test-app.ts";
import { findClassesToFill } from "./find-classes-to-fill.ts";

const HOUR = 3_600_000;
const SEATS = 20;

describe.each(testDatabases())("the waitlist under concurrency on %s", (kind) => {
  let testApp: TestApp;
  let tutorId: string;

  const logged = capturedLog();

  beforeAll(async () => {
    testApp = await createTestApp({ kind, log: logged.log });
    tutorId = (await createTutor(testApp.deps.db, { name: "Farid", bio: "Flow." })).id;
  });
  afterAll(() => testApp.close());

  /**
   * A class of half the seats, every seat booked by a holder (with 3 credits), and `waiting`
   * students (3 credits each) in its line in the order they joined.
   */
  const fullClassWithLine = async (title: string, courseType: YogaType, waiting: number) => {
    const seats = SEATS / 2;
    const item = await createCourse(testApp.deps.db, {
      title,
      courseType,
      startsAt: new Date(Date.now() + 48 * HOUR),
      endsAt: new Date(Date.now() + 49 * HOUR),
      tutorId,
      totalSlots: seats,
      credits: 1,
    });
    const holders = [];
    for (const student of await signedInStudents(testApp, seats, 3)) {
      const booked = await student.client.post("/api/bookings", { courseId: item.id });
      expect(booked.status).toBe(201);
      const { bookingId } = (await booked.json()) as { bookingId: string };
      holders.push({ ...student, bookingId });
    }
    const line = [];
    for (const student of await signedInStudents(testApp, waiting, 3)) {
      const joined = await student.client.post(`/api/classes/${item.id}/waitlist`, {});
      expect(joined.status).toBe(201);
      const { id: placeId } = (await joined.json()) as { id: string };
      line.push({ ...student, placeId });
    }
    return { item, seats, holders, line };
  };

  /** The class's line first to last, with its places booked from it and those still waiting. */
  const lineOf = async (courseId: string) => {
    const places = await testApp.deps.db
      .select()
      .from(waitlistEntry)
      .where(eq(waitlistEntry.courseId, courseId))
      .orderBy(waitlistEntry.line);
    return {
      places,
      booked: places.filter(({ status }) => status === "booked"),
      waiting: places.filter(({ status }) => status === "waiting"),
    };
  };

  it(`serves the line in order when ${SEATS} cancels race ${SEATS} joins: no overfill, no one twice, ledger exact`, {
    timeout: 180_000,
  }, async () => {
    const item = await createCourse(testApp.deps.db, {
      title: "Full Power Hour",
      courseType: "Power Yoga",
      startsAt: new Date(Date.now() + 48 * HOUR),
      endsAt: new Date(Date.now() + 49 * HOUR),
      tutorId,
      totalSlots: SEATS,
      credits: 1,
    });
    const holders = await signedInStudents(testApp, SEATS, 3);
    for (const holder of holders) {
      expect((await holder.client.post("/api/bookings", { courseId: item.id })).status).toBe(201);
    }
    // Half the seats' worth already waits, in a known order; the first three cannot pay.
    const broke = await signedInStudents(testApp, 3, 0);
    const early = [...broke, ...(await signedInStudents(testApp, SEATS / 2 - 3, 3))];
    for (const student of early) {
      expect((await student.client.post(`/api/classes/${item.id}/waitlist`, {})).status).toBe(201);
    }
    const racers = await signedInStudents(testApp, SEATS, 3);

    const heldIds = await testApp.deps.db
      .select({ id: booking.id, userId: booking.userId })
      .from(booking)
      .where(and(eq(booking.courseId, item.id), eq(booking.status, "booked")));
    const answers = await Promise.all([
      ...heldIds.map(async ({ id, userId }) => {
        const holder = holders.find((each) => each.userId === userId)!;
        return {
          kind: "cancel",
          status: (await holder.client.post(`/api/bookings/${id}/cancel`, {})).status,
        };
      }),
      ...racers.map(async (racer) => ({
        kind: "join",
        status: (await racer.client.post(`/api/classes/${item.id}/waitlist`, {})).status,
      })),
    ]);
    expect(
      answers.filter((answer) => answer.kind === "cancel").map(({ status }) => status),
    ).toEqual(Array(SEATS).fill(200));
    // A joiner either got in line or was told a seat was free (the line was empty at that moment).
    for (const answer of answers.filter(({ kind }) => kind === "join")) {
      expect([201, 409]).toContain(answer.status);
    }

    const db = testApp.deps.db;
    const { places, booked, waiting } = await lineOf(item.id);
    const skipped = places.filter(({ status }) => status === "skipped");
    // Those who could not pay were skipped, and told; everyone else who waited early got a seat.
    expect(skipped.map(({ userId }) => userId).sort()).toEqual(
      broke.map(({ userId }) => userId).sort(),
    );
    for (const student of early.slice(3)) {
      expect(booked.map(({ userId }) => userId)).toContain(student.userId);
    }
    // Never the head of the line skipped: everyone booked from it stood ahead of everyone waiting.
    if (waiting.length > 0 && booked.length > 0) {
      expect(Math.max(...booked.map(({ line }) => line))).toBeLessThan(
        Math.min(...waiting.map(({ line }) => line)),
      );
    }
    const [stored] = await db.select().from(course).where(eq(course.id, item.id));
    expect(stored!.slotsFilled).toBe(booked.length);
    // No free seat is left while anyone waits.
    expect(waiting.length === 0 || stored!.slotsFilled === SEATS).toBe(true);
    expect(await findClassesToFill(db, new Date())).not.toContain(item.id);
    expect(new Set(booked.map(({ userId }) => userId)).size).toBe(booked.length);
    expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
    expect(await brokenWaitlistInvariants(db)).toEqual({
      bookedAndWaiting: [],
      bookedElsewhere: [],
    });
    expect(await bookingsWithoutTheirLedger(db)).toEqual([]);
  });

  it("moves someone to the front while the line is served: no deadlock, the line's order held", {
    timeout: 180_000,
  }, async () => {
    // One more waits than there are seats; the last to join is moved to the front.
    const { item, seats, holders, line } = await fullClassWithLine(
      "Jump-the-queue Yin",
      "Yin Yoga",
      SEATS / 2 + 1,
    );
    const admin = await signedInAdmin(testApp);

    const [moved, ...cancels] = await Promise.all([
      admin.client.post(`/api/admin/waitlist/${line.at(-1)!.placeId}/front`, {}),
      ...holders.map(({ client, bookingId }) =>
        client.post(`/api/bookings/${bookingId}/cancel`, {}),
      ),
    ]);
    // Moved while still waiting, or already booked from the line by then.
    expect([200, 404]).toContain(moved!.status);
    expect(cancels.map(({ status }) => status)).toEqual(Array(seats).fill(200));
    expect(logged.entries().filter(({ level }) => level >= ERROR_LEVEL)).toEqual([]);

    const db = testApp.deps.db;
    const { booked, waiting } = await lineOf(item.id);
    expect(booked).toHaveLength(seats);
    expect(waiting).toHaveLength(1);
    expect(Math.max(...booked.map(({ line }) => line))).toBeLessThan(waiting[0]!.line);
    const [stored] = await db.select().from(course).where(eq(course.id, item.id));
    expect(stored!.slotsFilled).toBe(seats);
    expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(db)).toEqual([]);
  });

  it("cancels the class while its holders cancel and its line is served: no deadlock, everyone refunded, the line closed", {
    timeout: 180_000,
  }, async () => {
    const { item, holders, line } = await fullClassWithLine(
      "Called-off Flow",
      "Hatha Yoga",
      SEATS / 2,
    );
    const admin = await signedInAdmin(testApp);

    const [calledOff, ...cancels] = await Promise.all([
      admin.client.post(`/api/admin/courses/${item.id}/cancel`, { reason: "The roof leaks" }),
      ...holders.map(({ client, bookingId }) =>
        client.post(`/api/bookings/${bookingId}/cancel`, {}),
      ),
    ]);
    expect(calledOff!.status).toBe(200);
    // Nothing failed on the way: no turn of the line was chosen to end a deadlock.
    expect(logged.entries().filter(({ level }) => level >= ERROR_LEVEL)).toEqual([]);
    // Each holder cancelled first, or found the studio had cancelled their booking.
    for (const cancel of cancels) expect([200, 409]).toContain(cancel.status);

    const db = testApp.deps.db;
    const [stored] = await db.select().from(course).where(eq(course.id, item.id));
    expect(stored!.cancelledAt).not.toBeNull();
    expect(stored!.slotsFilled).toBe(0);
    const stillBooked = await db
      .select()
      .from(booking)
      .where(and(eq(booking.courseId, item.id), eq(booking.status, "booked")));
    expect(stillBooked).toEqual([]);
    expect((await lineOf(item.id)).waiting).toEqual([]);
    // Whoever held a seat, from the start or from the line, has every credit back.
    for (const student of [...holders, ...line]) {
      const [member] = await db.select().from(user).where(eq(user.id, student.userId));
      expect(member!.credits).toBe(3);
    }
    expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
    expect(await bookingsWithoutTheirLedger(db)).toEqual([]);
  });
});
