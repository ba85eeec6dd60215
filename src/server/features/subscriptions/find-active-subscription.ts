import { and, desc, eq, gt, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";

const activeSubscriptionStatement = builtPerConnection((db) =>
  named(
    db
      .select({ subscription: userSubscription, plan: studioPackage })
      .from(userSubscription)
      .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
      .where(
        and(
          eq(userSubscription.userId, sql.placeholder("userId")),
          eq(userSubscription.isActive, constant(true)),
          gt(userSubscription.validUntil, sql.placeholder("now")),
        ),
      )
      .orderBy(desc(userSubscription.validUntil))
      .limit(1),
    "active_subscription",
  ),
);

/** The user's subscription that is switched on and still valid at `now`, with its package. */
export async function findActiveSubscription(db: Executor, userId: string, now: Date) {
  const [row] = await activeSubscriptionStatement(db).execute({ userId, now });
  return row ?? null;
}

export type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof findActiveSubscription>>>;
