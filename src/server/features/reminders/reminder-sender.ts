import { type RepeatingWork, startRepeatingWork } from "../../repeating-work.ts";
import type { MailingRoundDeps } from "../notifications/mail-sender.ts";
import { queueClassReminders } from "./queue-class-reminders.ts";

/** Classes coming within the lead time are looked for this often. */
const LOOK_EVERY_MS = 60_000;

/** Queues the classes' reminders now and then; the mail sender sends them. */
export function startClassReminders(options: MailingRoundDeps): RepeatingWork {
  const { db, log, now, mail, mailContext } = options;
  return startRepeatingWork({
    round: async () => {
      const queued = await queueClassReminders(db, { now: now(), mail: await mailContext() });
      if (queued > 0) {
        log.info({ queued }, "class reminders queued");
        mail.kick();
      }
    },
    everyMs: LOOK_EVERY_MS,
    log,
    failure: "class reminders could not be queued",
    background: options.background,
  });
}
