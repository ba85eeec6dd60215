import { createHash } from "node:crypto";
import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { DAY_MS } from "../../../shared/studio-time.ts";
import { type Executor, queryRows } from "../../db/client.ts";
import { constant, named } from "../../db/named-statement.ts";
import { reportDay, reportDaysVersion } from "../../db/schema/reports.ts";
import { sharedFreshRead } from "../../db/shared-fresh-read.ts";
import { countDayFigures, DAY_FIGURES_VERSION, type DayFigures } from "./count-day-figures.ts";
import { figuresOf, keptForm } from "./kept-form.ts";
import { type RangeDays, sliceRangeDays } from "./range-instants.ts";

/**
 * A day's figures are kept once it ended this long ago. Changes to a day soon after it (the
 * attendance marked the next morning) would each only make it counted again; any later change
 * still does (migration 0021's triggers), so the margin saves work and decides nothing.
 */
const KEEP_AFTER_MS = 2 * DAY_MS;

/**
 * The first key of the advisory locks on report days; the second is a UTC day's number (days
 * since 1970). Migration 0021's triggers take it shared for the day of every instant a change
 * touches, until their transaction ends; keeping a day takes it alone, without waiting.
 */
const REPORT_DAY_LOCK = 25;

/**
 * Days counted (and kept) together at most: a month. Keeping takes a lock for each UTC day it
 * touches, from the database server's shared lock table (64 per connection by default), and holds
 * them, and the writers of those days waiting on them, until its transaction ends.
 */
const DAYS_PER_COUNT = 31;

/** Where each day of the range ends. */
const dayEnd = (range: RangeDays, day: number) => range.starts[day + 1] ?? range.end;

/** Whether a day of the range is over long enough to be kept. */
const isKeepable = (range: RangeDays, day: number, now: Date) =>
  dayEnd(range, day).getTime() <= now.getTime() - KEEP_AFTER_MS;

/** The kept figures of the range's days that hold at `now`, by the day's start (ms). */
async function readKeptDays(db: Executor, range: RangeDays, timeZone: string, now: Date) {
  const rows = await db
    .select({
      startsAt: reportDay.startsAt,
      settledAt: reportDay.settledAt,
      figures: reportDay.figures,
    })
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
  return new Map(
    rows.map((row) => [row.startsAt.getTime(), figuresOf(row.figures, row.settledAt)]),
  );
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
 * keeping unseen (a change waits for the lock, then forgets the day kept). Answers the days'
 * figures and which of them (indexes in the run) were kept.
 */
async function countRun(
  db: Executor,
  run: RangeDays,
  timeZone: string,
  now: Date,
): Promise<{ counted: DayFigures[]; kept: number[] }> {
  const keepable = run.days.flatMap((_, day) => (isKeepable(run, day, now) ? [day] : []));
  if (keepable.length === 0) return { counted: await countDayFigures(db, run, now), kept: [] };
  return db.transaction(async (tx) => {
    const locked = await lockDays(tx, run, keepable);
    const counted = await countDayFigures(tx, run, now);
    const kept = keepable.filter(
      (day, index) => locked[index] && Date.parse(counted[day]!.settledAt) <= now.getTime(),
    );
    if (kept.length > 0) {
      await tx
        .insert(reportDay)
        .values(
          kept.map((day) => ({
            startsAt: run.starts[day]!,
            endsAt: dayEnd(run, day),
            timeZone,
            settledAt: new Date(counted[day]!.settledAt),
            countedBy: DAY_FIGURES_VERSION,
            figures: keptForm(counted[day]!),
          })),
        )
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
    return { counted, kept };
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

/** Kept days held in an instance's memory at once, across time zones: over two years' worth. */
const DAYS_IN_MEMORY = 1_000;

/** A kept day as held in memory: its figures, and the instant they settled at (ms). */
interface HeldDay {
  figures: DayFigures;
  settledAt: number;
}

/**
 * The figures of a range's days, and their version: two reads of the same range and time zone
 * that give the same version give the same figures.
 */
export interface ReportDayFigures {
  figures: DayFigures[];
  version: string;
}

/**
 * The figures of every day of a range, in its order, as they are at `now`: the days kept, and the
 * others counted (and kept, those over long enough). A year's report thus reads a year's kept
 * days and counts the last few, instead of a year's ledger, sales and bookings.
 *
 * This instance also holds the kept days it has read in memory, for as long as the stamp they
 * were read at holds: forgetting any kept day changes it, in the forgetting transaction
 * (migration 0021), and the stamp is read for every report, so a change made through any
 * instance shows in the very next report of every instance. Under one stamp a kept day has one
 * content, so the stamp and the days counted are the figures' version.
 */
export function createReportDays(db: Executor) {
  const stampQuery = named(
    db
      .select({ stamp: reportDaysVersion.stamp })
      .from(reportDaysVersion)
      .where(eq(reportDaysVersion.id, constant(1))),
    "report_days_stamp",
  );
  const currentStamp = sharedFreshRead(async () => (await stampQuery.execute())[0]!.stamp);
  let stamp: string | null = null;
  const inMemory = new Map<string, HeldDay>();
  const keyOf = (timeZone: string, start: Date) => `${timeZone} ${start.getTime()}`;

  return async function reportDayFigures(
    range: RangeDays,
    timeZone: string,
    now: Date,
  ): Promise<ReportDayFigures> {
    const readAt = await currentStamp();
    if (readAt !== stamp) {
      inMemory.clear();
      stamp = readAt;
    }
    // Days read or counted after the stamp was: they hold while it does, unless another report
    // has since read a newer one.
    const remember = (start: Date, figures: DayFigures) => {
      if (stamp !== readAt) return;
      if (inMemory.size >= DAYS_IN_MEMORY) inMemory.clear();
      inMemory.set(keyOf(timeZone, start), { figures, settledAt: Date.parse(figures.settledAt) });
    };

    const figures = range.starts.map((start) => {
      const held = inMemory.get(keyOf(timeZone, start));
      return held && held.settledAt <= now.getTime() ? held.figures : undefined;
    });
    // Only days over long enough are kept: the last few are counted whatever is in memory.
    const unread = range.days.flatMap((_, day) =>
      !figures[day] && isKeepable(range, day, now) ? [day] : [],
    );
    if (unread.length > 0) {
      const kept = await readKeptDays(
        db,
        sliceRangeDays(range, unread[0]!, unread.at(-1)!),
        timeZone,
        now,
      );
      for (const day of unread) {
        const found = kept.get(range.starts[day]!.getTime());
        if (!found) continue;
        figures[day] = found;
        remember(range.starts[day]!, found);
      }
    }
    // The days counted, by their index in the range: what the version holds beside the stamp.
    const counted: [number, DayFigures][] = [];
    for (const [first, last] of missingRuns(figures)) {
      for (let from = first; from <= last; from += DAYS_PER_COUNT) {
        const run = sliceRangeDays(range, from, Math.min(last, from + DAYS_PER_COUNT - 1));
        const { counted: runDays, kept } = await countRun(db, run, timeZone, now);
        runDays.forEach((day, index) => {
          figures[from + index] = day;
          counted.push([from + index, day]);
        });
        for (const day of kept) remember(run.starts[day]!, runDays[day]!);
      }
    }
    return {
      figures: figures as DayFigures[],
      // A digest: a report that counts a year afresh (its first) would hold ~1 MB of text.
      version: `${readAt} ${createHash("sha256").update(JSON.stringify(counted)).digest("base64")}`,
    };
  };
}

export type ReportDays = ReturnType<typeof createReportDays>;
