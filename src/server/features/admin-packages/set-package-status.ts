import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { getAdminPackage } from "./get-admin-package.ts";

/**
 * Deactivate rather than delete: an inactive package leaves /plan and cannot be bought, while the
 * subscriptions already sold keep paying for classes until they end. Activate puts it back on sale.
 */
export async function setPackageStatus(
  db: Executor,
  packageId: string,
  isActive: boolean,
  now: Date,
): Promise<AdminPackage> {
  const [saved] = await db
    .update(studioPackage)
    .set({ isActive })
    .where(eq(studioPackage.id, packageId))
    .returning({ id: studioPackage.id });
  if (!saved) throw new AppError("package_not_found", MESSAGES.packageDoesNotExist, 404);
  return getAdminPackage(db, packageId, now);
}
