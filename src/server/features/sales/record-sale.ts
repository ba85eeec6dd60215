import { eq } from "drizzle-orm";
import type { PaymentMethod } from "../../../shared/constants.ts";
import { formatCredits } from "../../../shared/credits.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { formatRinggit } from "../../../shared/money.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { sale } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { allocateDocumentNumber } from "./allocate-document-number.ts";
import { creditsExpireAt } from "./credits-expiry.ts";
import { queueReceiptMail } from "./queue-receipt-mail.ts";

/** What is sold: credits (a pack, or a custom number), or a package's subscription. */
export interface SaleProduct {
  creditPackId: string | null;
  /** As the receipt names it. */
  item: string;
  /** 0 for a package: it gives a subscription, not credits. */
  credits: number;
  /** How long the credits last; null: they never expire. */
  validityDays: number | null;
  /** The subscription a package's sale started. */
  subscriptionId?: string;
}

export interface RecordedSale {
  saleId: string;
  receiptNumber: string;
  /** Null for a walk-in registered without one. */
  email: string | null;
  name: string;
  /** The balance after the sale. */
  credits: number;
}

/**
 * Writes a sale in the caller's transaction (issues #23, #24): its receipt number, the credits (a
 * batch that expires with the product's validity) and their ledger entry, the activity and the
 * receipt's e-mail. The desk's sale and an online payment's fulfilment both come here.
 */
export async function recordSale(
  tx: Transaction,
  input: {
    userId: string;
    product: SaleProduct;
    amountSen: number;
    paymentMethod: PaymentMethod;
    reference: string | null;
    remark: string | null;
    /** Staff who made the sale; null: the student, online. */
    actorId: string | null;
    now: Date;
    timeZone: string;
    /** The studio as the receipt e-mail gives it; none for a sale recorded after the fact. */
    mail?: BookingMailContext;
  },
): Promise<RecordedSale> {
  const { userId, product, amountSen, paymentMethod, actorId, now, timeZone, mail } = input;
  const [account] = await tx
    .select({ email: user.email, name: user.name, credits: user.credits })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  const receiptNumber = await allocateDocumentNumber(tx, { series: "R", now, timeZone });
  const [sold] = await tx
    .insert(sale)
    .values({
      receiptNumber,
      userId,
      creditPackId: product.creditPackId,
      subscriptionId: product.subscriptionId ?? null,
      item: product.item,
      credits: product.credits,
      amountSen,
      paymentMethod,
      reference: input.reference,
      remark: input.remark,
      actorId,
      createdAt: now,
    })
    .returning({ id: sale.id });
  const saleId = sold!.id;
  const credits =
    product.credits > 0
      ? await appendCreditEntry(
          tx,
          {
            userId,
            delta: product.credits,
            reason: "credit_purchase",
            saleId,
            paymentMethod,
            remark: input.remark ?? undefined,
            actorId: actorId ?? undefined,
          },
          { now, expiresAt: creditsExpireAt(now, product.validityDays, timeZone) },
        )
      : account.credits;
  const what =
    product.credits > 0 && product.creditPackId !== null
      ? `${product.item} (${formatCredits(product.credits)})`
      : product.credits > 0
        ? formatCredits(product.credits)
        : product.item;
  await recordActivity(tx, {
    userId,
    actorId: actorId ?? userId,
    type: product.credits > 0 ? "recharge" : "package",
    description: `Bought ${what} for ${formatRinggit(amountSen)} (${paymentMethod}), receipt ${receiptNumber}`,
    metadata: {
      amount: product.credits,
      amountSen,
      paymentMethod,
      remark: input.remark,
      saleId,
      receiptNumber,
    },
    createdAt: now,
  });
  if (mail) await queueReceiptMail(tx, mail, { kind: "receipt", id: saleId });
  return { saleId, receiptNumber, email: account.email, name: account.name, credits };
}
