import { UNLIMITED_CLASSES_PER_MONTH } from "../../../shared/constants.ts";

/** The admin list's column: 'Unlimited' for 999 (spec §9), else the number. */
export function maxClassesLabel(maxClassesPerMonth: number): string {
  return maxClassesPerMonth >= UNLIMITED_CLASSES_PER_MONTH
    ? "Unlimited"
    : String(maxClassesPerMonth);
}

/** The types a package covers, one label each; none listed is the form's 'All Yoga Types'. */
export function yogaTypeLabels(validYogaTypes: readonly string[]): string[] {
  return validYogaTypes.length === 0 ? ["All Yoga Types"] : [...validYogaTypes];
}
