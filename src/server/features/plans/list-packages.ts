import { asc, eq } from "drizzle-orm";
import { type PackageOffer, packageOffer } from "../../../shared/packages.ts";
import type { Executor } from "../../db/client.ts";
import { studioPackage } from "../../db/schema/packages.ts";

/** The packages on sale, cheapest first. */
export async function listPackages(db: Executor): Promise<PackageOffer[]> {
  const rows = await db
    .select()
    .from(studioPackage)
    .where(eq(studioPackage.isActive, true))
    .orderBy(asc(studioPackage.price), asc(studioPackage.name), asc(studioPackage.id));
  return rows.map(packageOffer);
}
