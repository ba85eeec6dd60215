import type { AdminPackage } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { selectAdminPackages } from "./admin-package-query.ts";

/** The admin package list: every package, on sale or not, with its usage. */
export function listAdminPackages(db: Executor, now: Date): Promise<AdminPackage[]> {
  return selectAdminPackages(db, now);
}
