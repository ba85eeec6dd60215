import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";
import { activeSubscriptionMessage } from "../../../shared/messages.ts";
import type { Executor } from "../../db/client.ts";
import { type studioPackage, userSubscription } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { findActiveSubscription } from "./find-active-subscription.ts";

/** One active subscription at a time (DESIGN.md §5.3): refused with the date the current one ends. */
export async function refuseWhileSubscribed(
  db: Executor,
  input: { userId: string; now: Date; timeZone: string },
): Promise<void> {
  const active = await findActiveSubscription(db, input.userId, input.now);
  if (!active) return;
  const until = format(new TZDate(active.subscription.validUntil, input.timeZone), "d MMM yyyy");
  throw new AppError("subscription_active", activeSubscriptionMessage(until), 409);
}

/** A subscription to `plan` from `startsAt` for the package's days, counted in studio time. */
export async function startSubscription(
  db: Executor,
  input: {
    userId: string;
    plan: typeof studioPackage.$inferSelect;
    startsAt: Date;
    /** What it cost in credits; 0 when bought for ringgit. */
    creditsPaid: number;
    timeZone: string;
    now: Date;
  },
) {
  const { userId, plan, startsAt, creditsPaid, timeZone, now } = input;
  const validUntil = new Date(addDays(new TZDate(startsAt, timeZone), plan.validityDays).getTime());
  const [subscription] = await db
    .insert(userSubscription)
    .values({ userId, packageId: plan.id, startsAt, validUntil, creditsPaid, createdAt: now })
    .returning();
  return subscription!;
}
