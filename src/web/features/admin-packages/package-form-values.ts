import type { z } from "zod";
import {
  DEFAULT_PACKAGE_VALIDITY_DAYS,
  UNLIMITED_CLASSES_PER_MONTH,
  YOGA_TYPES,
  type YogaType,
} from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { ringgitFigure } from "../../../shared/money.ts";
import {
  type AdminPackage,
  type PackageInput,
  type PackageWorth,
  packageInputSchema,
  packageWorth,
  savingsBeyondWorth,
  savingsPercent,
} from "../../../shared/packages.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The Add and Edit Package form as its inputs hold it. */
export interface PackageFormValues {
  name: string;
  price: string;
  /** Its price in ringgit for buying it outright; empty: only with credits. */
  priceRm: string;
  totalCustomerSave: string;
  validityDays: string;
  maxClassesPerMonth: string;
  /** The 'All Yoga Types' box; the list below it keeps its ticks while it is on. */
  allYogaTypes: boolean;
  yogaTypes: YogaType[];
}

export type PackageField = keyof PackageInput;
export type PackageFieldErrors = Partial<Record<PackageField, string>>;

/** A package as the API takes it: its ringgit as typed ("250.00"), not yet in sen. */
export type PackageRequest = z.input<typeof packageInputSchema>;

/** The validity presets of spec §5 Add package, in days. */
export const VALIDITY_PRESETS = [
  { label: "1 Week", value: 7 },
  { label: "1 Month", value: 30 },
  { label: "3 Months", value: 90 },
  { label: "6 Months", value: 180 },
  { label: "1 Year", value: 365 },
] as const;

/** The max-classes presets of spec §5 Add package; 999 is unlimited. */
export const MAX_CLASSES_PRESETS = [
  { label: "4", value: 4 },
  { label: "8", value: 8 },
  { label: "12", value: 12 },
  { label: "20", value: 20 },
  { label: "Unlimited", value: UNLIMITED_CLASSES_PER_MONTH },
] as const;

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: "",
  price: "",
  priceRm: "",
  totalCustomerSave: "0",
  validityDays: String(DEFAULT_PACKAGE_VALIDITY_DAYS),
  maxClassesPerMonth: "",
  allYogaTypes: true,
  yogaTypes: [],
};

/** A saved package, ready to edit. No types listed means All Yoga Types. */
export function packageFormValues(saved: AdminPackage): PackageFormValues {
  const listed = YOGA_TYPES.filter((type) => saved.validYogaTypes.includes(type));
  return {
    name: saved.name,
    price: String(saved.price),
    priceRm: saved.priceSen === null ? "" : ringgitFigure(saved.priceSen),
    totalCustomerSave: String(saved.totalCustomerSave),
    validityDays: String(saved.validityDays),
    maxClassesPerMonth: String(saved.maxClassesPerMonth),
    allYogaTypes: listed.length === 0,
    yogaTypes: listed,
  };
}

/** Ticks or unticks one yoga type, keeping the studio's order. */
export function withYogaType(
  values: PackageFormValues,
  type: YogaType,
  chosen: boolean,
): PackageFormValues {
  const yogaTypes = YOGA_TYPES.filter((each) =>
    each === type ? chosen : values.yogaTypes.includes(each),
  );
  return { ...values, yogaTypes };
}

const whole = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * The live savings percentage, save / (price + save), while both are whole numbers the form
 * accepts; null until then.
 */
export function liveSavingsPercent(values: PackageFormValues): number | null {
  const price = whole(values.price);
  const save = whole(values.totalCustomerSave);
  if (price === undefined || save === undefined) return null;
  if (!Number.isInteger(price) || !Number.isInteger(save) || price < 1 || save < 0) return null;
  return savingsPercent(price, save);
}

/**
 * What the package's classes are worth at the studio's usual class price, while its price,
 * validity and monthly cap are numbers the form accepts; null until then.
 */
export function liveWorth(
  values: PackageFormValues,
  usualClassCredits: number,
): PackageWorth | null {
  const plan = {
    price: whole(values.price),
    validityDays: whole(values.validityDays),
    maxClassesPerMonth: whole(values.maxClassesPerMonth),
  };
  const accepted = packageInputSchema
    .pick({ price: true, validityDays: true, maxClassesPerMonth: true })
    .safeParse(plan);
  return accepted.success ? packageWorth(accepted.data, usualClassCredits) : null;
}

/** A form that passed every check, as the API takes it; or each field's first problem. */
export type CheckedPackage = CheckResult<PackageRequest, PackageFieldErrors>;

/**
 * Every rule of spec §5 Add package, by the schema the server checks with; the one rule it cannot
 * see is the form's own: with 'All Yoga Types' off, at least one type must be ticked. Once the
 * studio's usual class price is known, the savings are checked against the package's worth too,
 * as the server checks them.
 */
export function checkPackage(
  values: PackageFormValues,
  usualClassCredits?: number,
): CheckedPackage {
  const noTypeChosen = !values.allYogaTypes && values.yogaTypes.length === 0;
  const parsed = packageInputSchema.safeParse({
    name: values.name,
    price: whole(values.price),
    priceRm: values.priceRm.trim() === "" ? null : values.priceRm.trim(),
    totalCustomerSave: whole(values.totalCustomerSave),
    // The API fills in 30 days when a caller leaves them out; the form starts at 30, and a field
    // the admin cleared is a missing value (NaN is not a number to the schema), not the default.
    validityDays: whole(values.validityDays) ?? Number.NaN,
    maxClassesPerMonth: whole(values.maxClassesPerMonth),
    validYogaTypes: values.allYogaTypes ? [] : values.yogaTypes,
  });
  const errors: PackageFieldErrors = parsed.success
    ? {}
    : firstProblemOfEachField<PackageField>(parsed.error);
  if (noTypeChosen) errors.validYogaTypes = MESSAGES.chooseYogaType;
  const beyondWorth =
    parsed.success && usualClassCredits !== undefined
      ? savingsBeyondWorth(parsed.data, usualClassCredits)
      : undefined;
  if (beyondWorth) errors.totalCustomerSave = beyondWorth;
  if (!parsed.success || noTypeChosen || beyondWorth) return { ok: false, errors };
  const { priceRm } = parsed.data;
  return {
    ok: true,
    data: { ...parsed.data, priceRm: priceRm === null ? null : ringgitFigure(priceRm) },
  };
}
