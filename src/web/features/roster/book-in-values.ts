import type { BookingPayment } from "../../../shared/constants.ts";
import { type DeskBookingInput, studioReasonSchema } from "../../../shared/courses.ts";
import { ringgitFigure } from "../../../shared/money.ts";
import { deskClassSaleSchema } from "../../../shared/sales.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** How the desk books them: one of the booking's payments, or credits bought there and then. */
export type PaymentChoice = BookingPayment | "pay_now";

/** "Pay now": what the desk took for the class's credits, as its inputs hold it. */
export interface DeskClassSaleValues {
  paid: string;
  paymentMethod: string;
  reference: string;
}

/** The roster's Book in form, as its inputs hold it. */
export interface BookInValues {
  payment: PaymentChoice;
  sale: DeskClassSaleValues;
  reason: string;
}
export type BookInErrors = Partial<Record<keyof DeskClassSaleValues | "reason", string>>;

export const EMPTY_BOOK_IN: BookInValues = {
  payment: "credits",
  sale: { paid: "", paymentMethod: "Cash", reference: "" },
  reason: "",
};

/**
 * By the schemas the server checks with: each field's first problem, or the booking to send,
 * a sale's amount in ringgit as the server reads it. A reason is asked of a complimentary place
 * and checked wherever one is given.
 */
export function checkBookIn(
  userId: string,
  values: BookInValues,
): CheckResult<DeskBookingInput, BookInErrors> {
  const errors: BookInErrors = {};
  let sale: DeskBookingInput["sale"];
  if (values.payment === "pay_now") {
    const parsed = deskClassSaleSchema.safeParse(values.sale);
    if (parsed.success) sale = { ...parsed.data, paid: ringgitFigure(parsed.data.paid) };
    else Object.assign(errors, firstProblemOfEachField(parsed.error));
  }
  let reason: string | undefined;
  if (values.payment === "complimentary" || values.reason.trim()) {
    const parsed = studioReasonSchema.safeParse(values.reason);
    if (parsed.success) reason = parsed.data;
    else errors.reason = parsed.error.issues[0]?.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const payment = values.payment === "pay_now" ? "credits" : values.payment;
  return { ok: true, data: { userId, payment, reason, sale } };
}
