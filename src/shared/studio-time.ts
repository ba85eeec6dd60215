/*
 * The studio's wall clock and the instants it names, for the server and the pages alike. Worked
 * out with Intl, not a time-zone library: on a slow phone @date-fns/tz cost the timetable's first
 * render ~44 ms (its zone-name data and an offset worked out afresh for each class, issue #25).
 * The pages need not even Intl: the server sends the zone's offsets with each page (ZoneOffsets),
 * because a phone's first Intl formatter, whatever its options, costs it ~100 ms (Chromium loads
 * ICU's data): the largest single piece of the timetable's start.
 */

/** A reading of the studio's wall clock; `month` counts from 0 (January), as Date's does. */
export interface StudioWallClock {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * A wall-clock reading from its numbers in the order an ISO date writes them ("2026-12-01T07:30"),
 * the month counted from 1 as written; a time left out is midnight.
 */
export function writtenWallClock([
  year,
  month,
  day,
  hours = 0,
  minutes = 0,
  seconds = 0,
]: number[]): StudioWallClock {
  return { year: year!, month: month! - 1, day: day!, hours, minutes, seconds };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The Intl formatter reading the wall clock in `timeZone`, made once: making one costs far more than using it. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as Intl reads it. */
function intlWallClock(instant: number, timeZone: string): StudioWallClock {
  // "25/11/2026, 07:30:00", read by position: half the cost of formatToParts, once per class.
  const shown = wallClockFormat(timeZone).format(instant);
  const [day, month, year, hours, minutes, seconds] = shown.split(/\D+/).map(Number);
  return writtenWallClock([year!, month!, day!, hours!, minutes!, seconds!]);
}

/** The wall clock of UTC at `instant`: a zone's at `instant + offset`. */
function utcWallClock(instant: number): StudioWallClock {
  const wall = new Date(instant);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    seconds: wall.getUTCSeconds(),
  };
}

/**
 * A zone's offsets from UTC over a span of time, as the server works them out and sends them with
 * each page (zoneOffsetsAround, rememberZoneOffsets).
 */
export interface ZoneOffsets {
  timeZone: string;
  /** The span they hold for, [from, to), in milliseconds since 1970. */
  from: number;
  to: number;
  /**
   * [since, offset]: from `since` (the first's is `from`) until the next one's, the zone's clock
   * is `offset` milliseconds ahead of UTC.
   */
  changes: [number, number][];
}

const rememberedOffsets = new Map<string, ZoneOffsets>();

/** Reads the studio's wall clock in `offsets.timeZone` by these offsets from now on, within their span. */
export function rememberZoneOffsets(offsets: ZoneOffsets): void {
  rememberedOffsets.set(offsets.timeZone, offsets);
}

/** The zone's offset at `instant` without Intl, when it is known. */
function knownOffset(instant: number, timeZone: string): number | undefined {
  if (!Number.isFinite(instant)) return undefined;
  if (timeZone === "UTC") return 0;
  const known = rememberedOffsets.get(timeZone);
  if (!known || instant < known.from || instant >= known.to) return undefined;
  let offset: number | undefined;
  for (const [since, value] of known.changes) {
    if (since > instant) break;
    offset = value;
  }
  return offset;
}

/** A calendar date, given as its midnight in UTC, as ISO dates and date inputs write it. */
export function writtenDate(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** The day of a wall-clock reading, as ISO dates and date inputs write it: "2026-12-01". */
export function writtenDay({ year, month, day }: StudioWallClock): string {
  return writtenDate(Date.UTC(year, month, day));
}

/** The studio's wall clock at `instant`. */
export function studioWallClock(
  instant: Date | string | number,
  timeZone: string,
): StudioWallClock {
  const ms = new Date(instant).getTime();
  const offset = knownOffset(ms, timeZone);
  return offset === undefined ? intlWallClock(ms, timeZone) : utcWallClock(ms + offset);
}

/** How far `wall`, read at `instant`, is ahead of UTC, in milliseconds. */
function offsetOf(instant: number, wall: StudioWallClock): number {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hours, wall.minutes, wall.seconds);
  // The wall clock shows whole seconds; the instant's milliseconds are not part of the offset.
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** How far Intl reads the zone's clock ahead of UTC at `instant`, in milliseconds. */
function intlZoneOffset(instant: number, timeZone: string): number {
  return offsetOf(instant, intlWallClock(instant, timeZone));
}

/** How far the studio's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  return knownOffset(instant, timeZone) ?? intlZoneOffset(instant, timeZone);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * What `make` works out for a key, worked out once and kept, up to `limit` keys (then all are
 * forgotten at once): for what long lists ask again and again, of a zone's unchanging rules.
 */
function keptUpTo<Value>(limit: number): (key: string, make: () => Value) => Value {
  const kept = new Map<string, Value>();
  return (key, make) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

/** Zone offsets at the start of UTC hours, by zone and hour: a year's transactions fall in ~3 000. */
const hourOffset = keptUpTo<number>(100_000);

/**
 * The studio's wall clock for many instants in turn (a year's transactions, ~4 300): the zone's
 * offset worked out once for each UTC hour they fall in, and kept for the next list, instead of a
 * formatting for each. Where the offset at an hour's start and at the next hour's start agree,
 * it holds through the hour (no zone changes its clock twice within an hour); in the hour of a
 * change, each instant is read on its own.
 */
export function studioWallClocks(timeZone: string): (instant: Date | string) => StudioWallClock {
  const offsetAt = (hour: number) =>
    hourOffset(`${timeZone} ${hour}`, () => zoneOffset(hour * HOUR_MS, timeZone));
  return (instant) => {
    const ms = new Date(instant).getTime();
    const hour = Math.floor(ms / HOUR_MS);
    const offset = offsetAt(hour);
    if (offset !== offsetAt(hour + 1)) return studioWallClock(ms, timeZone);
    return utcWallClock(ms + offset);
  };
}

/**
 * The instant the studio's wall clock shows this time. Fields past their range carry over, as
 * Date's do (day 0 is the month before's last, month 12 the next year's January). A time that a
 * clock change skips is read with the offset from before the change (02:30 where clocks jump from
 * 02:00 to 03:00 is 03:30); one it repeats is the later of its two instants, as @date-fns/tz read
 * it before this, so the server's classes and ranges stay where they were.
 */
export function studioInstant(
  { year, month, day, hours = 0, minutes = 0, seconds = 0 }: StudioDate & Partial<StudioClock>,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(year, month, day, hours, minutes, seconds);
  // The offsets a day either side: a zone changes its clock at most once in between.
  const before = zoneOffset(asUtc - DAY_MS, timeZone);
  const after = zoneOffset(asUtc + DAY_MS, timeZone);
  if (before === after) return new Date(asUtc - before);
  const shown = [asUtc - before, asUtc - after].filter(
    (instant) => zoneOffset(instant, timeZone) === asUtc - instant,
  );
  return new Date(shown.length > 0 ? Math.max(...shown) : asUtc - before);
}

type StudioDate = Pick<StudioWallClock, "year" | "month" | "day">;
type StudioClock = Pick<StudioWallClock, "hours" | "minutes" | "seconds">;

/** The calendar month, in studio time, that `instant` falls in: [start, end). */
export function studioMonthRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month } = studioWallClock(instant, timeZone);
  return {
    start: studioInstant({ year, month, day: 1 }, timeZone),
    end: studioInstant({ year, month: month + 1, day: 1 }, timeZone),
  };
}

/** The calendar day, in studio time, that `instant` falls in: [start, end). */
export function studioDayRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = studioWallClock(instant, timeZone);
  return {
    start: studioInstant({ year, month, day }, timeZone),
    end: studioInstant({ year, month, day: day + 1 }, timeZone),
  };
}

