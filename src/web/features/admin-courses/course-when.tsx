import { formatStudioDate, formatStudioTime } from "../../../shared/studio-format.ts";

/** An instant as the studio's day and time, one under the other. */
export function CourseWhen({ instant, timeZone }: { instant: string; timeZone: string }) {
  return (
    <time dateTime={instant} className="block">
      <span className="block whitespace-nowrap">{formatStudioDate(instant, timeZone)}</span>
      <span className="block whitespace-nowrap text-ink-muted">
        {formatStudioTime(instant, timeZone)}
      </span>
    </time>
  );
}
