import { STUDIO_TZ } from "./studio-clock.ts";

/** A date as the app writes it, in studio time: "Tue, 22 Dec 2026". */
export function studioDate(instant: string | Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: STUDIO_TZ,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(instant));
}

/** A month and year, short, in studio time: "Dec 2026". */
export function studioMonthShort(instant: string | Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: STUDIO_TZ,
    month: "short",
    year: "numeric",
  }).format(new Date(instant));
}
