import { EXPIRING_SOON_DAYS, UNLIMITED_CLASSES_PER_MONTH } from "./constants.ts";

const DAY_MS = 86_400_000;

export type SubscriptionStatus = "Active" | "Expired";

/** Active while validUntil is in the future and it has not been switched off (spec §4). */
export function subscriptionStatus(
  subscription: { validUntil: Date; isActive: boolean },
  now: Date,
): SubscriptionStatus {
  return subscription.isActive && subscription.validUntil > now ? "Active" : "Expired";
}

/** An active subscription that ends within 20 days. */
export function isExpiringSoon(
  subscription: { validUntil: Date; isActive: boolean },
  now: Date,
): boolean {
  return (
    subscriptionStatus(subscription, now) === "Active" &&
    subscription.validUntil.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS
  );
}

export interface CoverageInput {
  course: { isPrivate: boolean; courseType: string; startsAt: Date };
  subscription: { validUntil: Date; isActive: boolean };
  plan: { validYogaTypes: string[]; maxClassesPerMonth: number };
  /** Active subscription-paid bookings in the class's calendar month (studio time). */
  usedInClassMonth: number;
}

/**
 * Whether the subscription pays for this class (DESIGN.md §5.1): never for a private class; only
 * for the package's yoga types (none listed means all); only for a class that starts while the
 * subscription is valid; only below the monthly cap (999 means unlimited).
 */
export function subscriptionCovers(input: CoverageInput, now: Date): boolean {
  const { course, subscription, plan, usedInClassMonth } = input;
  if (course.isPrivate) return false;
  if (subscriptionStatus(subscription, now) !== "Active") return false;
  if (course.startsAt >= subscription.validUntil) return false;
  if (plan.validYogaTypes.length > 0 && !plan.validYogaTypes.includes(course.courseType)) {
    return false;
  }
  return (
    plan.maxClassesPerMonth >= UNLIMITED_CLASSES_PER_MONTH ||
    usedInClassMonth < plan.maxClassesPerMonth
  );
}
