import { and, asc, eq, exists, lt, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatCredits } from "../../../shared/credits.ts";
import { isProfileComplete } from "../../../shared/identity.ts";
import type { BookingPolicies } from "../../../shared/settings.ts";
import { isWaitlistOpen } from "../../../shared/waitlist.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course, waitlistEntry } from "../../db/schema/courses.ts";
import { AppError } from "../../errors.ts";
import { recordActivity, waitlistActivityDetails } from "../activity/record-activity.ts";
import { heldBookingOf } from "../bookings/find-held-booking.ts";
import { ownPayment, ownRefusals, placeBooking } from "../bookings/place-booking.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";
import { findCoveringSubscription } from "../subscriptions/find-covering-subscription.ts";

type Turn = "booked" | "skipped" | "again" | "done";

/** Why taking the seat may be refused once the turn has judged the class. */
const SEAT_GONE = new Set(["fully_booked", "class_cancelled"]);

/** Another place in the same line: a place is compared with those standing ahead of it. */
const ahead = alias(waitlistEntry, "ahead");

/**
 * The first waiting place of the class's line, if any, with the class as it now is (read without
 * a lock: the seat is taken last, by a conditional update that refuses a full or cancelled class).
 */
async function headOfLine(tx: Transaction, courseId: string) {
  const [head] = await tx
    .select({ place: waitlistEntry, item: course })
    .from(waitlistEntry)
    .innerJoin(course, eq(course.id, waitlistEntry.courseId))
    .where(and(eq(waitlistEntry.courseId, courseId), eq(waitlistEntry.status, "waiting")))
    .orderBy(asc(waitlistEntry.line))
    .limit(1);
  return head;
}

/** Why the student whose turn it is cannot be booked; undefined when they can. */
function whyNotBookable(
  member: { name: string; nickname: string | null; phone: string | null; banned: boolean },
  alreadyBooked: boolean,
): string | undefined {
  if (member.banned) return "your account is disabled. Please contact the studio.";
  if (alreadyBooked) return "you are already booked for it.";
  if (!isProfileComplete(member)) return "your profile is not complete.";
  return undefined;
}

/**
 * One turn of the line, in its own transaction: the first waiting student gets the free seat,
 * paid as their own booking would be (their subscription where it covers, else credits), or is
 * skipped and told why. The student's row is locked first, then their place, which is judged
 * still waiting and first in line under those locks, so two instances filling the same class book
 * nobody twice and skip no one; the class's row comes last, when the seat is taken, in the order
 * every booking takes them (student, place, class). Nothing is read before the line and its class:
 * most fills follow a cancellation of a class nobody waits for.
 */
async function takeTurn(db: Database, input: TurnInput): Promise<Turn> {
  return db
    .transaction((tx) => turnWithin(tx, input))
    .catch((error: unknown) => {
      // The last seat went meanwhile (the desk booked someone in), or the class was cancelled: the
      // turn is undone and the line waits.
      if (error instanceof AppError && SEAT_GONE.has(error.code)) return "done";
      throw error;
    });
}

interface TurnInput {
  courseId: string;
  now: Date;
  mail: BookingMailContext;
  policies: (tx: Transaction) => Promise<BookingPolicies>;
}

/** The turn's reads and writes, inside its transaction (takeTurn). */
async function turnWithin(tx: Transaction, input: TurnInput): Promise<Turn> {
  const { courseId, now, mail } = input;
  const head = await headOfLine(tx, courseId);
  if (!head) return "done";
  const { item } = head;
  if (item.cancelledAt || item.isPrivate) return "done";
  if (item.slotsFilled >= item.totalSlots) return "done";
  if (!isWaitlistOpen(item.startsAt, now, await input.policies(tx))) return "done";

  const [member] = await tx
    .select({
      name: user.name,
      nickname: user.nickname,
      phone: user.phone,
      banned: user.banned,
      credits: user.credits,
    })
    .from(user)
    .where(eq(user.id, head.place.userId))
    .for("update");
  // Still waiting and still first, as seen under the locks: left, served by another instance,
  // or with someone moved ahead, the line is looked at again. Whether they already hold a seat
  // in the class is read with it.
  const [place] = await tx
    .select({
      id: waitlistEntry.id,
      userId: waitlistEntry.userId,
      alreadyBooked: exists(
        tx
          .select({ id: booking.id })
          .from(booking)
          .where(heldBookingOf(waitlistEntry.userId, courseId)),
      ).mapWith(Boolean),
    })
    .from(waitlistEntry)
    .where(
      and(
        eq(waitlistEntry.id, head.place.id),
        eq(waitlistEntry.status, "waiting"),
        notExists(
          tx
            .select({ id: ahead.id })
            .from(ahead)
            .where(
              and(
                eq(ahead.courseId, courseId),
                eq(ahead.status, "waiting"),
                lt(ahead.line, waitlistEntry.line),
              ),
            ),
        ),
      ),
    )
    .for("update", { of: waitlistEntry });
  if (!place) return "again";

  const subscription = await findCoveringSubscription(tx, place.userId, item, now, mail.timeZone);
  const skipReason =
    whyNotBookable(member!, place.alreadyBooked) ??
    (subscription || member!.credits >= item.credits
      ? undefined
      : `it costs ${formatCredits(item.credits)} and you had ${formatCredits(member!.credits)}.`);
  if (skipReason) {
    await tx
      .update(waitlistEntry)
      .set({ status: "skipped", endedAt: now, outcomeReason: skipReason })
      .where(eq(waitlistEntry.id, place.id));
    await recordActivity(tx, {
      userId: place.userId,
      actorId: null,
      type: "booking",
      description: `Skipped in the waitlist for ${item.title}: ${skipReason}`,
      metadata: waitlistActivityDetails(place.id, item),
      createdAt: now,
    });
    await queueBookingMail(
      tx,
      mail,
      { userId: place.userId, courseId },
      { kind: "waitlist_skipped", reason: skipReason },
    );
    return "skipped";
  }

  // Its place in line ends with the booking (placeBooking ends any place the student held).
  await placeBooking(tx, {
    userId: place.userId,
    balance: member!.credits,
    item,
    now,
    policies: await input.policies(tx),
    payment: ownPayment(subscription),
    bookedBy: null,
    reason: null,
    fromWaitlist: true,
    mail,
    refusals: ownRefusals(item),
  });
  return "booked";
}

/**
 * Gives the class's free seats to its line, first come first served, until no seat or no one is
 * left, or the waitlist has closed (issue #22). Called after each change that frees a seat has
 * committed, and by the promoter's rounds for any that a crash left: each turn stands alone, so a
 * kill between turns loses nothing. Answers how many were booked.
 */
export async function fillFreedSeats(
  db: Database,
  input: { courseId: string; now: Date; mail: BookingMailContext },
): Promise<number> {
  // Read by the first turn that finds the class open to its line, and kept for the others.
  let policies: BookingPolicies | undefined;
  const policiesOnce = async (tx: Transaction) => (policies ??= await readBookingPolicies(tx));
  let booked = 0;
  for (;;) {
    const turn = await takeTurn(db, { ...input, policies: policiesOnce });
    if (turn === "done") return booked;
    if (turn === "booked") booked += 1;
  }
}
