import type { StudioClass } from "../../../shared/classes.ts";
import { toStudioDateInput } from "../../../shared/studio-format.ts";
import {
  DAY_MS,
  type StudioWallClock,
  studioInstant,
  studioWallClock,
  writtenDate,
} from "../../../shared/studio-time.ts";

/** A calendar month in studio time; `month` counts from 0 (January), as Date does. */
export interface StudioMonth {
  year: number;
  month: number;
}

/** One button of the day strip: a studio-time calendar day. */
export interface StripDay {
  /** "2026-12-08", the day in studio time. */
  key: string;
  /** The instant the day starts, in studio time. */
  start: Date;
  isToday: boolean;
}

export interface ClassFilter {
  /** Matched case-insensitively anywhere in the title; blank matches every class. */
  search: string;
  /** A tutor's id; "" for all instructors. */
  tutorId: string;
}

/**
 * A calendar day of the studio's, held as that date's midnight in UTC: a date with no zone, so
 * stepping a day is adding DAY_MS, with no clock change in the way.
 */
type CalendarDay = number;

function calendarDay({ year, month, day }: StudioWallClock): CalendarDay {
  return Date.UTC(year, month, day);
}

/** The instant the day begins in studio time. */
function dayStart(day: CalendarDay, timeZone: string): Date {
  const date = new Date(day);
  return studioInstant(
    { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() },
    timeZone,
  );
}

/** The studio-time month an instant falls in. */
export function studioMonthOf(instant: Date, timeZone: string): StudioMonth {
  const { year, month } = studioWallClock(instant, timeZone);
  return { year, month };
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth({ year, month }: StudioMonth, delta: number): StudioMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export function compareMonths(a: StudioMonth, b: StudioMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The instant the month's 1st begins, in studio time. */
export function monthStart({ year, month }: StudioMonth, timeZone: string): Date {
  return studioInstant({ year, month, day: 1 }, timeZone);
}

/** How many days after today the strip always reaches, past the month's end if need be (issue #22). */
export const STRIP_DAYS_AHEAD = 14;

/**
 * The first and last day the strip offers for `month`: in the current month from today to the
 * later of the month's last day and 14 days ahead (so the next two weeks are a swipe away even at
 * the month's end); in a later month its whole length; none for a month over.
 */
function stripBounds(
  month: StudioMonth,
  now: Date,
  timeZone: string,
): { first: CalendarDay; last: CalendarDay } | null {
  const wallNow = studioWallClock(now, timeZone);
  const order = compareMonths(month, wallNow);
  if (order < 0) return null;
  const monthEnd = Date.UTC(month.year, month.month + 1, 0);
  if (order > 0) return { first: Date.UTC(month.year, month.month, 1), last: monthEnd };
  const today = calendarDay(wallNow);
  return { first: today, last: Math.max(today + STRIP_DAYS_AHEAD * DAY_MS, monthEnd) };
}

/** The days the strip offers for `month` (see stripBounds): future days only. */
export function stripDays(month: StudioMonth, now: Date, timeZone: string): StripDay[] {
  const bounds = stripBounds(month, now, timeZone);
  if (!bounds) return [];
  const todayKey = toStudioDateInput(now, timeZone);
  const days: StripDay[] = [];
  for (let day = bounds.first; day <= bounds.last; day += DAY_MS) {
    const key = writtenDate(day);
    days.push({ key, start: dayStart(day, timeZone), isToday: key === todayKey });
  }
  return days;
}

/**
 * The span of classes to ask the API for while `month` is shown: the strip's days, from the start
 * of the first (today's start in the current month: classes earlier today still show) to the end
 * of the last.
 */
export function classesRange(
  month: StudioMonth,
  now: Date,
  timeZone: string,
): { from: Date; to: Date } {
  const bounds = stripBounds(month, now, timeZone);
  if (!bounds) {
    // A month already over offers no day; its span is asked for by nobody.
    return { from: monthStart(month, timeZone), to: monthStart(shiftMonth(month, 1), timeZone) };
  }
  return { from: dayStart(bounds.first, timeZone), to: dayStart(bounds.last + DAY_MS, timeZone) };
}

/** The classes that match the search box and the instructor dropdown. */
export function filterClasses(classes: StudioClass[], filter: ClassFilter): StudioClass[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return classes.filter(
    (item) =>
      (!search || item.title.toLocaleLowerCase().includes(search)) &&
      (!filter.tutorId || item.tutor?.id === filter.tutorId),
  );
}

export function isFiltering(filter: ClassFilter): boolean {
  return activeFilterCount(filter) > 0;
}

/** How many of the two filters are on: the count beside the phone's "Filters" button. */
export function activeFilterCount(filter: ClassFilter): number {
  return (filter.search.trim() !== "" ? 1 : 0) + (filter.tutorId !== "" ? 1 : 0);
}

/**
 * A search looks across every day the strip offers, not the chosen day alone (issue #22): the
 * days with a match, in the strip's order, each with its classes.
 */
export function daysWithClasses(
  days: StripDay[],
  byDay: Map<string, StudioClass[]>,
): { day: StripDay; classes: StudioClass[] }[] {
  return days.flatMap((day) => {
    const classes = byDay.get(day.key) ?? [];
    return classes.length > 0 ? [{ day, classes }] : [];
  });
}

/** Classes by their studio-time day, each day's in the order given (the API's: soonest first). */
export function groupByDay(classes: StudioClass[], timeZone: string): Map<string, StudioClass[]> {
  const byDay = new Map<string, StudioClass[]>();
  for (const item of classes) {
    const key = toStudioDateInput(item.startsAt, timeZone);
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return byDay;
}

/** The first offered day that has a class, else the first offered day (spec §2 Timetable). */
export function firstQualifyingDay(
  days: StripDay[],
  byDay: Map<string, StudioClass[]>,
): string | undefined {
  return (days.find((day) => (byDay.get(day.key)?.length ?? 0) > 0) ?? days[0])?.key;
}

/** "3 classes today", "1 class on Tue 8 Dec", "2 matching classes today" while filtering. */
export function classCountLabel(
  count: number,
  options: { isToday: boolean; dayLabel: string; filtering: boolean },
): string {
  const noun = count === 1 ? "class" : "classes";
  const matching = options.filtering ? "matching " : "";
  const when = options.isToday ? "today" : `on ${options.dayLabel}`;
  return `${count} ${matching}${noun} ${when}`;
}

/** "4 classes match “flow” from Tue 24 Nov to Tue 8 Dec": a search's count over the period shown. */
export function searchCountLabel(
  count: number,
  options: { search: string; fromLabel: string; toLabel: string },
): string {
  const matches = count === 1 ? "class matches" : "classes match";
  return `${count} ${matches} “${options.search.trim()}” from ${options.fromLabel} to ${options.toLabel}`;
}
