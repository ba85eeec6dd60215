import { and, count, eq, gte, lt } from "drizzle-orm";
import { studioMonthRange } from "../../../shared/studio-time.ts";
import { subscriptionCovers } from "../../../shared/subscription.ts";
import type { Transaction } from "../../db/client.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { type ActiveSubscription, findActiveSubscription } from "./find-active-subscription.ts";

type Course = typeof course.$inferSelect;

/** Subscription-paid bookings of the user for classes in the same studio month as `item`. */
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
        eq(booking.status, "booked"),
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
