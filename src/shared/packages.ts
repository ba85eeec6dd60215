import { z } from "zod";
import {
  DEFAULT_PACKAGE_VALIDITY_DAYS,
  UNLIMITED_CLASSES_PER_MONTH,
  YOGA_TYPES,
} from "./constants.ts";
import { formatCredits } from "./credits.ts";
import { ringgitField } from "./money-schema.ts";

/** A package on sale, as `GET /api/packages` answers it. Prices and savings are in credits. */
export interface PackageOffer {
  id: string;
  name: string;
  price: number;
  /** Its price in sen for buying it outright with money; null: only with credits. */
  priceSen: number | null;
  totalCustomerSave: number;
  /** Whole percent of the full value (price + savings) that the buyer saves. */
  savingsPercent: number;
  validityDays: number;
  /** Empty means every yoga type. */
  validYogaTypes: string[];
  /** 999 means unlimited. */
  maxClassesPerMonth: number;
}

/** A package row as it is offered. */
export function packageOffer(plan: Omit<PackageOffer, "savingsPercent">): PackageOffer {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    priceSen: plan.priceSen,
    totalCustomerSave: plan.totalCustomerSave,
    savingsPercent: savingsPercent(plan.price, plan.totalCustomerSave),
    validityDays: plan.validityDays,
    validYogaTypes: plan.validYogaTypes,
    maxClassesPerMonth: plan.maxClassesPerMonth,
  };
}

/** Savings divided by (price plus savings), as a whole percent (spec §2 Add Package). */
export function savingsPercent(price: number, totalCustomerSave: number): number {
  const fullValue = price + totalCustomerSave;
  return fullValue === 0 ? 0 : Math.round((totalCustomerSave / fullValue) * 100);
}

const DAYS_PER_MONTH = 30;

/**
 * The most classes a package gives over its validity: its monthly cap for each month it lasts,
 * and no more than one class a day (which is all an unlimited package is counted as).
 */
export function classesGiven(plan: { validityDays: number; maxClassesPerMonth: number }): number {
  const months = Math.max(1, Math.round(plan.validityDays / DAYS_PER_MONTH));
  return Math.min(plan.validityDays, plan.maxClassesPerMonth * months);
}

export interface PackageWorth {
  classes: number;
  /** What those classes cost one by one at the studio's usual class price. */
  credits: number;
  /** The most the package may claim to save: its worth less its price, never below 0. */
  highestSavings: number;
}

/**
 * What a package's classes would cost bought one by one (decision 0013): the savings it shows a
 * student are checked against this, so a package cannot claim to save more than it does.
 */
export function packageWorth(
  plan: { price: number; validityDays: number; maxClassesPerMonth: number },
  usualClassCredits: number,
): PackageWorth {
  const classes = classesGiven(plan);
  const credits = classes * usualClassCredits;
  return { classes, credits, highestSavings: Math.max(0, credits - plan.price) };
}

/** "8 classes at 2 credits each are worth 16 credits": the worth, as the form and refusal say it. */
export function packageWorthInWords(worth: PackageWorth, usualClassCredits: number): string {
  const classes = worth.classes === 1 ? "1 class is" : `${worth.classes} classes are`;
  return `${classes} worth ${formatCredits(worth.credits)} at ${formatCredits(usualClassCredits)} each`;
}

/** Why the savings are more than the package's classes are worth; undefined when they are not. */
export function savingsBeyondWorth(
  input: Pick<PackageInput, "price" | "totalCustomerSave" | "validityDays" | "maxClassesPerMonth">,
  usualClassCredits: number,
): string | undefined {
  const worth = packageWorth(input, usualClassCredits);
  if (input.totalCustomerSave <= worth.highestSavings) return undefined;
  return `Savings can be at most ${formatCredits(worth.highestSavings)}: ${packageWorthInWords(worth, usualClassCredits)}, and the price is ${formatCredits(input.price)}.`;
}

export const buyPackageSchema = z.strictObject({
  packageId: z.uuid({ error: "packageId must be the id of a package" }),
});

const whole = (label: string, minimum: number, maximum: number, below: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(minimum, below)
    .max(maximum, `${label} must be at most ${maximum}`);

/**
 * Add and Edit Package (spec §5 Add package), as the server checks it and the form checks it first.
 * `validYogaTypes: []` means All Yoga Types (spec §3), so "at least one type unless all" is the
 * form's choice between its All Yoga Types box and its list; the types are kept in the studio's
 * order and each may be named once.
 */
export const packageInputSchema = z.strictObject({
  name: z
    .string({ error: "Package name is required" })
    .trim()
    .min(1, "Package name is required")
    .max(120, "Please keep the package name under 120 characters."),
  price: whole("Price", 1, 100_000, "Price must be at least 1 credit"),
  /** Its price in ringgit for buying it outright; null or absent: only with credits. */
  priceRm: ringgitField("Price in RM").nullable().default(null),
  totalCustomerSave: whole("Savings", 0, 100_000, "Savings must be 0 or more"),
  validityDays: whole("Validity days", 1, 3650, "Validity must be at least 1 day").default(
    DEFAULT_PACKAGE_VALIDITY_DAYS,
  ),
  maxClassesPerMonth: whole(
    "Max classes per month",
    1,
    UNLIMITED_CLASSES_PER_MONTH,
    "Max classes per month must be at least 1",
  ),
  validYogaTypes: z
    .array(z.enum(YOGA_TYPES, { error: "Please choose yoga types from the studio's list" }), {
      error: "Yoga types must be a list ([] for All Yoga Types)",
    })
    .refine((types) => new Set(types).size === types.length, {
      error: "Each yoga type may be chosen once",
    })
    .transform((types) => YOGA_TYPES.filter((type) => types.includes(type))),
});
export type PackageInput = z.infer<typeof packageInputSchema>;

/** Deactivate (off sale; its subscribers keep it until it ends) or activate again. */
export const packageStatusSchema = z.strictObject({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});

/**
 * A package as the admin list and Details dialog show it, with its usage (spec §2 Admin Packages):
 * subscribers whose subscription is active now, those of them ending within 20 days, and the
 * revenue, the credits paid for every subscription sold (each paid the price of its day).
 */
export interface AdminPackage extends PackageOffer {
  isActive: boolean;
  createdAt: string;
  activeSubscribers: number;
  expiringSoon: number;
  subscriptionsSold: number;
  totalRevenue: number;
}
