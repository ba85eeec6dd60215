import { and, desc, eq, gt, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";

const activeSubscriptionStatement = builtPerConnection((db) =>
  db
    .select({ subscription: userSubscription, plan: studioPackage })
    .from(userSubscription)
    .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
    .where(
      and(
        eq(userSubscription.userId, sql.placeholder("userId")),
        eq(userSubscription.isActive, true),
        gt(userSubscription.validUntil, sql.placeholder("now")),
      ),
    )
    .orderBy(desc(userSubscription.validUntil))
    .limit(1)
    .prepare("active_subscription"),
);

/** The user's subscription that is switched on and still valid at `now`, with its package. */
export async function findActiveSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await activeSubscriptionStatement(db).execute({ userId, now });
  return row ?? null;
}

export type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof findActiveSubscription>>>;
