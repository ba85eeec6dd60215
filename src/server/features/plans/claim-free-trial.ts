import { FREE_TRIAL_CREDITS } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";

export interface FreeTrialGrant {
  granted: number;
  /** The balance after the grant. */
  credits: number;
}

/** "Start Now" on the Free Trial card (DESIGN.md §5.3): 14 credits, once per account. */
export async function claimFreeTrial(db: Database, userId: string): Promise<FreeTrialGrant> {
  try {
    return await db.transaction(async (tx) => {
      const credits = await appendCreditEntry(tx, {
        userId,
        delta: FREE_TRIAL_CREDITS,
        reason: "initial_credits",
      });
      await recordActivity(tx, {
        userId,
        actorId: userId,
        type: "credits",
        description: `Claimed the free trial: ${FREE_TRIAL_CREDITS} credits`,
        metadata: { amount: FREE_TRIAL_CREDITS, type: "credit", reason: "initial_credits" },
      });
      return { granted: FREE_TRIAL_CREDITS, credits };
    });
  } catch (error) {
    // The partial unique index credit_entry_one_free_trial is the rule itself: a second claim,
    // after the first or racing it, breaks it and rolls back.
    if (isUniqueViolation(error, "credit_entry_one_free_trial")) {
      throw new AppError("free_trial_claimed", MESSAGES.freeTrialAlreadyClaimed, 409);
    }
    throw error;
  }
}
