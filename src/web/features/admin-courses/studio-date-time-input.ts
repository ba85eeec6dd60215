import { TZDate } from "@date-fns/tz";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as a datetime-local input shows it, in studio time ("2026-12-01T07:30"). The input
 * itself knows no zone, and the browser's is not the studio's.
 */
export function toStudioDateTimeInput(instant: Date | string, timeZone: string): string {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** A datetime-local value read as studio wall-clock time; null when blank or not a time. */
export function fromStudioDateTimeInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const local = new TZDate(year!, month! - 1, day!, hours!, minutes!, seconds!, timeZone);
  return Number.isNaN(local.getTime()) ? null : new Date(local.getTime());
}
