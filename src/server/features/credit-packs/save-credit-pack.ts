import { eq } from "drizzle-orm";
import type { z } from "zod";
import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminCreditPack, creditPackSchema } from "../../../shared/sales.ts";
import type { Database } from "../../db/client.ts";
import { creditPack } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { listAdminCreditPacks } from "./list-credit-packs.ts";

type CreditPackValues = z.output<typeof creditPackSchema>;

/**
 * Adds a pack (no `id`) or changes one. Sales keep the name, credits and price they were made
 * with, so a change applies only to the sales that follow it.
 */
export async function saveCreditPack(
  db: Database,
  input: { id?: string; values: CreditPackValues },
): Promise<AdminCreditPack> {
  const { id, values } = input;
  const row = {
    name: values.name,
    credits: values.credits,
    priceSen: values.priceRm,
    validityDays: values.validityDays,
    onSale: values.onSale,
  };
  const [saved] = id
    ? await db
        .update(creditPack)
        .set(row)
        .where(eq(creditPack.id, id))
        .returning({ id: creditPack.id })
    : await db.insert(creditPack).values(row).returning({ id: creditPack.id });
  if (!saved) throw new AppError("credit_pack_not_found", MESSAGES.creditPackNotFound, 404);
  const [pack] = await listAdminCreditPacks(db, { id: saved.id });
  return pack!;
}
