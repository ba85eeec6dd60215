import { type PackageInput, savingsBeyondWorth } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { readBookingPolicies } from "../settings/read-studio-settings.ts";

/** Refuses savings a package's classes are not worth at the studio's usual class price. */
export async function checkPackageSavings(db: Executor, input: PackageInput): Promise<void> {
  const { usualClassCredits } = await readBookingPolicies(db);
  const problem = savingsBeyondWorth(input, usualClassCredits);
  if (problem) throw new AppError("savings_beyond_worth", problem, 400);
}
