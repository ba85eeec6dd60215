import { eq } from "drizzle-orm";
import type { Recharge } from "../../../shared/admin-users.ts";
import { MESSAGES, rechargeSuccessMessage } from "../../../shared/messages.ts";
import type { Transaction } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { appendCreditEntry } from "../credits/append-credit-entry.ts";

/** adminRecharge: credits bought at the studio's desk, a `credit_purchase` entry with its method. */
export async function rechargeCredits(
  tx: Transaction,
  input: Recharge & { actorId: string },
): Promise<{ message: string; credits: number; email: string }> {
  const [account] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.userId))
    .for("update");
  if (!account) throw new AppError("user_not_found", MESSAGES.userNotFound, 404);
  const credits = await appendCreditEntry(tx, {
    userId: input.userId,
    delta: input.amount,
    reason: "credit_purchase",
    paymentMethod: input.paymentMethod,
    remark: input.remark || undefined,
    actorId: input.actorId,
  });
  await recordActivity(tx, {
    userId: input.userId,
    actorId: input.actorId,
    type: "recharge",
    description: `Recharged ${input.amount} credits (${input.paymentMethod})`,
    metadata: { amount: input.amount, paymentMethod: input.paymentMethod, remark: input.remark },
  });
  return {
    message: rechargeSuccessMessage(input.amount, account.email, credits),
    credits,
    email: account.email,
  };
}
