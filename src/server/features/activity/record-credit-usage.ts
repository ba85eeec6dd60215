import { formatCredits } from "../../../shared/credits.ts";
import type { Executor } from "../../db/client.ts";
import { recordActivity } from "./record-activity.ts";

/**
 * Files credits spent (on a class or a package) under Credit Usage, beside the record of the
 * booking or purchase itself: the chip then lists every debit that spends credits, and Bookings
 * only bookings.
 */
export async function recordCreditUsage(
  tx: Executor,
  usage: {
    userId: string;
    amount: number;
    reason: "class_booking" | "package_purchase";
    /** What the credits bought: a class's or a package's name. */
    spentOn: string;
    /** The booking or the subscription the credits paid for. */
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  await recordActivity(tx, {
    userId: usage.userId,
    actorId: usage.userId,
    type: "usage",
    description: `Spent ${formatCredits(usage.amount)} on ${usage.spentOn}`,
    metadata: { ...usage.metadata, amount: usage.amount, type: "debit", reason: usage.reason },
  });
}
