/** '2025–2027', or just '2025' while the first year is the current one. */
export function yearRange(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}

/** A time of day in the studio's zone, e.g. "7:30 AM", whatever the browser's zone. */
export function formatStudioTime(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-MY", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(instant));
}

/** A date in the studio's zone, e.g. "Tue, 1 Dec 2026". */
export function formatStudioDate(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(instant));
}
