import { and, count, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { isBookingClosed, isBookingNotOpenYet } from "../../../shared/availability.ts";
import { isProfileComplete } from "../../../shared/identity.ts";
import {
  bookingClosedMessage,
  bookingNotOpenMessage,
  MESSAGES,
  needCreditsMessage,
} from "../../../shared/messages.ts";
import { studioMonthRange } from "../../../shared/studio-time.ts";
import { subscriptionCovers } from "../../../shared/subscription.ts";
import type { Transaction } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { recordCreditUsage } from "../activity/record-credit-usage.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import {
  type ActiveSubscription,
  findActiveSubscription,
} from "../subscriptions/find-active-subscription.ts";

export interface BookedClass {
  message: string;
  bookingId: string;
  courseId: string;
  paidWith: "credits" | "subscription";
  creditsPaid: number;
  /** The balance after the booking. */
  credits: number;
}

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

async function coveringSubscription(
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

/**
 * bookClass (DESIGN.md §5.1), inside the caller's transaction (so an idempotency record can share
 * it). The student's row is locked first: one student's bookings and cancellations run one after
 * another, which keeps the monthly cap exact and the lock order (student, then class) the same
 * everywhere. The slot is taken by a conditional update, so a class never overfills.
 */
export async function bookClass(
  tx: Transaction,
  input: { userId: string; courseId: string; now: Date; mail: BookingMailContext },
): Promise<BookedClass> {
  const { userId, courseId, now, mail } = input;
  const { timeZone } = mail;
  const [member] = await tx
    .select({ name: user.name, nickname: user.nickname, phone: user.phone, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!member || member.banned)
    throw new AppError("account_disabled", MESSAGES.accountDisabled, 403);
  if (!isProfileComplete(member)) {
    throw new AppError("profile_incomplete", MESSAGES.completeProfileFirst, 409);
  }

  const [item] = await tx.select().from(course).where(eq(course.id, courseId));
  if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
  if (item.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
  const [existing] = await tx
    .select({ id: booking.id })
    .from(booking)
    .where(
      and(eq(booking.userId, userId), eq(booking.courseId, courseId), eq(booking.status, "booked")),
    );
  if (existing) throw new AppError("already_booked", MESSAGES.alreadyBooked, 409);
  // The policies as saved now; a change made after this transaction began waits for its end.
  const policies = await readBookingPolicies(tx);
  if (isBookingClosed(item.startsAt, now, policies)) {
    throw new AppError("booking_closed", bookingClosedMessage(policies), 409);
  }
  if (isBookingNotOpenYet(item.startsAt, now, policies)) {
    throw new AppError("booking_not_open", bookingNotOpenMessage(policies), 409);
  }

  // A class seen full needs no lock: most of a burst for a popular class ends here, quickly.
  if (item.slotsFilled >= item.totalSlots) {
    throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
  }

  const subscription = await coveringSubscription(tx, userId, item, now, timeZone);
  const paidWith = subscription ? "subscription" : "credits";
  const creditsPaid = subscription ? 0 : item.credits;

  // The slot is taken last before the writes, so the class's row stays locked only briefly.
  const [taken] = await tx
    .update(course)
    .set({ slotsFilled: sql`${course.slotsFilled} + 1` })
    .where(
      and(
        eq(course.id, courseId),
        lt(course.slotsFilled, course.totalSlots),
        isNull(course.cancelledAt),
      ),
    )
    .returning({ id: course.id });
  if (!taken) {
    // Full, or cancelled by the studio while this booking waited for the class's row.
    const [latest] = await tx
      .select({ cancelledAt: course.cancelledAt })
      .from(course)
      .where(eq(course.id, courseId));
    if (latest?.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
    throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
  }

  const [created] = await tx
    .insert(booking)
    .values({
      userId,
      courseId,
      paidWith,
      creditsPaid,
      subscriptionId: subscription?.subscription.id ?? null,
    })
    .returning({ id: booking.id })
    .catch((error: unknown) => {
      // The partial unique index is the last word should two requests slip past the check above.
      if (isUniqueViolation(error, "booking_one_active_per_user_course")) {
        throw new AppError("already_booked", MESSAGES.alreadyBooked, 409);
      }
      throw error;
    });
  const bookingId = created!.id;

  const [balance] = await tx
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId));
  const credits = subscription
    ? balance!.credits
    : await appendCreditEntry(
        tx,
        { userId, delta: -item.credits, reason: "class_booking", bookingId, courseId },
        needCreditsMessage(item.credits),
      );

  const bookingDetails = {
    bookingId,
    courseId,
    courseTitle: item.title,
    startsAt: item.startsAt.toISOString(),
  };
  await recordActivity(tx, {
    userId,
    actorId: userId,
    type: "booking",
    description: `Booked ${item.title}`,
    metadata: { ...bookingDetails, paidWith, creditsPaid },
  });
  if (creditsPaid > 0) {
    await recordCreditUsage(tx, {
      userId,
      amount: creditsPaid,
      reason: "class_booking",
      spentOn: item.title,
      metadata: bookingDetails,
    });
  }
  await queueBookingMail(
    tx,
    mail,
    { userId, courseId },
    { kind: "booked", creditsPaid, paidWith, byStudio: false },
  );
  return {
    message: MESSAGES.bookingConfirmed,
    bookingId,
    courseId,
    paidWith,
    creditsPaid,
    credits,
  };
}
