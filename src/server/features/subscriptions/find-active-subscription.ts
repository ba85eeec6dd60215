import { and, desc, eq, gt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { builtPerConnection } from "../../db/built-per-connection.ts";
import type { Executor } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";

/** A subscription that is switched on and still valid at `now` (spec §4 Subscription). */
export function activeAt(now: SQLWrapper | Date): SQL {
  return and(eq(userSubscription.isActive, constant(true)), gt(userSubscription.validUntil, now))!;
}

/** Subscriptions active at the placeholder `now`, with their packages, of the members `held` names. */
export function activeSubscriptionsOf(db: Executor, held: SQL) {
  return db
    .select({ subscription: userSubscription, plan: studioPackage })
    .from(userSubscription)
    .innerJoin(studioPackage, eq(studioPackage.id, userSubscription.packageId))
    .where(and(held, activeAt(sql.placeholder("now"))));
}

const activeSubscriptionStatement = builtPerConnection((db) =>
  named(
    activeSubscriptionsOf(db, eq(userSubscription.userId, sql.placeholder("userId")))
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
