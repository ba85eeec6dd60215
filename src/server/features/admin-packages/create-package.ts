import type { AdminPackage, PackageInput } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { packageRow } from "./admin-package-query.ts";
import { checkPackageSavings } from "./check-package-savings.ts";
import { getAdminPackage } from "./get-admin-package.ts";

/**
 * Add Package: on sale on /plan at once (spec §7 Packages: add with isActive true), with savings
 * its classes are worth.
 */
export async function createPackage(
  db: Executor,
  input: PackageInput,
  now: Date,
): Promise<AdminPackage> {
  await checkPackageSavings(db, input);
  const [created] = await db
    .insert(studioPackage)
    .values({ ...packageRow(input), isActive: true, createdAt: now })
    .returning({ id: studioPackage.id });
  return getAdminPackage(db, created!.id, now);
}
