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

/** The instant the day of `now` began, in studio time. */
export function startOfStudioDay(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone).getTime(),
  );
}

/**
 * The days the strip offers for `month`: future days only, so from today in the current month
 * and from the 1st in a later one, to the month's last day; none for a month already over.
 */
export function stripDays(month: StudioMonth, now: Date, timeZone: string): StripDay[] {
  const todayKey = studioDayKey(now, timeZone);
  const today = studioMonthOf(now, timeZone);
  const order = compareMonths(month, today);
  if (order < 0) return [];
  const first = order === 0 ? new TZDate(now.getTime(), timeZone).getDate() : 1;
  const days: StripDay[] = [];
  for (let date = first; ; date++) {
    const local = new TZDate(month.year, month.month, date, timeZone);
    if (local.getMonth() !== month.month) break;
    const key = keyOf(local);
    days.push({ key, start: new Date(local.getTime()), isToday: key === todayKey });
  }
  return days;
}

/**
 * The span of classes to ask the API for while `month` is shown: from the start of today (classes
 * earlier today still show) or of the month's 1st, whichever is later, to the next month's 1st.
 */
export function classesRange(
  month: StudioMonth,
  now: Date,
  timeZone: string,
): { from: Date; to: Date } {
  const today = startOfStudioDay(now, timeZone);
  const first = monthStart(month, timeZone);
  return {
    from: first > today ? first : today,
    to: monthStart(shiftMonth(month, 1), timeZone),
  };
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
  return filter.search.trim() !== "" || filter.tutorId !== "";
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
