import { MESSAGES } from "../../../shared/messages.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";

export interface FreeTrialGrant {
  granted: number;
  /** The balance after the grant. */
  credits: number;
}

/**
 * "Start Now" on the Free Trial card (DESIGN.md §5.3): the studio's free trial credits (14 by
 * default), once per account, while the studio offers it.
 */
export async function claimFreeTrial(
  db: Database,
  input: { userId: string; now: Date },
): Promise<FreeTrialGrant> {
  const { userId, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const policies = await readBookingPolicies(tx);
      if (!policies.freeTrialOffered) {
        throw new AppError("free_trial_not_offered", MESSAGES.freeTrialNotOffered, 409);
      }
      const granted = policies.freeTrialCredits;
      const credits = await appendCreditEntry(
        tx,
        {
          userId,
          delta: granted,
          reason: "initial_credits",
        },
        { now },
      );
      await recordActivity(tx, {
        userId,
        actorId: userId,
        type: "credits",
        description: `Claimed the free trial: ${granted} credits`,
        metadata: { amount: granted, type: "credit", reason: "initial_credits" },
        createdAt: now,
      });
      return { granted, credits };
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
