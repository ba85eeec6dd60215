import { eq } from "drizzle-orm";
import {
  bookingCancellationPolicy,
  bookingClosesAt,
  cancellationDeadline,
  cancellationTerms,
} from "../../../shared/availability.ts";
import type { BookingTerms } from "../../../shared/booking-terms.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { findHeldBooking } from "../bookings/find-held-booking.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { subscriptionCoverage } from "../subscriptions/find-covering-subscription.ts";

/**
 * What booking one class means for the student now (issue #22): paid by their subscription or
 * in credits (the rule bookClass applies, from the same function), their balance, the studio's
 * deadlines for this class, and their booking of it if they hold one. Reads only.
 */
export async function getBookingTerms(
  db: Executor,
  input: { userId: string; courseId: string; now: Date; timeZone: string },
): Promise<BookingTerms> {
  const { userId, courseId, now, timeZone } = input;
  const [item] = await db.select().from(course).where(eq(course.id, courseId));
  if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);

  const [policies, coverage, [member], held] = await Promise.all([
    readBookingPolicies(db),
    subscriptionCoverage(db, userId, item, now, timeZone),
    db.select({ credits: user.credits }).from(user).where(eq(user.id, userId)),
    findHeldBooking(db, userId, courseId),
  ]);
  const covered = coverage?.covers === true;
  // A booking held is judged by the terms it was made under.
  const heldPolicy = held && bookingCancellationPolicy(held, policies);
  return {
    courseId,
    payment: covered ? "subscription" : "credits",
    credits: covered ? 0 : item.credits,
    subscription: coverage && {
      packageName: coverage.active.plan.name,
      usedInClassMonth: coverage.usedInClassMonth,
      maxClassesPerMonth: coverage.active.plan.maxClassesPerMonth,
    },
    balance: member?.credits ?? 0,
    bookingClosesAt: new Date(bookingClosesAt(item.startsAt, policies)).toISOString(),
    freeCancellationUntil: new Date(cancellationDeadline(item.startsAt, policies)).toISOString(),
    booking: held
      ? {
          id: held.id,
          // The table's check constraint holds it to these.
          paidWith: held.paidWith as NonNullable<BookingTerms["booking"]>["paidWith"],
          creditsPaid: held.creditsPaid,
          createdAt: held.createdAt.toISOString(),
          cancellation: cancellationTerms(item.startsAt, now, heldPolicy!),
          cancellationPolicy: heldPolicy!,
        }
      : null,
  };
}
