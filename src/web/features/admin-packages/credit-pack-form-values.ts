import type { z } from "zod";
import { ringgitFigure } from "../../../shared/money.ts";
import { type AdminCreditPack, creditPackSchema } from "../../../shared/sales.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The credit pack dialog as its inputs hold it. */
export interface CreditPackFormValues {
  name: string;
  credits: string;
  /** The price in ringgit, as typed. */
  priceRm: string;
  validityDays: string;
  /** The "Never expire" box: the days are not asked for while it is ticked. */
  neverExpire: boolean;
  onSale: boolean;
}

/** A pack as the API takes it: its price in ringgit ("180.00"), not yet in sen. */
export type CreditPackRequest = z.input<typeof creditPackSchema>;
export type CreditPackErrors = Partial<Record<keyof CreditPackFormValues, string>>;

/** A new pack goes on sale once saved, unless the owner unticks it. */
export const EMPTY_CREDIT_PACK_FORM: CreditPackFormValues = {
  name: "",
  credits: "",
  priceRm: "",
  validityDays: "",
  neverExpire: false,
  onSale: true,
};

/** A saved pack, ready to edit. */
export function creditPackFormValues(pack: AdminCreditPack): CreditPackFormValues {
  return {
    name: pack.name,
    credits: String(pack.credits),
    priceRm: ringgitFigure(pack.priceSen),
    validityDays: pack.validityDays === null ? "" : String(pack.validityDays),
    neverExpire: pack.validityDays === null,
    onSale: pack.onSale,
  };
}

const number = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * The pack, by the schema the server checks with: each field's first problem, or the call. The
 * API takes no days for packs that never expire; the form asks for them or the box instead.
 */
export function checkCreditPack(
  values: CreditPackFormValues,
): CheckResult<CreditPackRequest, CreditPackErrors> {
  const parsed = creditPackSchema.safeParse({
    name: values.name,
    credits: number(values.credits),
    priceRm: values.priceRm.trim(),
    validityDays: values.neverExpire ? null : number(values.validityDays),
    onSale: values.onSale,
  });
  if (parsed.success) {
    return { ok: true, data: { ...parsed.data, priceRm: ringgitFigure(parsed.data.priceRm) } };
  }
  const errors: CreditPackErrors = firstProblemOfEachField(parsed.error);
  // The API takes no days for "never"; the form has a box for it.
  errors.validityDays &&= errors.validityDays.replace(
    "or empty for no expiry",
    "or tick Never expire",
  );
  return { ok: false, errors };
}
