/*
 * Money is whole sen (RM × 100) everywhere it is kept or added up (DESIGN §11), so no sum is ever
 * off by a fraction; ringgit with two decimals are only what people type and read.
 */

/** The most one sale or refund may be: RM 100,000, far beyond any desk sale, well inside int4. */
export const MAX_SEN = 10_000_000;

const RINGGIT = /^\d{1,6}(\.\d{1,2})?$/;

/** "45", "45.5", "45.50" or 45.5 as 4550 sen; null for anything else (negative, beyond sen). */
export function senFromRinggit(input: string | number): number | null {
  const text = typeof input === "number" ? String(input) : input.trim();
  if (!RINGGIT.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const sen = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sen <= MAX_SEN ? sen : null;
}

/**
 * 1234567 → "1,234,567", as toLocaleString("en-MY") writes a whole number: the first use of Intl's
 * number formatting costs a slow phone ~20 ms while the price list starts (issue #25).
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** 4550 → "RM 45.50"; 123456 → "RM 1,234.56". */
export function formatRinggit(sen: number): string {
  const sign = sen < 0 ? "−" : "";
  const whole = groupThousands(Math.floor(Math.abs(sen) / 100));
  return `${sign}RM ${whole}.${String(Math.abs(sen) % 100).padStart(2, "0")}`;
}

/** 120049 → "RM 1,200": to the nearest ringgit, for a chart's axis. */
export function formatWholeRinggit(sen: number): string {
  return `RM ${groupThousands(Math.round(sen / 100))}`;
}

/** 4550 → "45.50": the plain figure of a CSV cell or a form field. */
export function ringgitFigure(sen: number): string {
  const sign = sen < 0 ? "-" : "";
  return `${sign}${Math.floor(Math.abs(sen) / 100)}.${String(Math.abs(sen) % 100).padStart(2, "0")}`;
}

/** What one credit of a pack costs, to the nearest sen. */
export function senPerCredit(priceSen: number, credits: number): number {
  return Math.round(priceSen / credits);
}
