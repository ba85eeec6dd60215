import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { CancellationPolicy } from "../../../shared/availability.ts";
import type { BookingPayment } from "../../../shared/constants.ts";
import { MESSAGES, needCreditsMessage } from "../../../shared/messages.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Transaction } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { named } from "../../db/named-statement.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { creditUsageActivity } from "../activity/credit-usage-activity.ts";
import { bookingActivityDetails, recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import type { ActiveSubscription } from "../subscriptions/find-active-subscription.ts";

export interface BookedClass {
  message: string;
  bookingId: string;
  courseId: string;
  paidWith: BookingPayment;
  creditsPaid: number;
  /** The balance after the booking. */
  credits: number;
}

/** How the place is paid, as the caller's rules decided. */
export type PlacePayment =
  | { paidWith: "credits" }
  | { paidWith: "subscription"; subscriptionId: string }
  | { paidWith: "complimentary" };

/** A student's own booking is paid by their subscription where it covers the class, else credits. */
export function ownPayment(covering: ActiveSubscription | null): PlacePayment {
  return covering
    ? { paidWith: "subscription", subscriptionId: covering.subscription.id }
    : { paidWith: "credits" };
}

/** How a refusal of a student's own booking is worded. */
export function ownRefusals(item: { credits: number }) {
  return { alreadyBooked: MESSAGES.alreadyBooked, needCredits: needCreditsMessage(item.credits) };
}

/**
 * The writes of a booking once the caller's own checks have passed (a student's in bookClass, the
 * desk's in bookStudentIn), inside the caller's transaction with the student's row already locked:
 * the booking, the credits with their ledger entry, the activity, the e-mail, and last the slot,
 * taken by a conditional update (never past the size, never in a cancelled class). `refusals`
 * words a refusal for whoever asked.
 */
export async function placeBooking(
  tx: Transaction,
  input: {
    userId: string;
    /** The student's balance as read under their lock, before this booking. */
    balance: number;
    item: typeof course.$inferSelect;
    payment: PlacePayment;
    /** The clock's time of the booking: whether a reminder is due depends on it. */
    now: Date;
    /** The studio's policies now: the booking keeps its cancellation terms. */
    policies: CancellationPolicy;
    /** The admin who booked the student in, and why; null when the student booked. */
    bookedBy: string | null;
    reason: string | null;
    /** Booked into a freed seat as the first in the class's waitlist. */
    fromWaitlist?: boolean;
    /**
     * Whether students wait in the class's line, as read under the student's lock (which a place
     * in it is taken under, too); when none does, the student holds no place there to end.
     */
    waitingLine?: boolean;
    mail: BookingMailContext;
    refusals: { alreadyBooked: string; needCredits: string };
  },
): Promise<BookedClass> {
  const { userId, balance, item, payment, now, policies, bookedBy, reason, mail, refusals } = input;
  const fromWaitlist = input.fromWaitlist ?? false;
  const courseId = item.id;
  const { paidWith } = payment;
  const creditsPaid = paidWith === "credits" ? item.credits : 0;

  const [created] = await insertBookingStatement(tx)
    .execute({
      userId,
      courseId,
      paidWith,
      creditsPaid,
      subscriptionId: payment.paidWith === "subscription" ? payment.subscriptionId : null,
      bookedBy,
      bookingReason: reason,
      createdAt: now,
      cancellationDeadlineMinutes: policies.cancellationDeadlineMinutes,
      lateCancellation: policies.lateCancellation,
    })
    .catch((error: unknown) => {
      // The partial unique index is the last word should two requests slip past the caller's check.
      if (isUniqueViolation(error, "booking_one_active_per_user_course")) {
        throw new AppError("already_booked", refusals.alreadyBooked, 409);
      }
      throw error;
    });
  const bookingId = created!.id;
  // Booked, by the line or otherwise (the desk, or after the waitlist closed): no longer waiting.
  if (input.waitingLine ?? true) {
    await tx
      .update(waitlistEntry)
      .set({ status: "booked", endedAt: now, bookingId })
      .where(
        and(
          eq(waitlistEntry.courseId, courseId),
          eq(waitlistEntry.userId, userId),
          eq(waitlistEntry.status, "waiting"),
        ),
      );
  }

  // The balance after the booking: what the debit leaves, or as it was when nothing was paid.
  const credits =
    creditsPaid > 0
      ? await appendCreditEntry(
          tx,
          {
            userId,
            delta: -creditsPaid,
            reason: "class_booking",
            bookingId,
            courseId,
            actorId: bookedBy ?? undefined,
          },
          {
            now,
            validAt: item.startsAt,
            insufficientMessage: refusals.needCredits,
            lockedBalance: balance,
          },
        )
      : balance;

  const bookingDetails = bookingActivityDetails(bookingId, item);
  await recordActivity(
    tx,
    {
      userId,
      actorId: bookedBy ?? userId,
      type: "booking",
      description: fromWaitlist
        ? `Booked ${item.title} from the waitlist`
        : bookedBy === null
          ? `Booked ${item.title}`
          : `Booked in for ${item.title} by the studio${paidWith === "complimentary" ? ", complimentary" : ""}${reason ? `: ${reason}` : ""}`,
      metadata: { ...bookingDetails, paidWith, creditsPaid, ...(fromWaitlist && { fromWaitlist }) },
      createdAt: now,
    },
    ...(creditsPaid > 0
      ? [
          creditUsageActivity({
            userId,
            amount: creditsPaid,
            reason: "class_booking",
            spentOn: item.title,
            metadata: bookingDetails,
            now,
          }),
        ]
      : []),
  );
  await queueBookingMail(
    tx,
    mail,
    { userId, courseId },
    fromWaitlist
      ? { kind: "booked_from_waitlist", creditsPaid, paidWith }
      : { kind: "booked", creditsPaid, paidWith, byStudio: bookedBy !== null },
  );
  // The slot is taken last: the class's row, which every booking of the class waits for, is then
  // held only for this statement and the commit. Refused here, everything above rolls back.
  await takeSlot(tx, courseId);
  return {
    message: MESSAGES.bookingConfirmed,
    bookingId,
    courseId,
    paidWith,
    creditsPaid,
    credits,
  };
}

const insertBookingStatement = builtPerConnection((tx) =>
  named(
    tx
      .insert(booking)
      .values({
        userId: sql.placeholder("userId"),
        courseId: sql.placeholder("courseId"),
        paidWith: sql.placeholder("paidWith"),
        creditsPaid: sql.placeholder("creditsPaid"),
        subscriptionId: sql.placeholder("subscriptionId"),
        bookedBy: sql.placeholder("bookedBy"),
        bookingReason: sql.placeholder("bookingReason"),
        createdAt: sql.placeholder("createdAt"),
        cancellationDeadlineMinutes: sql.placeholder("cancellationDeadlineMinutes"),
        lateCancellation: sql.placeholder("lateCancellation"),
      })
      .returning({ id: booking.id }),
    "insert_booking",
  ),
);

const takeSlotStatement = builtPerConnection((tx) =>
  named(
    tx
      .update(course)
      .set({ slotsFilled: sql`${course.slotsFilled} + 1` })
      .where(
        and(
          eq(course.id, sql.placeholder("courseId")),
          lt(course.slotsFilled, course.totalSlots),
          isNull(course.cancelledAt),
        ),
      )
      .returning({ id: course.id }),
    "take_slot",
  ),
);

/** Takes a place in the class: never past its size, never in a cancelled class. */
async function takeSlot(tx: Transaction, courseId: string): Promise<void> {
  const [taken] = await takeSlotStatement(tx).execute({ courseId });
  if (taken) return;
  // Full, or cancelled by the studio while this booking waited for the class's row.
  const [latest] = await tx
    .select({ cancelledAt: course.cancelledAt })
    .from(course)
    .where(eq(course.id, courseId));
  if (latest?.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
  throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
}
