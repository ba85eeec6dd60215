/** '2025–2027', or just '2025' while the first year is the current one. */
export function yearRange(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}

/** An amount of money with the studio's currency label from settings, e.g. "RM 0.00". */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toFixed(2)}`;
}

const MINUTE_MS = 60_000;

/** A number of minutes as people say it: "45 min", "1 h", "1 h 15 min". */
function formatMinutesShort(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A class's length in hours with one decimal (spec §9), e.g. "1.0 hour", "1.5 hours"; where one
 * decimal is not exact, the exact length beside it (issue #22): "0.8 hours (45 min)".
 */
export function formatDuration(startsAt: string | Date, endsAt: string | Date): string {
  const minutes = Math.round(
    (new Date(endsAt).getTime() - new Date(startsAt).getTime()) / MINUTE_MS,
  );
  const hours = Math.round(minutes / 6) / 10;
  const inHours = `${hours.toFixed(1)} ${hours === 1 ? "hour" : "hours"}`;
  return hours * 60 === minutes ? inHours : `${inHours} (${formatMinutesShort(minutes)})`;
}
