import type { UseQueryResult } from "@tanstack/react-query";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Coins from "lucide-react/icons/coins";
import { formatCredits } from "../../../shared/credits.ts";
import type { Profile } from "../../../shared/profile.ts";
import { formatStudioDate } from "../../../shared/studio-format.ts";
import { classesPerMonthLabel } from "./package-terms.ts";

interface MyPlanPanelProps {
  profile: UseQueryResult<Profile>;
  timeZone: string | undefined;
}

/** A signed-in student's balance and subscription, above the plans they can start. */
export function MyPlanPanel({ profile, timeZone }: MyPlanPanelProps) {
  const data = profile.data;
  const subscription = data?.subscription;
  const active = subscription?.status === "Active";

  return (
    <section
      aria-labelledby="my-plan"
      aria-busy={profile.isPending}
      className="mt-10 rounded-3xl border border-sand-200 bg-white p-6 sm:p-7"
    >
      <h2 id="my-plan" className="text-2xl font-semibold">
        Your balance and plan
      </h2>
      {profile.isError ? (
        <p className="mt-3 text-ink-muted">Your balance could not be loaded just now.</p>
      ) : (
        <dl className="mt-5 grid gap-5 sm:grid-cols-2">
          <div className="relative ps-8">
            <dt className="text-sm text-ink-muted">
              <Coins aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-clay-600" />
              Credit balance
            </dt>
            <dd className="mt-0.5 font-display text-2xl font-semibold text-sage-900">
              {data ? formatCredits(data.credits) : "…"}
            </dd>
          </div>
          <div className="relative ps-8">
            <dt className="text-sm text-ink-muted">
              <CalendarCheck
                aria-hidden="true"
                className="absolute top-0.5 left-0 size-5 text-clay-600"
              />
              Subscription
            </dt>
            <dd className="mt-0.5">
              {!data ? (
                "…"
              ) : subscription && timeZone ? (
                <>
                  <span className="font-display text-2xl font-semibold text-sage-900">
                    {subscription.packageName}
                  </span>
                  <span className="mt-0.5 block text-ink">
                    {active ? "Active until" : "Ended on"}{" "}
                    {formatStudioDate(subscription.validUntil, timeZone)}
                    {active && subscription.expiringSoon ? " (ends soon)" : ""}
                  </span>
                  {active && (
                    <span className="block text-sm text-ink-muted">
                      {classesPerMonthLabel(subscription.maxClassesPerMonth)}
                    </span>
                  )}
                </>
              ) : (
                <span className="text-lg text-ink">No subscription yet</span>
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
