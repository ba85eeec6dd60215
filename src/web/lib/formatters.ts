/** '2025–2027', or just '2025' while the first year is the current one. */
export function yearRange(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}

/** An amount of money with the studio's currency label from settings, e.g. "RM 0.00". */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${amount.toFixed(2)}`;
}

/** A length in hours with one decimal (spec §9), e.g. "1.0 hour", "1.5 hours". */
export function formatDurationHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toFixed(1)} ${rounded === 1 ? "hour" : "hours"}`;
}
