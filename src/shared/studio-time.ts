import { TZDate } from "@date-fns/tz";

/** The calendar month, in studio time, that `instant` falls in: [start, end). */
export function studioMonthRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const local = new TZDate(instant, timeZone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), 1, timeZone);
  const end = new TZDate(local.getFullYear(), local.getMonth() + 1, 1, timeZone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The calendar day, in studio time, that `instant` falls in: [start, end). */
export function studioDayRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const local = new TZDate(instant, timeZone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), timeZone);
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, timeZone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The studio day `YYYY-MM-DD`, [start, end), as instants. */
export function studioDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, date] = day.split("-").map(Number);
  const start = new TZDate(year!, month! - 1, date!, timeZone);
  const end = new TZDate(year!, month! - 1, date! + 1, timeZone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The same wall-clock time `weeks` weeks later in studio time (safe across clock changes). */
export function addStudioWeeks(instant: Date, weeks: number, timeZone: string): Date {
  const local = new TZDate(instant, timeZone);
  const moved = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + weeks * 7,
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    timeZone,
  );
  return new Date(moved.getTime());
}
