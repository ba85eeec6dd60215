import { and, asc, count, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import { EXPIRING_SOON_DAYS } from "../../../shared/constants.ts";
import { type AdminPackage, type PackageInput, packageOffer } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { activeAt } from "../subscriptions/find-active-subscription.ts";

const DAY_MS = 86_400_000;

/** The package's columns as the form gives them: its ringgit price kept in sen. */
export function packageRow(input: PackageInput) {
  const { priceRm, ...rest } = input;
  return { ...rest, priceSen: priceRm };
}

/** How many subscribers match `condition`: a student holds one active subscription at a time. */
function subscribersWhere(condition: SQL | undefined) {
  return sql<number>`count(distinct ${userSubscription.userId}) filter (where ${condition})`.mapWith(
    Number,
  );
}

/**
 * Packages with their usage, counted by the database: active subscribers (switched on and not yet
 * ended at `now`, as spec §4 Subscription), those of them ending within 20 days, subscriptions
 * sold and the credits paid for them. Active packages first, then by price, as on /plan.
 */
export async function selectAdminPackages(
  db: Executor,
  now: Date,
  where?: SQL,
): Promise<AdminPackage[]> {
  const active = activeAt(now);
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const usage = db
    .select({
      packageId: userSubscription.packageId,
      activeSubscribers: subscribersWhere(active).as("active_subscribers"),
      expiringSoon: subscribersWhere(and(active, lte(userSubscription.validUntil, soon))).as(
        "expiring_soon",
      ),
      subscriptionsSold: count().as("subscriptions_sold"),
      totalRevenue: sql<number>`sum(${userSubscription.creditsPaid})`
        .mapWith(Number)
        .as("total_revenue"),
    })
    .from(userSubscription)
    .groupBy(userSubscription.packageId)
    .as("usage");

  const rows = await db
    .select({
      plan: studioPackage,
      activeSubscribers: usage.activeSubscribers,
      expiringSoon: usage.expiringSoon,
      subscriptionsSold: usage.subscriptionsSold,
      totalRevenue: usage.totalRevenue,
    })
    .from(studioPackage)
    .leftJoin(usage, eq(usage.packageId, studioPackage.id))
    .where(where)
    .orderBy(
      desc(studioPackage.isActive),
      asc(studioPackage.price),
      asc(studioPackage.name),
      asc(studioPackage.id),
    );

  return rows.map(({ plan, ...stats }) => ({
    ...packageOffer(plan),
    isActive: plan.isActive,
    createdAt: plan.createdAt.toISOString(),
    // A package nobody has bought has no usage row.
    activeSubscribers: stats.activeSubscribers ?? 0,
    expiringSoon: stats.expiringSoon ?? 0,
    subscriptionsSold: stats.subscriptionsSold ?? 0,
    totalRevenue: stats.totalRevenue ?? 0,
  }));
}
