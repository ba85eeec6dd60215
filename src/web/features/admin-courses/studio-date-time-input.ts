import { studioInstant, studioWallClock, writtenWallClock } from "../../../shared/studio-time.ts";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as a datetime-local input shows it, in studio time ("2026-12-01T07:30"). The input
 * itself knows no zone, and the browser's is not the studio's.
 */
export function toStudioDateTimeInput(instant: Date | string, timeZone: string): string {
  const local = studioWallClock(instant, timeZone);
  return `${local.year}-${pad(local.month + 1)}-${pad(local.day)}T${pad(local.hours)}:${pad(local.minutes)}`;
}

/** A datetime-local value read as studio wall-clock time; null when blank or not a time. */
export function fromStudioDateTimeInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  return studioInstant(writtenWallClock(match.slice(1).map((part) => Number(part ?? 0))), timeZone);
}
