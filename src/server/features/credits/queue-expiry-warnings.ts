import { sql } from "drizzle-orm";
import { creditsExpiryInWords } from "../../../shared/sales.ts";
import { type Database, queryRows } from "../../db/client.ts";
import { bookingMail } from "../../mail/templates.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { queueMail } from "../notifications/queue-mail.ts";

/** How long before credits expire their student is told. */
export const EXPIRY_WARNING_DAYS = 7;
const BATCH = 200;

/**
 * Queues the week-ahead warning of each batch of credits that will expire (issue #23): once per
 * batch, marked in the transaction that queues its e-mail, rows another instance is marking
 * skipped. None for a batch that is used up, or that was bought with less than a week to run.
 * Answers how many were queued.
 */
export async function queueExpiryWarnings(
  db: Database,
  input: { now: Date; mail: BookingMailContext },
): Promise<number> {
  const { now, mail } = input;
  const ahead = `${EXPIRY_WARNING_DAYS} days`;
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await queryRows<{ email: string; remaining: number; expiresAt: Date | string }>(
        tx,
        sql`with warned as (
              update credit_batch set expiry_warned_at = ${now.toISOString()}
              where id in (
                select id from credit_batch
                where remaining > 0 and expiry_warned_at is null
                  and expires_at > ${now.toISOString()}
                  and expires_at <= ${now.toISOString()}::timestamptz + ${ahead}::interval
                  and created_at <= expires_at - ${ahead}::interval
                limit ${BATCH}
                for update skip locked
              )
              returning user_id, remaining, expires_at
            )
            select u.email, w.remaining, w.expires_at as "expiresAt"
            from warned w join "user" u on u.id = w.user_id
            where u.email is not null`,
      );
      await queueMail(
        tx,
        due.map((row) => {
          const expiry = creditsExpiryInWords(row.remaining, row.expiresAt, mail.timeZone);
          return bookingMail({
            to: row.email,
            studioName: mail.studioName,
            subject: `Your ${expiry}`,
            lines: [
              `Your ${expiry}.`,
              `Book a class before then so they are not lost: ${mail.appUrl}/timetable`,
            ],
            because: "account",
          });
        }),
      );
      return due.length;
    });
    queued += batch;
    if (batch < BATCH) return queued;
  }
}
