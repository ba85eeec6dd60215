import { UNLIMITED_CLASSES_PER_MONTH } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { PackageOffer } from "../../../shared/packages.ts";

/** 'Unlimited classes a month' for 999 (spec §9), else 'Up to 8 classes a month'. */
export function classesPerMonthLabel(maxClassesPerMonth: number): string {
  if (maxClassesPerMonth >= UNLIMITED_CLASSES_PER_MONTH) return "Unlimited classes a month";
  return `Up to ${maxClassesPerMonth} ${maxClassesPerMonth === 1 ? "class" : "classes"} a month`;
}

/** An empty list means every type (spec §3 Package). */
export function yogaTypesLabel(validYogaTypes: readonly string[]): string {
  return validYogaTypes.length === 0 ? "All yoga types" : validYogaTypes.join(", ");
}

/** 'Save 40 credits (25%)', or null when the package saves nothing. */
export function savingsLabel(offer: Pick<PackageOffer, "totalCustomerSave" | "savingsPercent">) {
  if (offer.totalCustomerSave <= 0) return null;
  return `Save ${formatCredits(offer.totalCustomerSave)} (${offer.savingsPercent}%)`;
}

/** 'Valid for 30 days'. */
export function validityLabel(validityDays: number): string {
  return `Valid for ${validityDays} ${validityDays === 1 ? "day" : "days"}`;
}

/** A package's price for buying it outright, beside its credits: 'or RM 250.00', or '(credits only)'. */
export function ringgitPriceLabel(priceSen: number | null): string {
  return priceSen === null ? "(credits only)" : `or ${formatRinggit(priceSen)}`;
}

/**
 * What credits come to in classes, at what a class usually costs (the studio's setting):
 * 'About 5 classes at 2 credits each'.
 */
export function classesWorthLabel(credits: number, usualClassCredits: number): string {
  const classes = Math.floor(credits / usualClassCredits);
  const each = `at ${formatCredits(usualClassCredits)} each`;
  return classes === 1 ? `About 1 class ${each}` : `About ${classes} classes ${each}`;
}

/** 'RM 18.00 a credit'. */
export function perCreditLabel(senPerCredit: number): string {
  return `${formatRinggit(senPerCredit)} a credit`;
}

/** How long a pack's credits last from the day it is bought: 'Use within 60 days', or never expire. */
export function packValidityLabel(validityDays: number | null): string {
  if (validityDays === null) return "Credits never expire";
  return `Use within ${validityDays} ${validityDays === 1 ? "day" : "days"} of buying`;
}
