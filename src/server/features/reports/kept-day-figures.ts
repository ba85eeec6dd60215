import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client.ts";
import { reportDay } from "../../db/schema/reports.ts";
import { countDayFigures, DAY_FIGURES_VERSION, type DayFigures } from "./count-day-figures.ts";
import { type RangeDays, sliceRangeDays } from "./range-instants.ts";

/**
 * A day's figures are kept once it ended this long ago. Changes to a day soon after it (the
 * attendance marked the next morning) would each only make it counted again; any later change
 * still does (migration 0021's triggers), so the margin saves work and decides nothing.
 */
const KEEP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The first key of the advisory locks on report days; the second is a UTC day's number (days
 * since 1970). Migration 0021's triggers take it shared for the day of every instant a change
 * touches, until their transaction ends; keeping a day takes it alone, without waiting.
 */
const REPORT_DAY_LOCK = 25;

/** Where each day of the range ends. */
const dayEnd = (range: RangeDays, day: number) => range.starts[day + 1] ?? range.end;

/** The kept figures of the range's days that hold at `now`, by the day's start (ms). */
async function readKeptDays(db: Executor, range: RangeDays, timeZone: string, now: Date) {
  const rows = await db
    .select({ startsAt: reportDay.startsAt, figures: reportDay.figures })
    .from(reportDay)
    .where(
      and(
        gte(reportDay.startsAt, range.start),
        lt(reportDay.startsAt, range.end),
        eq(reportDay.timeZone, timeZone),
        eq(reportDay.countedBy, DAY_FIGURES_VERSION),
        lte(reportDay.settledAt, now),
      ),
    );
  return new Map(rows.map((row) => [row.startsAt.getTime(), row.figures]));
}

/**
 * Takes, without waiting, the locks of the UTC days each of `days` overlaps: whether each day's
 * were all taken. A day one is not given has a change under way, and is not kept.
 */
async function lockDays(db: Executor, range: RangeDays, days: number[]): Promise<boolean[]> {
  const starts = days.map((day) => range.starts[day]!.toISOString());
  const ends = days.map((day) => dayEnd(range, day).toISOString());
  const rows = await queryRows<{ locked: boolean }>(
    db,
    sql`select bool_and(pg_try_advisory_xact_lock(${REPORT_DAY_LOCK}, utc_day)) as locked
        from unnest(${sql.param(starts)}::timestamptz[], ${sql.param(ends)}::timestamptz[])
          with ordinality as day(starts_at, ends_at, n)
        cross join lateral generate_series(
          floor(extract(epoch from starts_at) / 86400)::int,
          ceil(extract(epoch from ends_at) / 86400)::int - 1
        ) as utc_day
        group by n order by n`,
  );
  return rows.map((row) => row.locked);
}

/**
 * Counts the consecutive days of `run`, keeping those over long enough: counted after their
 * locks are taken, in the same transaction, so no change can come between the count and its
 * keeping unseen (a change waits for the lock, then forgets the day kept).
 */
async function countRun(
  db: Executor,
  run: RangeDays,
  timeZone: string,
  now: Date,
): Promise<DayFigures[]> {
  const keepable = run.days.flatMap((_, day) =>
    dayEnd(run, day).getTime() <= now.getTime() - KEEP_AFTER_MS ? [day] : [],
  );
  if (keepable.length === 0) return countDayFigures(db, run, now);
  return db.transaction(async (tx) => {
    const locked = await lockDays(tx, run, keepable);
    const counted = await countDayFigures(tx, run, now);
    const kept = keepable
      .filter((day, index) => locked[index] && Date.parse(counted[day]!.settledAt) <= now.getTime())
      .map((day) => ({
        startsAt: run.starts[day]!,
        endsAt: dayEnd(run, day),
        timeZone,
        settledAt: new Date(counted[day]!.settledAt),
        countedBy: DAY_FIGURES_VERSION,
        figures: counted[day]!,
      }));
    if (kept.length > 0) {
      await tx
        .insert(reportDay)
        .values(kept)
        .onConflictDoUpdate({
          target: [reportDay.startsAt, reportDay.timeZone],
          set: {
            endsAt: sql`excluded.ends_at`,
            settledAt: sql`excluded.settled_at`,
            countedBy: sql`excluded.counted_by`,
            figures: sql`excluded.figures`,
          },
        });
    }
    return counted;
  });
}

/** The runs of consecutive days (first and last index) that have no figures yet. */
function missingRuns(figures: (DayFigures | undefined)[]): [number, number][] {
  const runs: [number, number][] = [];
  figures.forEach((day, index) => {
    if (day) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}

/**
 * The figures of every day of `range`, in its order, as they are at `now`: the days kept, and
 * the others counted (and kept, those over long enough). A year's report thus reads a year's
 * kept days and counts the last few, instead of a year's ledger, sales and bookings.
 */
export async function reportDayFigures(
  db: Executor,
  range: RangeDays,
  timeZone: string,
  now: Date,
): Promise<DayFigures[]> {
  const kept = await readKeptDays(db, range, timeZone, now);
  const figures = range.starts.map((start) => kept.get(start.getTime()));
  for (const [first, last] of missingRuns(figures)) {
    const counted = await countRun(db, sliceRangeDays(range, first, last), timeZone, now);
    counted.forEach((day, index) => {
      figures[first + index] = day;
    });
  }
  return figures as DayFigures[];
}
