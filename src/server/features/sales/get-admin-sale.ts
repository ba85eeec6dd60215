import { MESSAGES } from "../../../shared/messages.ts";
import type { AdminSale } from "../../../shared/sales.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CalendarStudio } from "../calendar/build-booking-calendar.ts";
import { getReceipt } from "./get-receipt.ts";
import { refundableOf } from "./refund-sale.ts";

/** A sale as the desk sees it: its receipt, its refunds and what can still be refunded. */
export async function getAdminSale(
  db: Database,
  studio: CalendarStudio,
  saleId: string,
): Promise<AdminSale> {
  const [found, refundable] = await Promise.all([
    getReceipt(db, studio, { kind: "receipt", id: saleId }),
    refundableOf(db, saleId),
  ]);
  if (!found || !refundable) throw new AppError("sale_not_found", MESSAGES.saleNotFound, 404);
  const { userId, saleId: _, ...receipt } = found;
  const { amountSen, credits, used } = refundable;
  return { receipt, userId, refundable: { amountSen, credits, used } };
}
