import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { BackgroundTasks } from "../../background-tasks.ts";
import type { Database } from "../../db/client.ts";
import type { RequestsUnderWay } from "../../http/requests-under-way.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type RepeatingWork, startRepeatingWork } from "../../repeating-work.ts";
import { deliverQueuedMail } from "./deliver-queued-mail.ts";
import type { BookingMailContext } from "./queue-booking-mail.ts";

/** Leftovers are looked for this often. */
const LOOK_EVERY_MS = 30_000;
/** How long a round waits for the instance's requests to be answered before it sends anyway. */
const QUIET_WAIT_MS = 1_000;

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
 * Sends the queued mail of every instance's changes: when kicked after a commit, and now and then
 * for what is left over (an instance killed mid-send, a mail server that was down). A round first
 * waits for the requests under way to be answered (at most QUIET_WAIT_MS): in a burst of
 * bookings, writing and sending the e-mails took a tenth of the instance's time while students
 * still waited for their answers; the e-mails now follow the burst.
 */
export function startMailSender(options: {
  db: Database;
  mailer: Mailer;
  log: Logger;
  background: BackgroundTasks;
  now: () => Date;
  requests: RequestsUnderWay;
}): MailSender {
  const instance = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  return startRepeatingWork({
    round: async () => {
      await options.requests.quiet(QUIET_WAIT_MS);
      while ((await deliverQueuedMail({ ...options, instance, now: options.now() })) > 0) {}
    },
    everyMs: LOOK_EVERY_MS,
    log: options.log,
    failure: "queued e-mails could not be read",
    background: options.background,
  });
}
