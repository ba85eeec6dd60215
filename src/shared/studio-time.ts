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
