import { and, eq } from "drizzle-orm";
import { MESSAGES, rechargeSuccessMessage } from "../../../shared/messages.ts";
import type { Recharge, RechargeResult } from "../../../shared/sales.ts";
import type { Transaction } from "../../db/client.ts";
import { creditPack } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { recordSale, type SaleProduct } from "./record-sale.ts";

/** What a custom number of credits is called on its receipt. */
const CUSTOM_CREDITS_ITEM = "Credits";

/**
 * adminRecharge as a sale (issue #23): a credit pack on sale, or a custom number of credits, for
 * what was received, written by recordSale in the caller's transaction.
 */
export async function sellCredits(
  tx: Transaction,
  input: Recharge & {
    actorId: string;
    now: Date;
    timeZone: string;
    /** The studio as the receipt e-mail gives it; none for a sale recorded after the fact. */
    mail?: BookingMailContext;
  },
): Promise<RechargeResult> {
  const product = await productSold(tx, input);
  const sold = await recordSale(tx, {
    userId: input.userId,
    product,
    amountSen: input.paid ?? 0,
    paymentMethod: input.paymentMethod,
    reference: input.reference || null,
    remark: input.remark || null,
    actorId: input.actorId,
    now: input.now,
    timeZone: input.timeZone,
    mail: input.mail,
  });
  return {
    message: rechargeSuccessMessage(product.credits, sold.email ?? sold.name, sold.credits),
    credits: sold.credits,
    email: sold.email,
    receipt: { id: sold.saleId, number: sold.receiptNumber },
  };
}

/** The pack on sale that was chosen, or the custom number of credits. */
async function productSold(tx: Transaction, input: Recharge): Promise<SaleProduct> {
  if (input.packId === undefined) {
    return {
      creditPackId: null,
      item: CUSTOM_CREDITS_ITEM,
      credits: input.amount!,
      validityDays: null,
    };
  }
  const [pack] = await tx
    .select()
    .from(creditPack)
    .where(and(eq(creditPack.id, input.packId), eq(creditPack.onSale, true)));
  if (!pack) throw new AppError("credit_pack_not_found", MESSAGES.creditPackNotOnSale, 404);
  return {
    creditPackId: pack.id,
    item: pack.name,
    credits: pack.credits,
    validityDays: pack.validityDays,
  };
}
