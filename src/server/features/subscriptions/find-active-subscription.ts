import { and, desc, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";

/** The user's subscription that is switched on and still valid at `now`, with its package. */
export async function findActiveSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({ subscription: userSubscription, plan: studioPackage })
    .from(userSubscription)
    .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
    .where(
      and(
        eq(userSubscription.userId, userId),
        eq(userSubscription.isActive, true),
        gt(userSubscription.validUntil, now),
      ),
    )
    .orderBy(desc(userSubscription.validUntil))
    .limit(1);
  return row ?? null;
}

export type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof findActiveSubscription>>>;
