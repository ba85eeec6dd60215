import { type SQL, sql } from "drizzle-orm";
import { studioDayBounds } from "../../../shared/studio-time.ts";

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
