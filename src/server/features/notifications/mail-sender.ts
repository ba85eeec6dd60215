import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { BackgroundTasks } from "../../background-tasks.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type RepeatingWork, startRepeatingWork } from "../../repeating-work.ts";
import { deliverQueuedMail } from "./deliver-queued-mail.ts";
import type { BookingMailContext } from "./queue-booking-mail.ts";

/** Leftovers are looked for this often. */
const LOOK_EVERY_MS = 30_000;

export type MailSender = RepeatingWork;

/** What a background round that writes booking e-mails needs (the waitlist's, the reminders'). */
export interface MailingRoundDeps {
  db: Database;
  log: Logger;
  background: BackgroundTasks;
  now: () => Date;
  /** Kicked once the round has queued e-mails. */
  mail: MailSender;
  mailContext: () => Promise<BookingMailContext>;
}

/**
 * Sends the queued mail of every instance's changes: at once when kicked after a commit, and now
 * and then for what is left over (an instance killed mid-send, a mail server that was down).
 */
export function startMailSender(options: {
  db: Database;
  mailer: Mailer;
  log: Logger;
  background: BackgroundTasks;
  now: () => Date;
}): MailSender {
  const instance = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  return startRepeatingWork({
    round: async () => {
      while ((await deliverQueuedMail({ ...options, instance, now: options.now() })) > 0) {}
    },
    everyMs: LOOK_EVERY_MS,
    log: options.log,
    failure: "queued e-mails could not be read",
    background: options.background,
  });
}
