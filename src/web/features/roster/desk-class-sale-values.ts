import { ringgitFigure } from "../../../shared/money.ts";
import { type DeskClassSaleInput, deskClassSaleSchema } from "../../../shared/sales.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** "Pay now" on the roster's Book in, as its inputs hold it. */
export interface DeskClassSaleValues {
  paid: string;
  paymentMethod: string;
  reference: string;
}
export type DeskClassSaleErrors = Partial<Record<keyof DeskClassSaleValues, string>>;

export const EMPTY_DESK_CLASS_SALE: DeskClassSaleValues = {
  paid: "",
  paymentMethod: "Cash",
  reference: "",
};

/**
 * By the schema the server checks with: each field's first problem, or the sale to send, its
 * amount in ringgit as the server reads it.
 */
export function checkDeskClassSale(
  values: DeskClassSaleValues,
): { ok: true; data: DeskClassSaleInput } | { ok: false; errors: DeskClassSaleErrors } {
  const parsed = deskClassSaleSchema.safeParse(values);
  if (parsed.success) {
    return { ok: true, data: { ...parsed.data, paid: ringgitFigure(parsed.data.paid) } };
  }
  return { ok: false, errors: firstProblemOfEachField(parsed.error) };
}
