import { type RepeatingWork, startRepeatingWork } from "../../repeating-work.ts";
import type { MailingRoundDeps } from "../notifications/mail-sender.ts";
import { expireCredits } from "./expire-credits.ts";
import { queueExpiryWarnings } from "./queue-expiry-warnings.ts";

/** Credits whose validity ends, or will within the week, are looked for this often. */
const LOOK_EVERY_MS = 60_000;

/** Expires credits at the end of their validity and warns their students a week before. */
export function startCreditExpiry(options: MailingRoundDeps): RepeatingWork {
  const { db, log, now, mail, mailContext } = options;
  const looks = startRepeatingWork({
    round: async () => {
      const moment = now();
      const expired = await expireCredits(db, moment);
      const warned = await queueExpiryWarnings(db, { now: moment, mail: await mailContext() });
      if (expired > 0 || warned > 0) log.info({ expired, warned }, "credit expiry");
      if (warned > 0) mail.kick();
    },
    everyMs: LOOK_EVERY_MS,
    log,
    failure: "credits could not be expired",
    background: options.background,
  });
  // A start after a power cut expires at once what fell due while no instance ran, before the
  // first look: a student's screen should not show credits that have ended.
  looks.kick();
  return looks;
}
