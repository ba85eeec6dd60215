import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, queryRows } from "../../db/client.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import type { MailCalendarPart, Mailer } from "../../mail/mailer.ts";

/**
 * A claim not marked sent within this time was its instance's last act (killed mid-send) or a
 * failed send: another round takes it over, which also spaces out the tries of a failing one.
 */
const CLAIM_EXPIRES_MS = 2 * 60_000;
/** After this many tries a mail is left unsent, with its last error, for someone to look at. */
export const MAIL_ATTEMPTS = 8;
const BATCH = 20;

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar: MailCalendarPart | null;
  attempts: number;
}

/**
 * Claims up to a batch of the mails owed (oldest first; those another instance holds are
 * skipped, not waited for), sends each and records it sent. Answers how many were claimed, so
 * that a caller goes on while there may be more.
 */
export async function deliverQueuedMail(options: {
  db: Database;
  mailer: Mailer;
  log: Logger;
  instance: string;
  now: Date;
}): Promise<number> {
  const { db, mailer, log, instance, now } = options;
  const expired = new Date(now.getTime() - CLAIM_EXPIRES_MS);
  const claimed = await queryRows<ClaimedMail>(
    db,
    sql`update queued_mail set claimed_by = ${instance}, claimed_at = ${now},
          attempts = attempts + 1
        where id in (
          select id from queued_mail
          where sent_at is null and attempts < ${MAIL_ATTEMPTS}
            and (claimed_at is null or claimed_at < ${expired})
          order by created_at
          limit ${BATCH}
          for update skip locked)
        returning id, "to", subject, text, html, calendar, attempts`,
  );
  for (const mail of claimed) {
    try {
      await mailer.send(mail);
      await db.update(queuedMail).set({ sentAt: new Date() }).where(eq(queuedMail.id, mail.id));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await db.update(queuedMail).set({ lastError }).where(eq(queuedMail.id, mail.id));
      const gaveUp = mail.attempts >= MAIL_ATTEMPTS;
      log[gaveUp ? "error" : "warn"](
        { err: error, mailId: mail.id, attempts: mail.attempts },
        gaveUp
          ? "A STUDENT'S E-MAIL COULD NOT BE SENT: given up"
          : "e-mail not sent, tried again later",
      );
    }
  }
  return claimed.length;
}
