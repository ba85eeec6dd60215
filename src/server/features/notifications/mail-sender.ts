import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { BackgroundTasks } from "../../background-tasks.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { deliverQueuedMail } from "./deliver-queued-mail.ts";

/** Leftovers (an instance killed mid-send, a mail server that was down) are looked for this often. */
const LOOK_EVERY_MS = 30_000;

export interface MailSender {
  /** A change that queued mail has committed: send it now rather than at the next look. */
  kick(): void;
  /** No more looks; a round under way is background work, which a stop waits for. */
  stop(): void;
}

/**
 * Sends the queued mail of every instance's changes: at once when kicked after a commit, and now
 * and then for what is left over. One round at a time per instance; a kick during a round makes
 * another follow it, so nothing committed meanwhile waits for the next look.
 */
export function startMailSender(options: {
  db: Database;
  mailer: Mailer;
  log: Logger;
  background: BackgroundTasks;
  now: () => Date;
}): MailSender {
  const { log, background } = options;
  const instance = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  let underWay = false;
  let again = false;

  const round = async () => {
    do {
      again = false;
      while ((await deliverQueuedMail({ ...options, instance, now: options.now() })) > 0) {}
    } while (again);
  };
  const kick = () => {
    if (underWay) {
      again = true;
      return;
    }
    underWay = true;
    background.run(
      round()
        .catch((error: unknown) => log.error({ err: error }, "queued e-mails could not be read"))
        .finally(() => {
          underWay = false;
        }),
    );
  };
  const every = setInterval(kick, LOOK_EVERY_MS);
  every.unref();
  return { kick, stop: () => clearInterval(every) };
}
