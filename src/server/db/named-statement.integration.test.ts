import { eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBookingStatesWithin } from "../features/bookings/read-booking-state.ts";
import { lockHeldBatches } from "../features/credits/expire-due-credits.ts";
import { findActiveSubscription } from "../features/subscriptions/find-active-subscription.ts";
import { createTestApp, type TestApp, testDatabases } from "../testing/test-app.ts";
import { queryRows } from "./client.ts";
import { createCourse, createUser } from "./factories.ts";
import { batchOf, constant, named } from "./named-statement.ts";
import { booking, course } from "./schema/courses.ts";

/** How many times PostgreSQL plans a named statement for its values before it weighs its generic plan. */
const PLANS_FOR_VALUES = 5;
/** Executions of each statement in the test: a few more than that. */
const EXECUTIONS = PLANS_FOR_VALUES + 2;

describe("a named statement's text", () => {
  const db = drizzle.mock();

  it("writes a constant as a literal, and reads a batch through a sub-select", () => {
    const query = db
      .select({ id: booking.id })
      .from(booking)
      .where(
        sql`${eq(booking.status, constant("booked"))} and ${booking.userId} = any(${batchOf("userIds", "text")})`,
      );
    expect(query.toSQL()).toMatchObject({
      sql: `select "id" from "booking" where "booking"."status" = 'booked' and "booking"."user_id" = any((select $1::text[])::text[])`,
    });
    expect(() => named(query, "test_written")).not.toThrow();
  });

  it("is refused when it binds a string or a boolean, which the refusal names", () => {
    const bound = db.select({ id: booking.id }).from(booking).where(eq(booking.status, "booked"));
    expect(() => named(bound, "test_bound")).toThrow(/test_bound binds booked/);
    const flag = db.select({ id: course.id }).from(course).where(eq(course.isPrivate, true));
    expect(() => named(flag, "test_flag")).toThrow(/test_flag binds true/);
  });
});

describe.each(testDatabases())("the studio's named statements on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  it("are planned once on a connection, after its first plans for the values", async () => {
    const { db, auth } = testApp.deps;
    const student = await createUser(db, auth, {
      email: "planned.once@example.com",
      password: "password-planned",
      credits: { amount: 5 },
    });
    const item = await createCourse(db, {
      title: "Planned Flow",
      courseType: "Hatha Yoga",
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      tutorId: null,
      totalSlots: 10,
      credits: 1,
    });
    // A constant of each kind: the statuses, the held credits' `remaining > 0`, `is_active`; and
    // the batch of booking states.
    const names = ["active_subscription", "booking_states", "held_batches"];
    // A transaction holds one connection, whose statements pg_prepared_statements lists.
    const plans = await db.transaction(async (tx) => {
      for (let run = 0; run < EXECUTIONS; run++) {
        await readBookingStatesWithin(tx, [{ userId: student.id, courseId: item.id }]);
        await lockHeldBatches(tx, student.id);
        await findActiveSubscription(tx, student.id, new Date());
      }
      return queryRows<{ name: string; generic: number; custom: number }>(
        tx,
        sql`select name, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where ${inArray(sql`name`, names)} order by name`,
      );
    });
    // Planned afresh at every execution, each would show only plans for the values. The
    // connection may have run one of them before, for the student's credits.
    expect(plans).toEqual(
      names.map((name) => ({
        name,
        generic: expect.toBeOneOf([
          EXECUTIONS - PLANS_FOR_VALUES,
          EXECUTIONS - PLANS_FOR_VALUES + 1,
        ]),
        custom: PLANS_FOR_VALUES,
      })),
    );
  });
});
