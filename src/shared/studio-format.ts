/**
 * Dates and times as the studio's people read them, in the studio's zone whatever the reader's or
 * the server's: one set for the pages and the e-mails alike.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl.DateTimeFormat for these options, made once: making one costs far more than using it,
 * and a month of the timetable formats hundreds of times.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Any part of an instant as it reads in the studio's zone, in British English. */
export function formatInStudioZone(
  instant: Date | string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateFormat("en-GB", { timeZone, ...options }).format(new Date(instant));
}

/**
 * A time of day in the studio's zone on a twelve-hour clock, e.g. "7:30 am", "12:15 pm". en-MY,
 * not en-GB, whose twelve-hour clock starts at 0 ("0:15 pm").
 */
export function formatStudioTime(instant: Date | string, timeZone: string): string {
  return dateFormat("en-MY", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(instant));
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
  // en-CA writes dates year first with dashes, the date input's own format.
  return dateFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
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
