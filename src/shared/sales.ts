import { z } from "zod";
import { wholeNumber } from "./admin-users.ts";
import {
  DESK_PAYMENT_METHODS,
  FREE_OF_CHARGE,
  MIN_RECHARGE_AMOUNT,
  type PaymentMethod,
} from "./constants.ts";
import { formatCredits } from "./credits.ts";
import { formatRinggit, senPerCredit } from "./money.ts";
import { ringgitField } from "./money-schema.ts";
import { formatStudioDate } from "./studio-format.ts";

/*
 * Money the studio takes (issue #23): credit packs priced in ringgit, desk sales with their
 * receipts, and refunds with their credit notes. Amounts are whole sen; forms send ringgit.
 */

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  Cash: "Cash",
  "QR Pay": "QR Pay",
  Card: "Card (terminal)",
  "Bank Transfer": "Bank transfer",
  FOC: "FOC (Free of Charge)",
  Other: "Other",
  Online: "Online (Stripe)",
};

const paymentMethodField = z.enum(DESK_PAYMENT_METHODS, {
  error: `Choose a payment method: ${DESK_PAYMENT_METHODS.join(", ")}.`,
});

const nameField = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

/** The methods the desk is paid by for a class on the spot: free places are Complimentary. */
export const CLASS_PAYMENT_METHODS = DESK_PAYMENT_METHODS.filter(
  (method): method is Exclude<(typeof DESK_PAYMENT_METHODS)[number], "FOC"> =>
    method !== FREE_OF_CHARGE,
);

/**
 * A class's credits paid for at the desk as the student is booked in (issue #69): sold on a
 * receipt, then spent on the booking, in one transaction.
 */
export const deskClassSaleSchema = z.strictObject({
  paid: ringgitField("Amount received").refine((sen) => sen > 0, {
    error: "Enter the amount received in RM; a free place is Complimentary.",
  }),
  paymentMethod: z.enum(CLASS_PAYMENT_METHODS, {
    error: `Choose how they paid: ${CLASS_PAYMENT_METHODS.join(", ")}.`,
  }),
  reference: z
    .string({ error: "The reference must be text" })
    .trim()
    .max(100, "Please keep the reference under 100 characters.")
    .default(""),
});
export type DeskClassSale = z.output<typeof deskClassSaleSchema>;
export type DeskClassSaleInput = z.input<typeof deskClassSaleSchema>;

/** A credit pack as the owner defines it (admin form, `POST`/`PUT /api/admin/credit-packs`). */
export const creditPackSchema = z.strictObject({
  name: nameField,
  credits: wholeNumber("Credits", 1),
  priceRm: ringgitField("Price"),
  /** Days its credits last from the sale; null: they never expire. */
  validityDays: z
    .number({ error: "Validity must be a whole number of days, or empty for no expiry" })
    .int("Validity must be a whole number of days, or empty for no expiry")
    .min(1, "Validity must be at least 1 day")
    .max(3650, "Validity must be at most 3650 days")
    .nullable(),
  onSale: z.boolean({ error: "onSale must be true or false" }),
});
export type CreditPackInput = z.input<typeof creditPackSchema>;

/** A credit pack as the Plans page and the desk show it. */
export interface CreditPackOffer {
  id: string;
  name: string;
  credits: number;
  priceSen: number;
  /** What one credit costs in it, to the nearest sen. */
  senPerCredit: number;
  validityDays: number | null;
}

/** A credit pack as the admin manages it. */
export interface AdminCreditPack extends CreditPackOffer {
  onSale: boolean;
  /** How many times it has been sold. */
  sold: number;
}

export function creditPackOffer(pack: {
  id: string;
  name: string;
  credits: number;
  priceSen: number;
  validityDays: number | null;
}): CreditPackOffer {
  return { ...pack, senPerCredit: senPerCredit(pack.priceSen, pack.credits) };
}

/** "10 credits · RM 180.00 · RM 18.00 a credit · valid 60 days". */
export function creditPackTerms(pack: CreditPackOffer): string {
  const validity = pack.validityDays === null ? "never expire" : `valid ${pack.validityDays} days`;
  return `${formatCredits(pack.credits)} · ${formatRinggit(pack.priceSen)} · ${formatRinggit(pack.senPerCredit)} a credit · ${validity}`;
}

/**
 * adminRecharge (spec §5 Recharge), now a sale: a pack (`packId`) or a custom number of credits
 * (`amount`), what was received in ringgit (`paid`; nothing for FOC), the method and its reference.
 */
