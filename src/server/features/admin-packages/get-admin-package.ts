import { eq } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminPackage } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";
import { AppError } from "../../errors.ts";
import { selectAdminPackages } from "./admin-package-query.ts";

/** One package with its usage, for the edit form; 404 when there is none with that id. */
export async function getAdminPackage(
  db: Executor,
  packageId: string,
  now: Date,
): Promise<AdminPackage> {
  const [found] = await selectAdminPackages(db, now, eq(studioPackage.id, packageId));
  if (!found) throw new AppError("package_not_found", MESSAGES.packageDoesNotExist, 404);
  return found;
}
