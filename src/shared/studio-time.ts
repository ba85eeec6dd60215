import { dateFormat } from "./studio-format.ts";

/*
 * The studio's wall clock and the instants it names, for the server and the pages alike. Worked
 * out with the Intl formatter that also writes the studio's dates, not a time-zone library: on a
 * slow phone @date-fns/tz cost the timetable's first render ~44 ms (its zone-name data and an
 * offset worked out afresh for each class, issue #25).
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

/** The studio's wall clock at `instant`. */
export function studioWallClock(
  instant: Date | string | number,
  timeZone: string,
): StudioWallClock {
  const shown = dateFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).format(new Date(instant));
  // "25/11/2026, 07:30:00", read by position: half the cost of formatToParts, once per class.
  const [day, month, year, hours, minutes, seconds] = shown.split(/\D+/).map(Number);
  return writtenWallClock([year!, month!, day!, hours!, minutes!, seconds!]);
}

/** How far the studio's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const wall = studioWallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hours, wall.minutes, wall.seconds);
  // The wall clock shows whole seconds; the instant's milliseconds are not part of the offset.
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
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
    const wall = new Date(ms + offset);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth(),
      day: wall.getUTCDate(),
      hours: wall.getUTCHours(),
      minutes: wall.getUTCMinutes(),
      seconds: wall.getUTCSeconds(),
    };
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
    const { year, month, day, hours, minutes } = wallClock(instant);
    return [`${year}-${two(month + 1)}-${two(day)}`, `${two(hours)}:${two(minutes)}`];
  };
}
