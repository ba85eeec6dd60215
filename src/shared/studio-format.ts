import { type StudioWallClock, studioWallClock, writtenDay } from "./studio-time.ts";

/**
 * Dates and times as the studio's people read them, in the studio's zone whatever the reader's or
 * the server's: one set for the pages and the e-mails alike. Written here from the studio's wall
 * clock, word for word as Intl writes them in British English (studio-format.test.ts compares
 * them), so that a page writes its dates without Intl (studio-time.ts says why).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
// British English shortens September to four letters, the other months to three.
const SHORT_MONTHS = MONTHS.map((month) => (month === "September" ? "Sept" : month.slice(0, 3)));
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type NameWidth = "short" | "long";

/** The parts of a date written together, as Intl's options name them; each set as en-GB orders it. */
export type StudioDateParts =
  | { weekday: NameWidth; day?: never; month?: never; year?: never }
  | { day: "numeric"; weekday?: never; month?: never; year?: never }
  | { month: NameWidth; year?: "numeric"; weekday?: never; day?: never }
  | { weekday?: NameWidth; day: "numeric"; month: NameWidth; year?: "numeric" };

/** The date parts of a wall-clock reading, as en-GB writes them: "Tue, 1 Dec 2026", "Tue 1 Dec". */
function writeDate(wall: StudioWallClock, parts: StudioDateParts): string {
  const year = parts.year ? ` ${wall.year}` : "";
  const month = parts.month ? (parts.month === "long" ? MONTHS : SHORT_MONTHS)[wall.month] : "";
  if (!parts.weekday) {
    if (!parts.month) return String(wall.day);
    return parts.day ? `${wall.day} ${month}${year}` : `${month}${year}`;
  }
  const name = WEEKDAYS[new Date(Date.UTC(wall.year, wall.month, wall.day)).getUTCDay()]!;
  const weekday = parts.weekday === "long" ? name : name.slice(0, 3);
  if (!parts.day) return weekday;
  return `${weekday}${year ? "," : ""} ${wall.day} ${month}${year}`;
}

/** Any part of an instant's date as it reads in the studio's zone, in British English. */
export function formatInStudioZone(
  instant: Date | string,
  timeZone: string,
  parts: StudioDateParts,
): string {
  return writeDate(studioWallClock(instant, timeZone), parts);
}

/**
 * A time of day in the studio's zone on a twelve-hour clock, e.g. "7:30 am", "12:15 pm". en-MY,
 * not en-GB, whose twelve-hour clock starts at 0 ("0:15 pm").
 */
export function formatStudioTime(instant: Date | string, timeZone: string): string {
  const { hours, minutes } = studioWallClock(instant, timeZone);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** A date in the studio's zone, e.g. "Tue, 1 Dec 2026". */
export function formatStudioDate(instant: Date | string, timeZone: string): string {
  return formatInStudioZone(instant, timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
}

/** A month in the studio's zone, e.g. "December 2026". */
export function formatStudioMonth(instant: Date | string, timeZone: string): string {
  return formatInStudioZone(instant, timeZone, { month: "long", year: "numeric" });
}

/** A day in the studio's zone without the year, e.g. "Tue 8 Dec". */
export function formatStudioDay(instant: Date | string, timeZone: string): string {
  return formatInStudioZone(instant, timeZone, {
    weekday: "short",
    day: "numeric",
    month: "short",
  });
}

/** From one time of day to another in the studio's zone, e.g. "7:30 am – 8:30 am". */
export function formatStudioTimeRange(
  startsAt: Date | string,
  endsAt: Date | string,
  timeZone: string,
): string {
  return `${formatStudioTime(startsAt, timeZone)} – ${formatStudioTime(endsAt, timeZone)}`;
}

/** A date and time in the studio's zone, e.g. "Tue, 1 Dec 2026, 7:30 am". */
export function formatStudioDateTime(instant: Date | string, timeZone: string): string {
  return `${formatStudioDate(instant, timeZone)}, ${formatStudioTime(instant, timeZone)}`;
}

/** The studio day an instant falls on, as a date input holds it: "2026-12-01". */
export function toStudioDateInput(instant: Date | string, timeZone: string): string {
  return writtenDay(studioWallClock(instant, timeZone));
}

/** A month in the studio's zone, short, e.g. "Dec 2026". */
export function formatStudioMonthShort(instant: Date | string, timeZone: string): string {
  return formatInStudioZone(instant, timeZone, { month: "short", year: "numeric" });
}

/** A calendar day as a date input holds it ("2026-12-01"), in words: "Tue, 1 Dec 2026". */
export function formatCalendarDay(day: string): string {
  // A date, not an instant: read and written in UTC, it stays the same day in every zone.
  return formatStudioDate(`${day}T00:00:00Z`, "UTC");
}
