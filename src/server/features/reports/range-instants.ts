import { type SQL, sql } from "drizzle-orm";
import { daysBetween } from "../../../shared/day-range.ts";
import { studioDayBounds, studioDayStart } from "../../../shared/studio-time.ts";

/** The instants a range of studio days covers: from the first day's start to the last's end. */
export interface RangeInstants {
  start: Date;
  end: Date;
}

export function rangeInstants(
  range: { from: string; to: string },
  timeZone: string,
): RangeInstants {
  return {
    start: studioDayBounds(range.from, timeZone).start,
    end: studioDayBounds(range.to, timeZone).end,
  };
}

/** `column` (a timestamptz column's SQL name) falls in the range: [start, end). */
export function inRange(column: string, { start, end }: RangeInstants): SQL {
  return sql`${sql.raw(column)} >= ${start.toISOString()} and ${sql.raw(column)} < ${end.toISOString()}`;
}

/** The studio days of a range, each with the instant it starts at, and the range's instants. */
export interface RangeDays extends RangeInstants {
  days: string[];
  starts: Date[];
}

export function rangeDays(range: { from: string; to: string }, timeZone: string): RangeDays {
  const days = daysBetween(range.from, range.to);
  const starts = days.map((day) => studioDayStart(day, timeZone));
  return { days, starts, start: starts[0]!, end: studioDayBounds(range.to, timeZone).end };
}

/**
 * Which of the range's days (its index in `days`) the instant in `column` falls on, for an
 * instant within the range: a binary search of the days' starts. Turning each row's instant into
 * studio time (`at time zone`) cost more than reading the rows (a year's ledger, ~67 000 entries).
 */
export function dayIndex(column: string, { starts }: RangeDays): SQL {
  const isoStarts = starts.map((start) => start.toISOString());
  return sql`(width_bucket(${sql.raw(column)}, ${sql.param(isoStarts)}::timestamptz[]) - 1)`;
}

/** The days `first` to `last` (indexes, both included) of a range, as a range of their own. */
export function sliceRangeDays(range: RangeDays, first: number, last: number): RangeDays {
  return {
    days: range.days.slice(first, last + 1),
    starts: range.starts.slice(first, last + 1),
    start: range.starts[first]!,
    end: range.starts[last + 1] ?? range.end,
  };
}
