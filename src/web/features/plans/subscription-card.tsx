import CalendarCheck from "lucide-react/icons/calendar-check";
import { type ReactNode, useId } from "react";
import type { SubscriptionSummary } from "../../../shared/profile.ts";
import { formatStudioDate } from "../../../shared/studio-format.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { classesPerMonthLabel, yogaTypesLabel } from "./package-terms.ts";

interface SubscriptionCardProps {
  subscription: SubscriptionSummary | null;
  timeZone: string;
  /** What the card says when there is no subscription, in words for whoever reads it. */
  empty: ReactNode;
}

/** The subscription status card (spec §2, §4): package, valid until, Active or Expired, expiring soon. */
export function SubscriptionCard({ subscription, timeZone, empty }: SubscriptionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <CalendarCheck aria-hidden="true" className="size-5 text-clay-600" />
        <h2 id={headingId} className="text-xl font-semibold">
          Subscription
        </h2>
      </div>
      {subscription ? (
        <div className="mt-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-display text-2xl font-semibold text-sage-900">
              {subscription.packageName}
            </p>
            <Badge tone={subscription.status === "Active" ? "solid" : "clay"}>
              {subscription.status}
            </Badge>
            {subscription.expiringSoon && <Badge tone="outline">Expiring soon</Badge>}
          </div>
          <p className="mt-2 text-ink">
            Valid until{" "}
            <time dateTime={subscription.validUntil}>
              {formatStudioDate(subscription.validUntil, timeZone)}
            </time>
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">
            {classesPerMonthLabel(subscription.maxClassesPerMonth)} ·{" "}
            {yogaTypesLabel(subscription.validYogaTypes)}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-ink-muted">{empty}</p>
      )}
    </section>
  );
}
