import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client.ts";
import { type BookingMailContext, queueBookingMail } from "../notifications/queue-booking-mail.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";

const HOUR_MS = 3_600_000;
/** Reminders queued per transaction: a long backlog goes in several short ones. */
const BATCH = 200;

/**
 * Queues the reminder of each booked class that starts within the studio's lead time (issue #22):
 * once per booking, marked in the same transaction as its e-mail is queued, so restarts and two
 * instances never send it twice (rows another instance is marking are skipped, not waited for).
 * None for a cancelled booking or class, for a student who turned reminders off, or for a booking
 * made when the class was already within the lead time: its booking e-mail says it all. Answers
 * how many were queued.
 */
export async function queueClassReminders(
  db: Database,
  input: { now: Date; mail: BookingMailContext },
): Promise<number> {
  const { now, mail } = input;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const { reminderLeadHours } = await readBookingPolicies(tx);
      const lead = `${reminderLeadHours * HOUR_MS} milliseconds`;
      const due = await queryRows<{ userId: string; courseId: string }>(
        tx,
        sql`update booking set reminder_queued_at = ${now}
            where id in (
              select b.id from booking b
                join course c on c.id = b.course_id
                join "user" u on u.id = b.user_id
              where b.status = 'booked' and b.reminder_queued_at is null
                and c.cancelled_at is null
                and c.starts_at > ${now} and c.starts_at <= ${now}::timestamptz + ${lead}::interval
                and b.created_at <= c.starts_at - ${lead}::interval
                and u.class_reminders
              limit ${BATCH}
              for update of b skip locked
            )
            returning user_id as "userId", course_id as "courseId"`,
      );
      for (const target of due) {
        await queueBookingMail(tx, mail, target, { kind: "reminder" });
      }
      return due.length;
    });
    queued += batch;
    if (batch < BATCH) return queued;
  }
}
