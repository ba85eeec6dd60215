import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { ONLINE_PAYMENT } from "../../../shared/constants.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { myCreditsQuerySchema } from "../../../shared/profile.ts";
import { saleRefundSchema } from "../../../shared/sales.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { user } from "../../db/schema/auth.ts";
import { sale } from "../../db/schema/sales.ts";
import { AppError } from "../../errors.ts";
import { parseJson, parseQuery, pathId } from "../../http/validate.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { readIdempotencyKey } from "../idempotency/read-idempotency-key.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { refundOnlineSale } from "../payments/refund-online-sale.ts";
import { getAdminSale } from "./get-admin-sale.ts";
import { type DocumentRef, getReceipt } from "./get-receipt.ts";
import { listReceipts } from "./list-receipts.ts";
import { refundSale } from "./refund-sale.ts";

const saleId = (c: Context<AppEnv>) =>
  pathId(c.req.param("id"), "sale_not_found", MESSAGES.saleNotFound);

const userReceiptsQuerySchema = myCreditsQuerySchema.extend({
  userId: z
    .string({ error: "userId names the student whose sales to list" })
    .trim()
    .min(1)
    .max(100),
});

/**
 * /api/admin/sales (behind requireRole("admin")): a student's receipts and credit notes, a sale's
 * receipt, and its refunds.
 */
export const adminSaleRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { userId, page } = parseQuery(c, userReceiptsQuerySchema);
    const [student] = await c.var.deps.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId));
    if (!student) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
    return c.json(await listReceipts(c.var.deps.db, { userId, page }));
  })
  .get("/:id", async (c) => {
    const { deps } = c.var;
    return c.json(await getAdminSale(deps.db, await bookingMailContext(deps), saleId(c)));
  })
  .post("/:id/refunds", async (c) => {
    const { deps, session } = c.var;
    const id = saleId(c);
    const refund = await parseJson(c, saleRefundSchema);
    const actorId = session!.user.id;
    const mail = await bookingMailContext(deps);
    const asked = {
      saleId: id,
      amountSen: refund.amount,
      credits: refund.credits,
      reason: refund.reason,
      actorId,
      now: deps.now(),
      timeZone: mail.timeZone,
      mail,
    };
    // One request whichever way the money goes back: a key is bound to the sale and the body.
    const request = { userId: actorId, route: "sale-refund", input: { id, ...refund } };
    const [sold] = await deps.db
      .select({ paymentMethod: sale.paymentMethod })
      .from(sale)
      .where(eq(sale.id, id));
    if (sold?.paymentMethod === ONLINE_PAYMENT) {
      // Its money goes back the way it came, through Stripe (issue #24).
      if (!deps.stripe) throw new AppError("payments_off", MESSAGES.onlineRefundNeedsStripe, 409);
      const key = readIdempotencyKey(c);
      const answer = await refundOnlineSale(deps.db, deps.stripe, {
        ...asked,
        idempotency: key ? { ...request, key } : null,
      });
      deps.mail.kick();
      return c.json(answer.body, answer.status);
    }
    return answerOnce(c, { ...request, status: 201 }, (tx) => refundSale(tx, asked));
  });

/** One of the signed-in student's own documents; another's answers 404 as if it did not exist. */
async function ownDocument(c: Context<AppEnv>, kind: DocumentRef["kind"]) {
  const session = requireSession(c.var.session);
  const { deps } = c.var;
  const id = pathId(c.req.param("id"), "receipt_not_found", MESSAGES.receiptNotFound);
  const found = await getReceipt(deps.db, await bookingMailContext(deps), { kind, id });
  if (!found || found.userId !== session.user.id) {
    throw new AppError("receipt_not_found", MESSAGES.receiptNotFound, 404);
  }
  const { userId: _, saleId: __, ...document } = found;
  c.header("Cache-Control", "no-store");
  return c.json(document);
}

/** /api/me: the signed-in student's receipts and credit notes. */
export const myReceiptRoutes = new Hono<AppEnv>()
  .get("/receipts", async (c) => {
    const session = requireSession(c.var.session);
    const { page } = parseQuery(c, myCreditsQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.json(await listReceipts(c.var.deps.db, { userId: session.user.id, page }));
  })
  .get("/receipts/:id", (c) => ownDocument(c, "receipt"))
  .get("/credit-notes/:id", (c) => ownDocument(c, "credit_note"));
