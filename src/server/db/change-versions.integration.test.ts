import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactionHeldOpen, untilWaitingForLocks } from "../testing/lock-waits.ts";
import { signedInStudent } from "../testing/students.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { createChangeVersions } from "./change-versions.ts";
import type { Executor } from "./client.ts";
import { createCourse, createCreditBooking } from "./factories.ts";
import { booking, course } from "./schema/courses.ts";

const HOUR = 3_600_000;

/** Changes a row without changing it: its triggers fire as for any change. */
const touchBooking = (tx: Executor, id: string) =>
  tx
    .update(booking)
    .set({ status: sql`${booking.status}` })
    .where(eq(booking.id, id));
const touchClass = (tx: Executor, id: string) =>
  tx
    .update(course)
    .set({ slotsFilled: sql`${course.slotsFilled}` })
    .where(eq(course.id, id));

describe.each(testDatabases())("the change counters on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  it("are bumped by two commits that changed a booking and a class in opposite orders, neither failing", async () => {
    const { db } = testApp.deps;
    const student = await signedInStudent(testApp, { credits: 10 });
    const classes = await Promise.all(
      [1, 2].map((day) =>
        createCourse(db, {
          title: `Class ${day}`,
          courseType: "Hatha Yoga",
          startsAt: new Date(Date.now() + day * 24 * HOUR),
          endsAt: new Date(Date.now() + day * 24 * HOUR + HOUR),
          tutorId: null,
          totalSlots: 10,
          credits: 1,
        }),
      ),
    );
    const bookings = [
      await createCreditBooking(db, student.userId, classes[0]!.id),
      await createCreditBooking(db, student.userId, classes[1]!.id),
    ];
    const versions = createChangeVersions(db);
    const before = await versions();

    // As a cancellation: its booking, then its class. The booking's counter is bumped now, as a
    // commit would, and held while the other transaction asks for the timetable's.
    const cancellation = await transactionHeldOpen(db, async (tx) => {
      await touchBooking(tx, bookings[0]!.id);
      await touchClass(tx, classes[0]!.id);
      await tx.execute(sql`set constraints "booking_changes_bookings" immediate`);
    });
    // As a booking: its class, then its booking.
    const placing = db.transaction(async (tx) => {
      await touchClass(tx, classes[1]!.id);
      await touchBooking(tx, bookings[1]!.id);
      let bumped = false;
      const timetableBumped = tx
        .execute(sql`set constraints "course_changes_timetable" immediate`)
        .finally(() => {
          bumped = true;
        });
      await untilWaitingForLocks(db, { done: () => bumped });
      cancellation.release();
      await timetableBumped;
    });

    const outcomes = await Promise.allSettled([cancellation.committed, placing]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
    const after = await versions();
    expect(after.bookings - before.bookings).toBe(2);
    expect(after.timetable - before.timetable).toBe(2);
  });
});
