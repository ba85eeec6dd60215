import type { Ref } from "react";
import type { ActivityItem } from "../../../shared/admin-users.ts";
import { formatStudioDateTime } from "../../../shared/studio-format.ts";
import { activityLabel } from "./activity-label.ts";

interface ActivityListProps {
  activities: ActivityItem[];
  timeZone: string;
  /** Names the list for screen readers. */
  label: string;
  ref?: Ref<HTMLUListElement>;
}

/** A user's activities, newest first: what happened, when (studio time) and who did it. */
export function ActivityList({ activities, timeZone, label, ref }: ActivityListProps) {
  return (
    <ul
      ref={ref}
      aria-label={label}
      tabIndex={-1}
      className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white focus:outline-none"
    >
      {activities.map((item) => (
        <li key={item.id} className="px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-clay-700 uppercase">
            {activityLabel(item.type)}
          </p>
          <p className="mt-0.5 text-ink">{item.description}</p>
          <p className="mt-0.5 text-xs text-ink-muted">
            <time dateTime={item.createdAt}>{formatStudioDateTime(item.createdAt, timeZone)}</time>
            {item.actorName && <> · by {item.actorName}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
