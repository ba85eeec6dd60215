import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages.ts";
import { booking, course } from "../db/schema/courses.ts";
import { brokenInvariants } from "../testing/invariants.ts";
import { bookingsWithoutTheirLedger } from "./booking-ledger.ts";
import { killAllStudios, type StudioProcess, startStudio } from "./studio-process.ts";
import {
  createStudioStore,
  memberHeaders,
  type SeededMember,
  type StudioStore,
  seedClasses,
  seedMembers,
} from "./studio-store.ts";

const STUDENTS = 500;
const SLOTS = 20;

/**
 * Two app processes on one PostgreSQL database behave as one: a burst of 500 bookings for a
 * 20-slot class, half sent to each, books exactly 20. Nothing held in one process's memory can
 * make this pass: only the database's locks and conditional writes.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two app instances on one PostgreSQL", () => {
  let store: StudioStore | undefined;
  afterEach(async () => {
    await killAllStudios();
    await store?.destroy();
    store = undefined;
  });

  it(`books exactly ${SLOTS} of ${STUDENTS} bookings sent to both at once`, {
    timeout: 90_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const seeding = await store.open();
    const students = await seedMembers(seeding, STUDENTS, { credits: 2 });
    const [item] = await seedClasses(seeding, 1, { totalSlots: SLOTS, credits: 1 });
    await seeding.close();

    const instances = await Promise.all([
      startStudio(store.serverEnv),
      startStudio(store.serverEnv),
    ]);
    const book = async (student: SeededMember, instance: StudioProcess) => {
      const response = await fetch(`${instance.url}/api/bookings`, {
        method: "POST",
        headers: memberHeaders(student),
        body: JSON.stringify({ courseId: item!.id }),
      });
      return { status: response.status, body: await response.json(), port: instance.port };
    };
    const answers = await Promise.all(
      students.map((student, index) => book(student, instances[index % 2]!)),
    );

    const booked = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(booked).toHaveLength(SLOTS);
    expect(refused).toHaveLength(STUDENTS - SLOTS);
    for (const answer of booked) expect(answer.body.message).toBe(MESSAGES.bookingConfirmed);
    for (const answer of refused) {
      expect(answer.body.error).toMatchObject({
        code: "fully_booked",
        message: MESSAGES.fullyBooked,
      });
    }

    await Promise.all(
      instances.map(async (instance) => {
        instance.signal("SIGTERM");
        expect(await instance.exited).toEqual({ code: 0, signal: null });
      }),
    );
    const checking = await store.open();
    try {
      const [stored] = await checking.db.select().from(course).where(eq(course.id, item!.id));
      expect(stored!.slotsFilled).toBe(SLOTS);
      const rows = await checking.db.select().from(booking).where(eq(booking.courseId, item!.id));
      expect(rows.map((row) => row.id).sort()).toEqual(
        booked.map((answer) => answer.body.bookingId).sort(),
      );
      expect(await bookingsWithoutTheirLedger(checking.db)).toEqual([]);
      expect(await brokenInvariants(checking.db)).toEqual({ balances: [], classes: [] });
    } finally {
      await checking.close();
    }
    const bookedPerInstance = instances.map(
      (instance) => booked.filter((answer) => answer.port === instance.port).length,
    );
    console.info(`postgres, two instances: booked ${bookedPerInstance.join(" + ")}`);
  });

  it("sees a booking and a sign-out made through one instance in the other's next answer", {
    timeout: 60_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const seeding = await store.open();
    const [student] = await seedMembers(seeding, 1, { credits: 2 });
    const [item] = await seedClasses(seeding, 1, { totalSlots: SLOTS, credits: 1 });
    await seeding.close();
    const [first, second] = await Promise.all([
      startStudio(store.serverEnv),
      startStudio(store.serverEnv),
    ]);
    const statusOn = async (instance: StudioProcess) => {
      const response = await fetch(`${instance.url}/api/classes`, {
        headers: memberHeaders(student!),
      });
      if (response.status !== 200) return response.status;
      const classes: { id: string; status: string }[] = await response.json();
      return classes.find((listed) => listed.id === item!.id)?.status;
    };
    const request = (instance: StudioProcess, path: string, method = "GET") =>
      fetch(`${instance.url}${path}`, {
        method,
        headers: memberHeaders(student!),
        ...(method === "POST" ? { body: JSON.stringify({ courseId: item!.id }) } : {}),
      });

    // Both instances keep the timetable they answered with; neither may answer from it stale.
    expect([await statusOn(first!), await statusOn(second!)]).toEqual(["available", "available"]);
    expect((await request(first!, "/api/bookings", "POST")).status).toBe(201);
    expect(await statusOn(second!)).toBe("already_booked");

    expect((await request(second!, "/api/me")).status).toBe(200);
    const signOut = await fetch(`${first!.url}/api/auth/sign-out`, {
      method: "POST",
      headers: memberHeaders(student!),
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect((await request(second!, "/api/me")).status).toBe(401);
    expect(await statusOn(second!)).toBe("unavailable");
  });
});
