import { and, count, eq, gte, lt, not } from "drizzle-orm";
import { studioMonthRange } from "../../../shared/studio-time.ts";
import { subscriptionCovers } from "../../../shared/subscription.ts";
import type { Executor, Transaction } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { type ActiveSubscription, findActiveSubscription } from "./find-active-subscription.ts";

type Course = typeof course.$inferSelect;

/**
 * The monthly places the user's subscription has used in the studio month of `item`: its bookings
 * held, and those cancelled without giving the place back (late, or by the studio without refund).
 */
async function subscriptionBookingsInMonth(
  tx: Executor,
  userId: string,
  item: Course,
  timeZone: string,
) {
  const month = studioMonthRange(item.startsAt, timeZone);
  const [row] = await tx
    .select({ n: count() })
    .from(booking)
    .innerJoin(course, eq(course.id, booking.courseId))
    .where(
      and(
        eq(booking.userId, userId),
        // Held bookings are never refunded; cancelled ones count unless their place came back.
        not(booking.refunded),
        eq(booking.paidWith, "subscription"),
        gte(course.startsAt, month.start),
        lt(course.startsAt, month.end),
      ),
    );
  return row!.n;
}

/**
 * The student's active subscription, the monthly places it has used in the studio month of `item`
 * and whether it pays for `item`; null without an active subscription. What a booking would do,
 * so the booking terms shown before confirming (features/booking-terms) never disagree with it.
 */
export async function subscriptionCoverage(
  db: Executor,
  userId: string,
  item: Course,
  now: Date,
  timeZone: string,
): Promise<{ active: ActiveSubscription; usedInClassMonth: number; covers: boolean } | null> {
  const active = await findActiveSubscription(db, userId, now);
  if (!active) return null;
  const usedInClassMonth = await subscriptionBookingsInMonth(db, userId, item, timeZone);
  const covers = subscriptionCovers(
    { course: item, subscription: active.subscription, plan: active.plan, usedInClassMonth },
    now,
  );
  return { active, usedInClassMonth, covers };
}

/**
 * The student's active subscription when it pays for `item` (not private, its yoga type, its
 * monthly number not yet reached in the class's studio month), else null.
 */
export async function findCoveringSubscription(
  tx: Transaction,
  userId: string,
  item: Course,
  now: Date,
  timeZone: string,
): Promise<ActiveSubscription | null> {
  if (item.isPrivate) return null;
  const coverage = await subscriptionCoverage(tx, userId, item, now, timeZone);
  return coverage?.covers ? coverage.active : null;
}
