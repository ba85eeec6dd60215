import { eq, sql } from "drizzle-orm";
import type { BookingPayment } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { named } from "../../db/named-statement.ts";
import { user } from "../../db/schema/auth.ts";
import { booking, course } from "../../db/schema/courses.ts";
import { tutor } from "../../db/schema/tutors.ts";
import { bookingMail } from "../../mail/templates.ts";
import { bookingEntryColumns } from "../calendar/booking-entry-columns.ts";
import type { CalendarStudio } from "../calendar/build-booking-calendar.ts";
import { readCalendarStudio, type StudioSource } from "../calendar/read-calendar-studio.ts";
import type { BookingMailEvent } from "./booking-mail-event.ts";
import { buildCalendarPart, latestBookingId } from "./build-calendar-part.ts";
import { queueMail } from "./queue-mail.ts";

/** The studio as the e-mails of one change and their calendar entries give it. */
export type BookingMailContext = CalendarStudio;

/** The studio's name, address and e-mail as saved now, its time zone and the app's address. */
export function bookingMailContext(deps: StudioSource): Promise<BookingMailContext> {
  return readCalendarStudio(deps);
}

/** "1 credit is", "3 credits are". */
const creditsAre = (amount: number) => `${formatCredits(amount)} ${amount === 1 ? "is" : "are"}`;

/** What a booking cost, in words. */
function paymentLine(creditsPaid: number, paidWith: BookingPayment): string {
  if (paidWith === "credits") {
    return `${formatCredits(creditsPaid)} ${creditsPaid === 1 ? "was" : "were"} used.`;
  }
  return paidWith === "subscription"
    ? "Your subscription covers this class."
    : "This class is on the studio: nothing was charged.";
}

const SEE_YOU = "Please arrive ten minutes early. See you in class!";

/** What comes back, in words; nothing for a place that cost nothing. */
function refundLine(creditsRefunded: number, paidWith: BookingPayment): string | undefined {
  if (creditsRefunded > 0) return `${creditsAre(creditsRefunded)} back in your account.`;
  if (paidWith === "subscription") return "The class no longer counts against your subscription.";
  return undefined;
}

function wording(
  event: BookingMailEvent,
  item: { title: string; when: string; withTutor: string },
): { subject: string; lines: (string | undefined)[] } {
  const { title, when, withTutor } = item;
  switch (event.kind) {
    case "booked":
      return {
        subject: `Booked: ${title}, ${when}`,
        lines: [
          event.byStudio
            ? `The studio booked you in for ${title}${withTutor} on ${when}.`
            : `You are booked for ${title}${withTutor} on ${when}.`,
          paymentLine(event.creditsPaid, event.paidWith),
          SEE_YOU,
        ],
      };
    case "booked_from_waitlist":
      return {
        subject: `A seat for you: ${title}, ${when}`,
        lines: [
          `A seat freed up in ${title}${withTutor} on ${when}, and you were first in the waitlist: you are booked.`,
          paymentLine(event.creditsPaid, event.paidWith),
          "If you can no longer come, cancel it in My Bookings so the next in line gets the seat.",
          SEE_YOU,
        ],
      };
    case "waitlist_skipped":
      return {
        subject: `Waitlist: ${title}, ${when}`,
        lines: [
          `A seat freed up in ${title}${withTutor} on ${when}, but we could not book you: ${event.reason}`,
          "You are no longer on its waitlist; the seat went to the next in line.",
        ],
      };
    case "waitlist_removed":
      return {
        subject: `Waitlist: ${title}, ${when}`,
        lines: [
          `The studio took you off the waitlist for ${title}${withTutor} on ${when}.`,
          `Reason: ${event.reason}`,
        ],
      };
    case "waitlist_closed":
      return {
        subject: `Class cancelled: ${title}, ${when}`,
        lines: [
          `We are sorry: ${title}${withTutor} on ${when}, which you were waiting for, is cancelled.`,
          `Reason: ${event.reason}`,
          "You are no longer on its waitlist.",
        ],
      };
    case "reminder":
      return {
        subject: `Reminder: ${title}, ${when}`,
        lines: [
          `You are booked for ${title}${withTutor} on ${when}.`,
          "Cannot make it? Cancel in My Bookings so someone else can have your seat.",
          SEE_YOU,
        ],
      };
    case "cancelled":
      return {
        subject: `Cancelled: ${title}, ${when}`,
        lines: [
          `Your booking for ${title}${withTutor} on ${when} is cancelled and your spot is freed.`,
          event.creditsRefunded > 0
            ? `${creditsAre(event.creditsRefunded)} back in your account.`
            : undefined,
        ],
      };
    case "cancelled_by_studio":
      return {
        subject: `Cancelled by the studio: ${title}, ${when}`,
        lines: [
          `The studio cancelled your booking for ${title}${withTutor} on ${when}.`,
          `Reason: ${event.reason}`,
          event.refunded
            ? refundLine(event.creditsRefunded, event.paidWith)
            : event.paidWith === "complimentary"
              ? undefined
              : "What you paid for it is not given back.",
        ],
      };
    case "class_cancelled":
      return {
        subject: `Class cancelled: ${title}, ${when}`,
        lines: [
          `We are sorry: ${title}${withTutor} on ${when} is cancelled.`,
          `Reason: ${event.reason}`,
          refundLine(event.creditsRefunded, event.paidWith),
        ],
      };
    case "class_changed":
      return {
        subject: `Class changed: ${title}, ${when}`,
        lines: [
          `The studio changed ${title}, which you are booked for:`,
          ...event.changes,
          `It is now on ${when}${withTutor}. Your booking stands; cancel it in My Bookings if the new time does not suit you.`,
        ],
      };
  }
}

