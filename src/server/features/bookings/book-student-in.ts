import { eq } from "drizzle-orm";
import type { BookingPayment } from "../../../shared/constants.ts";
import { MESSAGES, studentNeedsCreditsMessage } from "../../../shared/messages.ts";
import type { DeskClassSale, RechargeResult } from "../../../shared/sales.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { course } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { sellCredits } from "../sales/sell-credits.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { findCoveringSubscription } from "../subscriptions/find-covering-subscription.ts";
import { findHeldBooking } from "./find-held-booking.ts";
import { type BookedClass, type PlacePayment, placeBooking } from "./place-booking.ts";

/**
 * The desk books a student in (issue #21): paid with the student's credits or their subscription
 * under the same rules as their own booking, or complimentary with a reason. Unlike a student, the
 * desk may book after booking has closed, until the class ends (a walk-in), and without a complete
 * profile; never into a full, cancelled or ended class. The student's row is locked first, as in
 * bookClass. A place paid with credits may be paid for on the spot (issue #69): the class's
 * credits are sold on a receipt first, in the same transaction, so a refused booking sells nothing.
 */
export async function bookStudentIn(
  db: Database,
  input: {
    userId: string;
    courseId: string;
    payment: BookingPayment;
    /** Why the desk books it so; required of a complimentary place (deskBookingSchema). */
    reason: string | null;
    /** What the desk took for the class's credits, sold first; null: their own credits. */
    sale: DeskClassSale | null;
    actorId: string;
    now: Date;
    mail: BookingMailContext;
  },
): Promise<BookedClass & { receipt: RechargeResult["receipt"] | null }> {
  const { userId, courseId, reason, actorId, now, mail } = input;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ banned: user.banned, credits: user.credits })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!member) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
    if (member.banned) throw new AppError("account_disabled", MESSAGES.deskAccountDisabled, 409);
    const [item] = await tx.select().from(course).where(eq(course.id, courseId));
    if (!item) throw new AppError("class_not_found", MESSAGES.classNotFound, 404);
    if (item.cancelledAt) throw new AppError("class_cancelled", MESSAGES.classCancelled, 409);
    if (item.endsAt <= now) throw new AppError("class_ended", MESSAGES.classEnded, 409);
    const existing = await findHeldBooking(tx, userId, courseId);
    if (existing) throw new AppError("already_booked", MESSAGES.studentAlreadyBooked, 409);
    if (item.slotsFilled >= item.totalSlots) {
      throw new AppError("fully_booked", MESSAGES.fullyBooked, 409);
    }

    let payment: PlacePayment;
    if (input.payment === "subscription") {
      const covering = await findCoveringSubscription(tx, userId, item, now, mail.timeZone);
      if (!covering) throw new AppError("not_covered", MESSAGES.subscriptionDoesNotCover, 409);
      payment = { paidWith: "subscription", subscriptionId: covering.subscription.id };
    } else {
      payment = { paidWith: input.payment };
    }
    const sold = input.sale
      ? await sellCredits(tx, {
          userId,
          amount: item.credits,
          ...input.sale,
          remark: `For ${item.title}`,
          actorId,
          now,
          timeZone: mail.timeZone,
          mail,
        })
      : null;
    const booked = await placeBooking(tx, {
      userId,
      balance: sold?.credits ?? member.credits,
      item,
      now,
      policies: await readBookingPolicies(tx),
      payment,
      bookedBy: actorId,
      reason,
      mail,
      refusals: {
        alreadyBooked: MESSAGES.studentAlreadyBooked,
        needCredits: studentNeedsCreditsMessage(item.credits),
      },
    });
    return { ...booked, receipt: sold?.receipt ?? null };
  });
}
