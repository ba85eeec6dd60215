import { asc, eq, sql } from "drizzle-orm";
import {
  type AdminCreditPack,
  type CreditPackOffer,
  creditPackOffer,
} from "../../../shared/sales.ts";
import type { Executor } from "../../db/client.ts";
import { creditPack } from "../../db/schema/sales.ts";

const offerColumns = {
  id: creditPack.id,
  name: creditPack.name,
  credits: creditPack.credits,
  priceSen: creditPack.priceSen,
  validityDays: creditPack.validityDays,
};

/** The packs on sale, smallest first, as the Plans page and the desk offer them. */
export async function listCreditPacks(db: Executor): Promise<CreditPackOffer[]> {
  const packs = await db
    .select(offerColumns)
    .from(creditPack)
    .where(eq(creditPack.onSale, true))
    .orderBy(asc(creditPack.credits), asc(creditPack.priceSen), asc(creditPack.name));
  return packs.map(creditPackOffer);
}

/** Every pack, on sale or not, with how often each has sold, for the owner. */
export async function listAdminCreditPacks(
  db: Executor,
  where?: { id: string },
): Promise<AdminCreditPack[]> {
  const packs = await db
    .select({
      ...offerColumns,
      onSale: creditPack.onSale,
      sold: sql<number>`(select count(*)::int from sale s where s.credit_pack_id = "credit_pack"."id")`,
    })
    .from(creditPack)
    .where(where ? eq(creditPack.id, where.id) : undefined)
    .orderBy(asc(creditPack.credits), asc(creditPack.priceSen), asc(creditPack.name));
  return packs.map((pack) => ({ ...creditPackOffer(pack), onSale: pack.onSale, sold: pack.sold }));
}
