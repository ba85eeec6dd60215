import { TZDate } from "@date-fns/tz";
import type { StudioClass } from "../../../shared/classes.ts";

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

const pad = (value: number) => String(value).padStart(2, "0");

function keyOf(local: TZDate): string {
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The studio-time calendar day an instant falls on, as "yyyy-MM-dd". */
export function studioDayKey(instant: Date | string, timeZone: string): string {
  return keyOf(new TZDate(new Date(instant).getTime(), timeZone));
}

/** The studio-time month an instant falls in. */
export function studioMonthOf(instant: Date, timeZone: string): StudioMonth {
  const local = new TZDate(instant.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() };
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
  return new Date(new TZDate(year, month, 1, timeZone).getTime());
}

/** How many days after today the strip always reaches, past the month's end if need be (issue #22). */
export const STRIP_DAYS_AHEAD = 14;

/**
 * The first and last day the strip offers for `month`, as studio-time dates: in the current month
 * from today to the later of the month's last day and 14 days ahead (so the next two weeks are a
 * swipe away even at the month's end); in a later month its whole length; none for a month over.
 */
function stripBounds(
  month: StudioMonth,
  now: Date,
  timeZone: string,
): { first: TZDate; last: TZDate } | null {
  const order = compareMonths(month, studioMonthOf(now, timeZone));
  if (order < 0) return null;
  const monthEnd = new TZDate(month.year, month.month + 1, 0, timeZone);
  if (order > 0) return { first: new TZDate(month.year, month.month, 1, timeZone), last: monthEnd };
  const today = new TZDate(now.getTime(), timeZone);
  const day = (offset: number) =>
    new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, timeZone);
  const ahead = day(STRIP_DAYS_AHEAD);
  return { first: day(0), last: ahead.getTime() > monthEnd.getTime() ? ahead : monthEnd };
}

/** The days the strip offers for `month` (see stripBounds): future days only. */
export function stripDays(month: StudioMonth, now: Date, timeZone: string): StripDay[] {
  const bounds = stripBounds(month, now, timeZone);
  if (!bounds) return [];
  const todayKey = studioDayKey(now, timeZone);
  const lastKey = keyOf(bounds.last);
  const { first } = bounds;
  const days: StripDay[] = [];
  for (let offset = 0; ; offset++) {
    const local = new TZDate(
      first.getFullYear(),
      first.getMonth(),
      first.getDate() + offset,
      timeZone,
    );
    const key = keyOf(local);
    days.push({ key, start: new Date(local.getTime()), isToday: key === todayKey });
    if (key === lastKey) break;
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
  const { first, last } = bounds;
  const end = new TZDate(last.getFullYear(), last.getMonth(), last.getDate() + 1, timeZone);
  return { from: new Date(first.getTime()), to: new Date(end.getTime()) };
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
    const key = studioDayKey(item.startsAt, timeZone);
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
