import { formatCredits } from "../../../shared/credits.ts";
import { formatRinggit, ringgitFigure } from "../../../shared/money.ts";
import { type AdminSale, type SaleRefundInput, saleRefundSchema } from "../../../shared/sales.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The Refund dialog as its inputs hold it. */
export interface RefundValues {
  /** Ringgit given back, as typed. */
  amount: string;
  /** Credits taken back off the student's balance. */
  credits: string;
  reason: string;
}

export type RefundErrors = Partial<Record<keyof RefundValues, string>>;

type Refundable = AdminSale["refundable"];

/** Everything that can still be refunded: the money left and the credits still unused. */
export function initialRefund(refundable: Refundable): RefundValues {
  return {
    amount: ringgitFigure(refundable.amountSen),
    credits: String(refundable.credits),
    reason: "",
  };
}

/** The most each field can take, as the hints under them say it. */
export function refundLimits(refundable: Refundable): { amount: string; credits: string } {
  const used = refundable.used > 0 ? ` (${refundable.used} used or expired)` : "";
  return {
    amount: `At most ${formatRinggit(refundable.amountSen)} can still be refunded.`,
    credits: `${formatCredits(refundable.credits)} of this sale ${refundable.credits === 1 ? "is" : "are"} unused${used}: take back at most ${refundable.credits}.`,
  };
}

/**
 * The refund, by the schema the server checks with: each field's first problem, or the call to
 * make, its ringgit as the server reads them ("50.00"). Whether the sale still has that much to
 * refund is the server's to say, with the figures as they are at that moment.
 */
export function checkRefund(values: RefundValues): CheckResult<SaleRefundInput, RefundErrors> {
  const credits = values.credits.trim();
  const parsed = saleRefundSchema.safeParse({
    amount: values.amount.trim(),
    credits: credits === "" ? undefined : Number(credits),
    reason: values.reason,
  });
  if (parsed.success) {
    return { ok: true, data: { ...parsed.data, amount: ringgitFigure(parsed.data.amount) } };
  }
  return { ok: false, errors: firstProblemOfEachField(parsed.error) };
}
