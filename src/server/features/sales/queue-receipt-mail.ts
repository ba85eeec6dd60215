import type { Executor } from "../../db/client.ts";
import { receiptMail } from "../../mail/templates.ts";
import type { BookingMailContext } from "../notifications/queue-booking-mail.ts";
import { queueMail } from "../notifications/queue-mail.ts";
import { type DocumentRef, getReceipt } from "./get-receipt.ts";

/** The web page where a student views and prints one of their receipts or credit notes. */
export function receiptUrl(appUrl: string, ref: DocumentRef): string {
  return `${appUrl}/me/${ref.kind === "receipt" ? "receipts" : "credit-notes"}/${ref.id}`;
}

/**
 * Queues a receipt or credit note to its student, in the sale's or refund's transaction; none to
 * a walk-in without an e-mail address, who has it printed at the desk.
 */
export async function queueReceiptMail(
  tx: Executor,
  context: BookingMailContext,
  ref: DocumentRef,
): Promise<void> {
  const document = await getReceipt(tx, context, ref);
  const to = document?.customer.email;
  if (!document || !to) return;
  await queueMail(tx, [
    receiptMail({
      to,
      document,
      timeZone: context.timeZone,
      url: receiptUrl(context.appUrl, ref),
    }),
  ]);
}
