import { formatCredits } from "../../../shared/credits.ts";
import type { ActivityEntry } from "./record-activity.ts";

/**
 * Credits spent (on a class or a package), filed under Credit Usage beside the record of the
 * booking or purchase itself: the chip then lists every debit that spends credits, and Bookings
 * only bookings.
 */
export function creditUsageActivity(usage: {
  userId: string;
  amount: number;
  reason: "class_booking" | "package_purchase";
  /** What the credits bought: a class's or a package's name. */
  spentOn: string;
  /** The booking or the subscription the credits paid for. */
  metadata: Record<string, unknown>;
  now: Date;
}): ActivityEntry {
  return {
    userId: usage.userId,
    actorId: usage.userId,
    type: "usage",
    description: `Spent ${formatCredits(usage.amount)} on ${usage.spentOn}`,
    metadata: { ...usage.metadata, amount: usage.amount, type: "debit", reason: usage.reason },
    createdAt: usage.now,
  };
}
