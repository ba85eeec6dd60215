/** '2025–2027', or just '2025' while the first year is the current one. */
export function yearRange(firstYear: number, currentYear: number): string {
  return currentYear > firstYear ? `${firstYear}–${currentYear}` : String(firstYear);
}
