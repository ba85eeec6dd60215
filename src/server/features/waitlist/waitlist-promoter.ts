import { sharedFreshReadPerKey } from "../../db/shared-fresh-read.ts";
import { startRepeatingWork } from "../../repeating-work.ts";
import type { MailingRoundDeps } from "../notifications/mail-sender.ts";
import { fillFreedSeats } from "./fill-freed-seats.ts";
import { findClassesToFill } from "./find-classes-to-fill.ts";

/** Promotions a crash left undone are looked for this often. */
const LOOK_EVERY_MS = 60_000;

export interface WaitlistPromoter {
  /**
   * Gives a class's free seats to its line, once the change that freed them has committed; the
   * request that freed them answers after it. A failure here is logged and left to the next look:
   * the change itself stands.
   */
  fill(courseId: string): Promise<void>;
  stop(): void;
}

export function startWaitlistPromoter(options: MailingRoundDeps): WaitlistPromoter {
  const { db, log, now, mail, mailContext } = options;
  const fillClass = async (courseId: string) => {
    const booked = await fillFreedSeats(db, { courseId, now: now(), mail: await mailContext() });
    if (booked > 0) log.info({ courseId, booked }, "waitlist promoted");
    // A student skipped is told too, so the mail goes whatever was booked.
    mail.kick();
  };
  const looks = startRepeatingWork({
    round: async () => {
      for (const courseId of await findClassesToFill(db, now())) await fillClass(courseId);
    },
    everyMs: LOOK_EVERY_MS,
    log,
    failure: "the waitlists could not be filled",
    background: options.background,
  });
  // A start after a kill serves at once the lines its predecessor left with free seats.
  looks.kick();
  // One fill at a time per class in this instance: the changes that free seats while a class's
  // fill runs share the next one, which begins after it ends and so sees all their seats. Twenty
  // cancellations at once then make two fills, not twenty contending for the class's row.
  const fill = sharedFreshReadPerKey(async (courseId: string) => {
    try {
      await fillClass(courseId);
    } catch (error) {
      log.error({ err: error, courseId }, "a class's waitlist could not be filled");
      looks.kick();
    }
  });
  return {
    fill,
    stop: looks.stop,
  };
}
