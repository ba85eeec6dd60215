const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl.DateTimeFormat for these options, made once: making one costs far more than using it,
 * and a month of the timetable formats hundreds of times.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
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

/** '2025–2027', or just '2025' while the first year is the current one. */
export function yearRange(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}

/** A time of day in the studio's zone, e.g. "7:30 AM", whatever the browser's zone. */
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

/** '1 credit', '14 credits'. */
export function formatCredits(amount: number): string {
  return `${amount} ${amount === 1 ? "credit" : "credits"}`;
}

/** An amount of money with the studio's currency label from settings, e.g. "RM 0.00". */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toFixed(2)}`;
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

/** A length in hours with one decimal (spec §9), e.g. "1.0 hour", "1.5 hours". */
export function formatDurationHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toFixed(1)} ${rounded === 1 ? "hour" : "hours"}`;
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
