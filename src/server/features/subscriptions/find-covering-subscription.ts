import { and, count, eq, gte, lt, not } from "drizzle-orm";
import { studioMonthRange } from "../../../shared/studio-time.ts";
import { subscriptionCovers } from "../../../shared/subscription.ts";
import type { Transaction } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { type ActiveSubscription, findActiveSubscription } from "./find-active-subscription.ts";

type Course = typeof course.$inferSelect;

/**
 * The monthly places the user's subscription has used in the studio month of `item`: its bookings
 * held, and those cancelled without giving the place back (late, or by the studio without refund).
 */
async function subscriptionBookingsInMonth(
  tx: Transaction,
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
  const active = await findActiveSubscription(tx, userId, now);
  if (!active) return null;
  const usedInClassMonth = await subscriptionBookingsInMonth(tx, userId, item, timeZone);
  const covered = subscriptionCovers(
    { course: item, subscription: active.subscription, plan: active.plan, usedInClassMonth },
    now,
  );
  return covered ? active : null;
}
