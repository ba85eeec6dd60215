import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage, PackageInput } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { packageRow } from "./admin-package-query.ts";
import { checkPackageSavings } from "./check-package-savings.ts";
import { getAdminPackage } from "./get-admin-package.ts";

/**
 * Edit Package. A subscription keeps the end date and the price it was bought with; its yoga
 * types and monthly cap are the package's, so a change to those reaches current subscribers too.
 */
export async function updatePackage(
  db: Executor,
  packageId: string,
  input: PackageInput,
  now: Date,
): Promise<AdminPackage> {
  await checkPackageSavings(db, input);
  const [saved] = await db
    .update(studioPackage)
    .set(packageRow(input))
    .where(eq(studioPackage.id, packageId))
    .returning({ id: studioPackage.id });
  if (!saved) throw new AppError("package_not_found", MESSAGES.packageDoesNotExist, 404);
  return getAdminPackage(db, packageId, now);
}