/** The student's address and wishes, with their booking's calendar entry as the class now is. */
const bookingMailRowStatement = builtPerConnection((tx) => {
  const userId = sql.placeholder("userId");
  const courseId = sql.placeholder("courseId");
  return named(
    tx
      .select({
        email: user.email,
        wantsMail: user.emailNotifications,
        held: {
          ...bookingEntryColumns,
          stamp: sql`now()`.mapWith(course.startsAt),
        },
      })
      .from(user)
      .innerJoin(course, eq(course.id, courseId))
      .leftJoin(tutor, eq(tutor.id, course.tutorId))
      .leftJoin(booking, eq(booking.id, sql`(${latestBookingId(tx, userId, courseId)})`))
      .where(eq(user.id, userId)),
    "booking_mail_row",
  );
});

/**
 * Queues the e-mail that tells a student what befell their booking, inside the change's own
 * transaction, with the class as it now is. What the student did is mailed only to those who
 * want booking e-mails; what the studio did to their booking is always told.
 */
export async function queueBookingMail(
  tx: Executor,
  context: BookingMailContext,
  target: { userId: string; courseId: string },
  event: BookingMailEvent,
): Promise<void> {
  const [row] = await bookingMailRowStatement(tx).execute(target);
  // A walk-in registered without an e-mail address hears from the desk.
  if (!row?.email) return;
  const { email } = row;
  const { held } = row;
  const byStudent = event.kind === "cancelled" || (event.kind === "booked" && !event.byStudio);
  if (byStudent && !row.wantsMail) return;
  const { subject, lines } = wording(event, {
    title: held.title,
    when: formatStudioDateTime(held.startsAt, context.timeZone),
    withTutor: held.tutorName ? ` with ${held.tutorName}` : "",
  });
  await queueMail(tx, [
    bookingMail({
      to: email,
      studioName: context.studioName,
      subject,
      lines: lines.filter((line): line is string => line !== undefined),
      // Reminders go only to those who keep them on, which the reminders' own query checks.
      because: byStudent || event.kind === "reminder" ? "asked" : "studio_change",
      calendar: buildCalendarPart(context, held, email, event.kind),
    }),
  ]);
}
