import { z } from "zod";

/** A package on sale, as `GET /api/packages` answers it. Prices and savings are in credits. */
export interface PackageOffer {
  id: string;
  name: string;
  price: number;
  totalCustomerSave: number;
  /** Whole percent of the full value (price + savings) that the buyer saves. */
  savingsPercent: number;
  validityDays: number;
  /** Empty means every yoga type. */
  validYogaTypes: string[];
  /** 999 means unlimited. */
  maxClassesPerMonth: number;
}

/** Savings divided by (price plus savings), as a whole percent (spec §2 Add Package). */
export function savingsPercent(price: number, totalCustomerSave: number): number {
  const fullValue = price + totalCustomerSave;
  return fullValue === 0 ? 0 : Math.round((totalCustomerSave / fullValue) * 100);
}

export const buyPackageSchema = z.strictObject({
  packageId: z.uuid({ error: "packageId must be the id of a package" }),
});
