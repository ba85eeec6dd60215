import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PaymentMethod } from "../../../shared/constants.ts";
import type { ReceiptDocument } from "../../../shared/sales.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { creditBatch } from "../../db/schema/credits.ts";
import { sale, saleRefund } from "../../db/schema/sales.ts";
import type { CalendarStudio } from "../calendar/build-booking-calendar.ts";

const staff = alias(user, "staff");

/** Which document: a sale's receipt, or a refund's credit note. */
export interface DocumentRef {
  kind: ReceiptDocument["kind"];
  id: string;
}

/**
 * A receipt or credit note as it is shown, printed and mailed, with the studio as it is saved
 * now; undefined when there is none (or, with `userId`, none of that student's).
 */
export async function getReceipt(
  db: Executor,
  studio: Pick<CalendarStudio, "studioName" | "studioAddress" | "studioEmail">,
  ref: DocumentRef,
): Promise<(ReceiptDocument & { userId: string; saleId: string }) | undefined> {
  const studioLines = {
    name: studio.studioName,
    address: studio.studioAddress,
    email: studio.studioEmail,
  };
  const saleId =
    ref.kind === "receipt"
      ? ref.id
      : (
          await db
            .select({ saleId: saleRefund.saleId })
            .from(saleRefund)
            .where(eq(saleRefund.id, ref.id))
        )[0]?.saleId;
  if (!saleId) return undefined;
  const [found] = await db
    .select({
      sale,
      customerName: user.name,
      customerEmail: user.email,
      staffName: staff.name,
      expiresAt: creditBatch.expiresAt,
    })
    .from(sale)
    .innerJoin(user, eq(user.id, sale.userId))
    .leftJoin(staff, eq(staff.id, sale.actorId))
    .leftJoin(creditBatch, eq(creditBatch.saleId, sale.id))
    .where(eq(sale.id, saleId));
  if (!found) return undefined;
  const refunds = await db
    .select({ refund: saleRefund, staffName: staff.name })
    .from(saleRefund)
    .leftJoin(staff, eq(staff.id, saleRefund.actorId))
    .where(eq(saleRefund.saleId, saleId))
    .orderBy(asc(saleRefund.createdAt), asc(saleRefund.creditNoteNumber));
  const sold = found.sale;
  const common = {
    studio: studioLines,
    customer: { name: found.customerName, email: found.customerEmail },
    // The table's check constraint holds it to these.
    paymentMethod: sold.paymentMethod as PaymentMethod,
    reference: sold.reference,
    userId: sold.userId,
    saleId,
  };
  if (ref.kind === "receipt") {
    return {
      ...common,
      id: sold.id,
      kind: "receipt",
      number: sold.receiptNumber,
      issuedAt: sold.createdAt.toISOString(),
      item: sold.item,
      credits: sold.credits,
      amountSen: sold.amountSen,
      servedBy: found.staffName,
      creditsExpireAt: found.expiresAt?.toISOString() ?? null,
      refundOf: null,
      reason: null,
      refunds: refunds.map(({ refund }) => ({
        id: refund.id,
        number: refund.creditNoteNumber,
        issuedAt: refund.createdAt.toISOString(),
        amountSen: refund.amountSen,
        credits: refund.credits,
        reason: refund.reason,
      })),
    };
  }
  const match = refunds.find(({ refund }) => refund.id === ref.id)!;
  return {
    ...common,
    id: match.refund.id,
    kind: "credit_note",
    number: match.refund.creditNoteNumber,
    issuedAt: match.refund.createdAt.toISOString(),
    item: sold.item,
    credits: match.refund.credits,
    amountSen: match.refund.amountSen,
    servedBy: match.staffName,
    creditsExpireAt: null,
    refundOf: { id: sold.id, number: sold.receiptNumber },
    reason: match.refund.reason,
    refunds: [],
  };
}
