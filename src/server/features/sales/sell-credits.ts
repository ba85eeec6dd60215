import { and, eq } from "drizzle-orm";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES, rechargeSuccessMessage } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { Recharge, RechargeResult } from "../../../shared/sales.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { creditPack, sale } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { allocateDocumentNumber } from "./allocate-document-number.ts";
import { creditsExpireAt } from "./credits-expiry.ts";
import { queueReceiptMail } from "./queue-receipt-mail.ts";

/** What a custom number of credits is called on its receipt. */
const CUSTOM_CREDITS_ITEM = "Credits";

/**
 * adminRecharge as a sale (issue #23): a credit pack on sale, or a custom number of credits, for
 * what was received. The sale, its receipt number, the credits (a batch that expires with the
 * pack's validity) and their ledger entry are written in the caller's transaction, with the
 * receipt's e-mail.
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
  const { userId, actorId, now, timeZone, mail } = input;
  const [account] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  const product = await productSold(tx, input);
  const amountSen = input.paid ?? 0;
  const receiptNumber = await allocateDocumentNumber(tx, {
    series: "R",
    now,
    timeZone,
  });
  const [sold] = await tx
    .insert(sale)
    .values({
      receiptNumber,
      userId,
      creditPackId: product.packId,
      item: product.item,
      credits: product.credits,
      amountSen,
      paymentMethod: input.paymentMethod,
      reference: input.reference || null,
      remark: input.remark || null,
      actorId,
      createdAt: now,
    })
    .returning({ id: sale.id });
  const credits = await appendCreditEntry(
    tx,
    {
      userId,
      delta: product.credits,
      reason: "credit_purchase",
      saleId: sold!.id,
      paymentMethod: input.paymentMethod,
      remark: input.remark || undefined,
      actorId,
      createdAt: now,
    },
    { now, expiresAt: creditsExpireAt(now, product.validityDays, timeZone) },
  );
  await recordActivity(tx, {
    userId,
    actorId,
    type: "recharge",
    description: `Bought ${product.item === CUSTOM_CREDITS_ITEM ? formatCredits(product.credits) : `${product.item} (${formatCredits(product.credits)})`} for ${formatRinggit(amountSen)} (${input.paymentMethod}), receipt ${receiptNumber}`,
    metadata: {
      amount: product.credits,
      amountSen,
      paymentMethod: input.paymentMethod,
      remark: input.remark,
      saleId: sold!.id,
      receiptNumber,
    },
  });
  if (mail) await queueReceiptMail(tx, mail, { kind: "receipt", id: sold!.id });
  return {
    message: rechargeSuccessMessage(product.credits, account.email, credits),
    credits,
    email: account.email,
    receipt: { id: sold!.id, number: receiptNumber },
  };
}

/** The pack on sale that was chosen, or the custom number of credits. */
async function productSold(tx: Transaction, input: Recharge) {
  if (input.packId === undefined) {
    return {
      packId: null,
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
    packId: pack.id,
    item: pack.name,
    credits: pack.credits,
    validityDays: pack.validityDays,
  };
}
