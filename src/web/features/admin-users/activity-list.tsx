import type { Ref } from "react";
import type { ActivityDetails, ActivityItem } from "../../../shared/admin-users.ts";
import { formatCredits } from "../../../shared/credits.ts";
import {
  formatStudioDate,
  formatStudioDateTime,
  formatStudioTime,
  formatStudioTimeRange,
} from "../../../shared/studio-format.ts";
import { activityLabel } from "./activity-label.ts";

interface ActivityListProps {
  activities: ActivityItem[];
  timeZone: string;
  /** Names the list for screen readers. */
  label: string;
  ref?: Ref<HTMLUListElement>;
}

/** The details of spec §3, each named: a booking's class and status, or the credits moved. */
function detailRows(details: ActivityDetails, timeZone: string): [string, string][] {
  if (details.kind === "credits") {
    return [
      ["Amount", formatCredits(details.amount)],
      ["Type", details.type === "credit" ? "Credit" : "Debit"],
      ["Reason", details.reasonLabel],
    ];
  }
  return [
    ["Date", formatStudioDate(details.startsAt, timeZone)],
    [
      "Time",
      details.endsAt
        ? formatStudioTimeRange(details.startsAt, details.endsAt, timeZone)
        : formatStudioTime(details.startsAt, timeZone),
    ],
    ["Instructor", details.tutorName ?? "TBA"],
    ["Location", details.location],
    ["Status", details.status],
  ];
}

/**
 * A user's activities, newest first: what happened, its details (studio time), when and who did
 * it.
 */
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
          {item.details && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {detailRows(item.details, timeZone).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className="text-ink break-words">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-0.5 text-xs text-ink-muted">
            <time dateTime={item.createdAt}>{formatStudioDateTime(item.createdAt, timeZone)}</time>
            {item.actorName && <> · by {item.actorName}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
