import { and, desc, eq, inArray } from "drizzle-orm";
import { MESSAGES } from "../../../shared/messages.ts";
import type { OrderStatus, PaymentOrder } from "../../../shared/payments.ts";
import type { Executor } from "../../db/client.ts";
import { paymentOrder } from "../../db/schema/payments.ts";
import { sale } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";

const columns = {
  order: paymentOrder,
  receiptNumber: sale.receiptNumber,
};

function toPaymentOrder({
  order,
  receiptNumber,
}: {
  order: typeof paymentOrder.$inferSelect;
  receiptNumber: string | null;
}): PaymentOrder {
  return {
    id: order.id,
    item: order.item,
    credits: order.credits,
    amountSen: order.amountSen,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    receipt: order.saleId && receiptNumber ? { id: order.saleId, number: receiptNumber } : null,
    failure: order.failure,
  };
}

/** One of the student's own orders; another's answers 404 as if it did not exist. */
export async function getPaymentOrder(
  db: Executor,
  input: { userId: string; orderId: string },
): Promise<PaymentOrder> {
  const [row] = await db
    .select(columns)
    .from(paymentOrder)
    .leftJoin(sale, eq(sale.id, paymentOrder.saleId))
    .where(and(eq(paymentOrder.id, input.orderId), eq(paymentOrder.userId, input.userId)));
  if (!row) throw new AppError("order_not_found", MESSAGES.orderNotFound, 404);
  return toPaymentOrder(row);
}

/** The student's orders in these states, newest first (the pending FPX payments on /me). */
export async function listPaymentOrders(
  db: Executor,
  input: { userId: string; statuses: readonly OrderStatus[] },
): Promise<PaymentOrder[]> {
  const rows = await db
    .select(columns)
    .from(paymentOrder)
    .leftJoin(sale, eq(sale.id, paymentOrder.saleId))
    .where(
      and(eq(paymentOrder.userId, input.userId), inArray(paymentOrder.status, [...input.statuses])),
    )
    .orderBy(desc(paymentOrder.createdAt))
    .limit(20);
  return rows.map(toPaymentOrder);
}
