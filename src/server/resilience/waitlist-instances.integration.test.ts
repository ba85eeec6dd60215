import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { booking, course, waitlistEntry } from "../db/schema/courses.ts";
import { findClassesToFill } from "../features/waitlist/find-classes-to-fill.ts";
import { brokenInvariants, brokenWaitlistInvariants } from "../testing/invariants.ts";
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

const SEATS = 20;

async function send(instance: StudioProcess, member: SeededMember, path: string) {
  const response = await fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: memberHeaders(member),
    body: "{}",
  });
  return { status: response.status, body: await response.json() };
}

/** A full class of `SEATS`, each seat held, and `waiting` members in line in a known order. */
async function fullClassWithLine(store: StudioStore, waiting: number) {
  const seeding = await store.open();
  const holders = await seedMembers(seeding, SEATS, { credits: 2 });
  const line = await seedMembers(seeding, waiting, { credits: 2 });
  const [item] = await seedClasses(seeding, 1, { totalSlots: SEATS, credits: 1 });
  await seeding.close();
  return { holders, line, item: item! };
}

/** The waitlist's promises, read from the database once the instances are done. */
async function expectLineServedInOrder(db: Database, courseId: string) {
  const places = await db
    .select()
    .from(waitlistEntry)
    .where(eq(waitlistEntry.courseId, courseId))
    .orderBy(waitlistEntry.line);
  const booked = places.filter(({ status }) => status === "booked");
  const waiting = places.filter(({ status }) => status === "waiting");
  if (booked.length > 0 && waiting.length > 0) {
    expect(Math.max(...booked.map(({ line }) => line))).toBeLessThan(
      Math.min(...waiting.map(({ line }) => line)),
    );
  }
  const [stored] = await db.select().from(course).where(eq(course.id, courseId));
  expect(waiting.length === 0 || stored!.slotsFilled === stored!.totalSlots).toBe(true);
  expect(await findClassesToFill(db, new Date())).toEqual([]);
  expect(await brokenInvariants(db)).toEqual({ balances: [], classes: [] });
  expect(await brokenWaitlistInvariants(db)).toEqual({
    bookedAndWaiting: [],
    bookedElsewhere: [],
  });
  expect(await bookingsWithoutTheirLedger(db)).toEqual([]);
  return { booked, waiting };
}

async function heldBookings(store: StudioStore, courseId: string) {
  const reading = await store.open();
  try {
    return await reading.db
      .select({ id: booking.id, userId: booking.userId })
      .from(booking)
      .where(and(eq(booking.courseId, courseId), eq(booking.status, "booked")));
  } finally {
    await reading.close();
  }
}

/**
 * The waitlist across processes on one PostgreSQL database (issue #22): two instances serving
 * cancels and joins at once fill every freed seat from the line in order, and a kill -9 between a
 * cancel and its promotion loses nothing, for the next instance serves the line as it starts.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the waitlist across app instances", () => {
  let store: StudioStore | undefined;
  afterEach(async () => {
    await killAllStudios();
    await store?.destroy();
    store = undefined;
  });

  it(`two instances: ${SEATS} cancels racing ${SEATS} joins serve the line in order`, {
    timeout: 120_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const { holders, line, item } = await fullClassWithLine(store, SEATS / 2);
    const seeding = await store.open();
    const racers = await seedMembers(seeding, SEATS, { credits: 2 });
    await seeding.close();
    const instances = await Promise.all([
      startStudio(store.serverEnv),
      startStudio(store.serverEnv),
    ]);
    for (const [index, member] of holders.entries()) {
      const booked = await fetch(`${instances[index % 2]!.url}/api/bookings`, {
        method: "POST",
        headers: memberHeaders(member),
        body: JSON.stringify({ courseId: item.id }),
      });
      expect(booked.status).toBe(201);
    }
    for (const member of line) {
      expect((await send(instances[0]!, member, `/api/classes/${item.id}/waitlist`)).status).toBe(
        201,
      );
    }

    const held = await heldBookings(store, item.id);
    const answers = await Promise.all([
      ...held.map(({ id, userId }, index) =>
        send(
          instances[index % 2]!,
          holders.find((member) => member.userId === userId)!,
          `/api/bookings/${id}/cancel`,
        ),
      ),
      ...racers.map((member, index) =>
        send(instances[(index + 1) % 2]!, member, `/api/classes/${item.id}/waitlist`),
      ),
    ]);
    expect(answers.slice(0, SEATS).map(({ status }) => status)).toEqual(Array(SEATS).fill(200));
    for (const { status } of answers.slice(SEATS)) expect([201, 409]).toContain(status);

    const checking = await store.open();
    try {
      const { booked } = await expectLineServedInOrder(checking.db, item.id);
      for (const member of line)
        expect(booked.map(({ userId }) => userId)).toContain(member.userId);
    } finally {
      await checking.close();
    }
  });

  it("a kill -9 in the middle of a burst of cancels loses no promotion", {
    timeout: 120_000,
  }, async () => {
    store = await createStudioStore("postgres");
    const { holders, line, item } = await fullClassWithLine(store, SEATS);
    const first = await startStudio(store.serverEnv);
    for (const member of holders) {
      const booked = await fetch(`${first.url}/api/bookings`, {
        method: "POST",
        headers: memberHeaders(member),
        body: JSON.stringify({ courseId: item.id }),
      });
      expect(booked.status).toBe(201);
    }
    for (const member of line) {
      expect((await send(first, member, `/api/classes/${item.id}/waitlist`)).status).toBe(201);
    }

    const held = await heldBookings(store, item.id);
    const burst = held.map(({ id, userId }) =>
      send(first, holders.find((member) => member.userId === userId)!, `/api/bookings/${id}/cancel`)
        .then(({ status }) => status)
        .catch(() => "cut off" as const),
    );
    // Killed as soon as the first cancel is answered: others are committed, mid-way or not sent.
    await Promise.race(burst);
    first.signal("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const outcomes = await Promise.all(burst);
    const left = await store.open();
    const [killedAt] = await left.db.select().from(course).where(eq(course.id, item.id));
    await left.close();
    console.info(
      `kill -9 mid-burst: ${outcomes.filter((outcome) => outcome === 200).length} cancels answered, ${SEATS - killedAt!.slotsFilled} seats left free for the next instance`,
    );

    // The next instance serves what the killed one left, as it starts.
    await startStudio(store.serverEnv);
    const checking = await store.open();
    try {
      const deadline = Date.now() + 20_000;
      while ((await findClassesToFill(checking.db, new Date())).length > 0) {
        if (Date.now() > deadline) throw new Error("the line was not served after the restart");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const cancelled = await checking.db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.courseId, item.id), eq(booking.status, "cancelled")));
      const { booked } = await expectLineServedInOrder(checking.db, item.id);
      // Every seat that a committed cancel freed went to the line.
      expect(booked).toHaveLength(cancelled.length);
    } finally {
      await checking.close();
    }
  });
});
