import { type Recharge, rechargeSchema } from "../../../shared/admin-users.ts";
import type { PaymentMethod } from "../../../shared/constants.ts";

/** The recharge form as its inputs hold it. */
export interface RechargeValues {
  amount: string;
  paymentMethod: PaymentMethod | "";
  remark: string;
}

export type RechargeErrors = Partial<Record<keyof RechargeValues, string>>;

export const EMPTY_RECHARGE: RechargeValues = { amount: "", paymentMethod: "", remark: "" };

/** The payment methods as the form offers them (spec §5 Recharge). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Cash: "Cash",
  "QR Pay": "QR Pay",
  FOC: "FOC (Free of Charge)",
  Other: "Other",
};

/** Submit waits until an amount and a method are given (spec §5 Recharge). */
export function isRechargeReady(values: RechargeValues): boolean {
  return values.amount.trim() !== "" && values.paymentMethod !== "";
}

/** The amount as a number of credits, or null while it is not a whole number of 1 or more. */
function amountOf(values: RechargeValues): number | null {
  const checked = rechargeSchema.shape.amount.safeParse(Number(values.amount.trim() || Number.NaN));
  return checked.success ? checked.data : null;
}

/** The summary under the form: current credits, the amount to add and the new total. */
export function rechargeSummary(current: number, values: RechargeValues) {
  const adding = amountOf(values) ?? 0;
  return { current, adding, total: current + adding };
}

/** Spec §5 Recharge, by the schema the server checks with: each field's first problem, or the call. */
export function checkRecharge(
  userId: string,
  values: RechargeValues,
): { ok: true; data: Recharge } | { ok: false; errors: RechargeErrors } {
  const amount = values.amount.trim();
  const parsed = rechargeSchema.safeParse({
    userId,
    amount: amount === "" ? undefined : Number(amount),
    paymentMethod: values.paymentMethod || undefined,
    remark: values.remark,
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: RechargeErrors = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path[0] as keyof RechargeValues] ??= issue.message;
  }
  return { ok: false, errors };
}
