import { type ReactNode, useId } from "react";
import type { AdminUserDetail } from "../../../shared/admin-users.ts";
import { SubscriptionCard } from "../plans/subscription-card.tsx";
import { ActivityList } from "./activity-list.tsx";
import { UserProfileCard } from "./user-profile-card.tsx";

interface UserOverviewProps {
  user: AdminUserDetail;
  timeZone: string;
  actions?: ReactNode;
}

/**
 * A found user (spec §2 Admin Recharge and Admin Users): the profile, the subscription and the
 * 3 most recent activities, all real entries from the studio's records.
 */
export function UserOverview({ user, timeZone, actions }: UserOverviewProps) {
  const activityHeadingId = useId();
  return (
    <div className="space-y-4">
      <UserProfileCard user={user} actions={actions} />
      <SubscriptionCard
        subscription={user.subscription}
        timeZone={timeZone}
        empty="No subscription."
      />
      <section
        aria-labelledby={activityHeadingId}
        className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
      >
        <h2 id={activityHeadingId} className="text-xl font-semibold">
          Recent Activity
        </h2>
        <div className="mt-4">
          {user.recentActivity.length === 0 ? (
            <p className="text-ink-muted">No activity yet.</p>
          ) : (
            <ActivityList
              activities={user.recentActivity}
              timeZone={timeZone}
              label="Recent activity, newest first"
            />
          )}
        </div>
      </section>
    </div>
  );
}
