import { and, eq } from "drizzle-orm";
import { MESSAGES, needCreditsForPackageMessage } from "../../../shared/messages.ts";
import { type SubscriptionSummary, summariseSubscription } from "../../../shared/profile.ts";
import type { Database } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { creditUsageActivity } from "../activity/credit-usage-activity.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import { lockStudent } from "../credits/lock-student.ts";
import { refuseWhileSubscribed, startSubscription } from "../subscriptions/start-subscription.ts";

export interface PackagePurchase {
  subscription: SubscriptionSummary;
  /** The balance after the purchase. */
  credits: number;
}

/**
 * "Start Now" on a package (DESIGN.md §5.3): pays its price in credits for a subscription that
 * starts now, one active subscription at a time.
 */
export async function buyPackage(
  db: Database,
  input: { userId: string; packageId: string; now: Date; timeZone: string },
): Promise<PackagePurchase> {
  const { userId, packageId, now, timeZone } = input;
  return db.transaction(async (tx) => {
    // One student's purchases run one after another, so two of them cannot both find no active
    // subscription; the student is locked first, in the same order as booking.
    await lockStudent(tx, userId);

    const [plan] = await tx
      .select()
      .from(studioPackage)
      .where(and(eq(studioPackage.id, packageId), eq(studioPackage.isActive, true)));
    if (!plan) throw new AppError("package_not_found", MESSAGES.packageNotFound, 404);

    await refuseWhileSubscribed(tx, { userId, now, timeZone });

    const credits = await appendCreditEntry(
      tx,
      { userId, delta: -plan.price, reason: "package_purchase", remark: plan.name },
      { now, insufficientMessage: needCreditsForPackageMessage(plan.price) },
    );
    const subscription = await startSubscription(tx, {
      userId,
      plan,
      startsAt: now,
      creditsPaid: plan.price,
      timeZone,
      now,
    });
    const purchase = { packageId, packageName: plan.name, subscriptionId: subscription.id };
    await recordActivity(
      tx,
      {
        userId,
        actorId: userId,
        type: "package",
        description: `Bought ${plan.name} for ${plan.price} credits`,
        metadata: {
          ...purchase,
          price: plan.price,
          validUntil: subscription.validUntil.toISOString(),
        },
        createdAt: now,
      },
      creditUsageActivity({
        userId,
        amount: plan.price,
        reason: "package_purchase",
        spentOn: plan.name,
        metadata: purchase,
        now,
      }),
    );
    return {
      subscription: summariseSubscription({ subscription, plan }, now),
      credits,
    };
  });
}
