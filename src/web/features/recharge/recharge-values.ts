import { FREE_OF_CHARGE, type PaymentMethod } from "../../../shared/constants.ts";
import { ringgitFigure, senFromRinggit } from "../../../shared/money.ts";
import { type CreditPackOffer, type RechargeInput, rechargeSchema } from "../../../shared/sales.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** What the product choice holds for a number of credits typed in, rather than a pack. */
export const CUSTOM_CREDITS = "custom";

/** The recharge form as its inputs hold it. */
export interface RechargeValues {
  /** A credit pack's id, CUSTOM_CREDITS, or "" until something is chosen. */
  product: string;
  /** The custom number of credits. */
  amount: string;
  /** The ringgit received, as typed. */
  paid: string;
  paymentMethod: PaymentMethod | "";
  reference: string;
  remark: string;
}

export type RechargeErrors = Partial<Record<keyof RechargeValues, string>>;

/**
 * A blank form. With no pack on sale there is nothing to choose between, so it starts on a
 * custom number of credits.
 */
export function emptyRecharge(packs: readonly CreditPackOffer[]): RechargeValues {
  return {
    product: packs.length === 0 ? CUSTOM_CREDITS : "",
    amount: "",
    paid: "",
    paymentMethod: "",
    reference: "",
    remark: "",
  };
}

function packOf(product: string, packs: readonly CreditPackOffer[]) {
  return packs.find((pack) => pack.id === product);
}

/** The pack's price as the Amount received field shows it. */
const priceOf = (pack: CreditPackOffer | undefined) => (pack ? ringgitFigure(pack.priceSen) : "");

/**
 * Another product chosen: its price goes into Amount received (FOC stays at nothing). An amount
 * the desk typed over the last pack's price is theirs, and stays when custom credits are chosen.
 */
export function chooseProduct(
  values: RechargeValues,
  product: string,
  packs: readonly CreditPackOffer[],
): RechargeValues {
  if (values.paymentMethod === FREE_OF_CHARGE) return { ...values, product };
  const pack = packOf(product, packs);
  const typed = values.paid !== priceOf(packOf(values.product, packs));
  return { ...values, product, paid: pack === undefined && typed ? values.paid : priceOf(pack) };
}

/** FOC takes RM 0.00; leaving FOC brings the chosen pack's price back. */
export function chooseMethod(
  values: RechargeValues,
  paymentMethod: RechargeValues["paymentMethod"],
  packs: readonly CreditPackOffer[],
): RechargeValues {
  let paid = values.paid;
  if (paymentMethod === FREE_OF_CHARGE) paid = ringgitFigure(0);
  else if (values.paymentMethod === FREE_OF_CHARGE) paid = priceOf(packOf(values.product, packs));
  return { ...values, paymentMethod, paid };
}

/** Confirm waits for something to sell (a pack, or a number of credits) and a method (spec §5). */
export function isRechargeReady(values: RechargeValues): boolean {
  const product =
    values.product === CUSTOM_CREDITS ? values.amount.trim() !== "" : values.product !== "";
  return product && values.paymentMethod !== "";
}

/** The custom amount as a number of credits, or null while it is not a whole number of 1 or more. */
function amountOf(values: RechargeValues): number | null {
  const checked = rechargeSchema.shape.amount.safeParse(Number(values.amount.trim() || Number.NaN));
  return checked.success && checked.data !== undefined ? checked.data : null;
}

/** The summary under the form: the credits before and after, and the ringgit received. */
export function rechargeSummary(
  current: number,
  values: RechargeValues,
  packs: readonly CreditPackOffer[],
) {
  const adding =
    values.product === CUSTOM_CREDITS
      ? (amountOf(values) ?? 0)
      : (packOf(values.product, packs)?.credits ?? 0);
  return { current, adding, total: current + adding, paidSen: senFromRinggit(values.paid) };
}

/**
 * Spec §5 Recharge and issue #23, by the schema the server checks with: each field's first
 * problem, or the call to make. The ringgit go as the server reads them ("180.00"), not in sen.
 */
export function checkRecharge(
  userId: string,
  values: RechargeValues,
): CheckResult<RechargeInput, RechargeErrors> {
  const custom = values.product === CUSTOM_CREDITS;
  const amount = values.amount.trim();
  const paid = values.paid.trim();
  const parsed = rechargeSchema.safeParse({
    userId,
    packId: custom || values.product === "" ? undefined : values.product,
    amount: custom && amount !== "" ? Number(amount) : undefined,
    paid: paid === "" ? undefined : paid,
    paymentMethod: values.paymentMethod || undefined,
    reference: values.reference,
    remark: values.remark,
  });
  if (parsed.success) {
    const { paid: paidSen, ...sale } = parsed.data;
    return {
      ok: true,
      data: paidSen === undefined ? sale : { ...sale, paid: ringgitFigure(paidSen) },
    };
  }
  const formField = (field: string) =>
    (field === "packId" ? "product" : field) as keyof RechargeValues;
  return { ok: false, errors: firstProblemOfEachField(parsed.error, formField) };
}