export const rechargeSchema = z
  .strictObject({
    userId: z.string({ error: "Choose the student to sell to." }).trim().min(1).max(100),
    packId: z.uuid({ error: "packId must be the id of a credit pack" }).optional(),
    amount: wholeNumber("Amount", MIN_RECHARGE_AMOUNT).optional(),
    paid: ringgitField("Amount received").optional(),
    paymentMethod: paymentMethodField,
    reference: z
      .string({ error: "The reference must be text" })
      .trim()
      .max(100, "Please keep the reference under 100 characters.")
      .default(""),
    remark: z.string().trim().max(500, "Please keep the remark under 500 characters.").default(""),
  })
  .superRefine((sale, context) => {
    if ((sale.packId === undefined) === (sale.amount === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Choose a credit pack, or enter a number of credits.",
      });
    }
    if (sale.paymentMethod === FREE_OF_CHARGE) {
      if (sale.paid !== undefined && sale.paid > 0) {
        context.addIssue({
          code: "custom",
          path: ["paid"],
          message: "FOC is free of charge: the amount received must be RM 0.00.",
        });
      }
    } else if (sale.paid === undefined || sale.paid === 0) {
      context.addIssue({
        code: "custom",
        path: ["paid"],
        message: "Enter the amount received in RM, or choose FOC (Free of Charge).",
      });
    }
  });
export type Recharge = z.output<typeof rechargeSchema>;
export type RechargeInput = z.input<typeof rechargeSchema>;

/** `POST /api/admin/recharge`'s answer: the spec's message, the balance and the sale's receipt. */
export interface RechargeResult {
  message: string;
  credits: number;
  /** Null for a walk-in registered without one. */
  email: string | null;
  receipt: { id: string; number: string };
}

/** `POST /api/admin/sales/:id/refunds`: money given back (ringgit) and credits taken back. */
export const saleRefundSchema = z.strictObject({
  amount: ringgitField("Amount refunded"),
  credits: wholeNumber("Credits taken back", 0),
  reason: z
    .string({ error: "Give the reason for the refund." })
    .trim()
    .min(1, "Give the reason for the refund.")
    .max(500, "Please keep the reason under 500 characters."),
});
export type SaleRefundInput = z.input<typeof saleRefundSchema>;

export interface SaleRefundResult {
  message: string;
  creditNote: { id: string; number: string };
  /** The student's balance after the credits came off. */
  credits: number;
}

/** A receipt (a sale) or a credit note (a refund of one), as it is shown, printed and mailed. */
export interface ReceiptDocument {
  id: string;
  kind: "receipt" | "credit_note";
  number: string;
  issuedAt: string;
  studio: { name: string; address: string; email: string };
  /** The e-mail is null for a walk-in registered without one. */
  customer: { name: string; email: string | null };
  /** What was sold, or what of it was refunded. */
  item: string;
  credits: number;
  amountSen: number;
  paymentMethod: PaymentMethod;
  reference: string | null;
  /** The staff member who made the sale or the refund; null for the student's own. */
  servedBy: string | null;
  /** A receipt's credits: when they expire; null: never. */
  creditsExpireAt: string | null;
  /** A credit note: the receipt it refunds, and why. */
  refundOf: { id: string; number: string } | null;
  reason: string | null;
  /** A receipt: the credit notes issued against it, each with its reason. */
  refunds: {
    id: string;
    number: string;
    issuedAt: string;
    amountSen: number;
    credits: number;
    reason: string;
  }[];
}

/** A line of a student's receipts (`GET /api/me/receipts`). */
export interface ReceiptSummary {
  id: string;
  kind: "receipt" | "credit_note";
  /** The sale it is the receipt of, or the credit note of a refund of: the desk's page of it. */
  saleId: string;
  number: string;
  issuedAt: string;
  item: string;
  credits: number;
  amountSen: number;
  paymentMethod: PaymentMethod;
}

/** `GET /api/admin/sales/:id`: the receipt and what can still be refunded of it. */
export interface AdminSale {
  receipt: ReceiptDocument;
  userId: string;
  refundable: {
    amountSen: number;
    /** Credits of the sale not yet taken back and not yet used: the most a refund can take. */
    credits: number;
    /** Credits of the sale the student has used or that expired. */
    used: number;
  };
}

/**
 * "5 credits expire at the end of Mon, 30 Nov 2026": credits expire as their last studio day
 * ends, so that is the day people are told.
 */
export function creditsExpiryInWords(credits: number, expiresAt: Date | string, timeZone: string) {
  const lastDay = formatStudioDate(new Date(new Date(expiresAt).getTime() - 1), timeZone);
  return `${formatCredits(credits)} ${credits === 1 ? "expires" : "expire"} at the end of ${lastDay}`;
}

/**
 * What a receipt says of its credits' validity, for the credits its credit notes have not taken
 * back: "5 credits expire at the end of Wed, 30 Dec 2026", or that they never expire; null for a
 * credit note, or when none of its credits is left.
 */
export function receiptCreditsInWords(document: ReceiptDocument, timeZone: string): string | null {
  if (document.kind !== "receipt") return null;
  const kept = document.credits - document.refunds.reduce((sum, refund) => sum + refund.credits, 0);
  if (kept <= 0) return null;
  if (document.creditsExpireAt)
    return creditsExpiryInWords(kept, document.creditsExpireAt, timeZone);
  return kept === 1 ? "This credit never expires" : `These ${kept} credits never expire`;
}