/**
 * Day starts, by zone and day (ms): a year's report asks for 365 of them, two zone offsets each
 * (~5 ms of the server's CPU), and mostly the same days each time.
 */
const dayStart = keptUpTo<number>(20_000);

/** The instant the studio day `YYYY-MM-DD` starts. */
export function studioDayStart(day: string, timeZone: string): Date {
  return new Date(
    dayStart(`${timeZone} ${day}`, () =>
      studioInstant(writtenWallClock(day.split("-").map(Number)), timeZone).getTime(),
    ),
  );
}

/** The studio day `YYYY-MM-DD`, [start, end), as instants. */
export function studioDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const start = writtenWallClock(day.split("-").map(Number));
  return {
    start: studioInstant(start, timeZone),
    end: studioInstant({ ...start, day: start.day + 1 }, timeZone),
  };
}

/** The same wall-clock time `weeks` weeks later in studio time (safe across clock changes). */
export function addStudioWeeks(instant: Date, weeks: number, timeZone: string): Date {
  const local = studioWallClock(instant, timeZone);
  return studioInstant({ ...local, day: local.day + weeks * 7 }, timeZone);
}

/**
 * The studio day and 24-hour time of instants, ["2026-12-01", "07:30"]: for long lists (a year's
 * transactions), where a formatting for each instant cost more than reading it.
 */
export function studioDayAndTime(timeZone: string): (instant: Date | string) => [string, string] {
  const wallClock = studioWallClocks(timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return (instant) => {
    const wall = wallClock(instant);
    return [writtenDay(wall), `${two(wall.hours)}:${two(wall.minutes)}`];
  };
}

/** How far either side of today the offsets sent with a page reach: the timetable's months ahead, a year's history behind. */
const OFFSETS_REACH_MS = 2 * 366 * DAY_MS;

/** Offsets by zone and UTC day: worked out once a day, not for every page. */
const offsetsOfDay = keptUpTo<ZoneOffsets>(100);

/**
 * The zone's offsets two years either side of `now`'s UTC day, as Intl reads them: what a page
 * needs to read the studio's wall clock without Intl (rememberZoneOffsets). The zone is read at
 * each day's start, and where two days differ, the instant of the change is found between them
 * (no zone changes its clock twice in a day).
 */
export function zoneOffsetsAround(timeZone: string, now: Date): ZoneOffsets {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return offsetsOfDay(`${timeZone} ${today}`, () => {
    const from = today - OFFSETS_REACH_MS;
    const to = today + OFFSETS_REACH_MS;
    const changes: [number, number][] = [[from, intlZoneOffset(from, timeZone)]];
    for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
      const before = changes.at(-1)![1];
      const offset = intlZoneOffset(day, timeZone);
      if (offset === before) continue;
      let unchanged = day - DAY_MS;
      let changed = day;
      while (changed - unchanged > 1) {
        const middle = Math.floor((unchanged + changed) / 2);
        if (intlZoneOffset(middle, timeZone) === before) unchanged = middle;
        else changed = middle;
      }
      if (changed < to) changes.push([changed, offset]);
    }
    return { timeZone, from, to, changes };
  });
}
