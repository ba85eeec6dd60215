/**
 * Stripe's objects as its API answers them, built against the library's own types so that a
 * change of shape in a new `stripe` version shows here as a type error. Fields the stand-in has no
 * use for carry what Stripe answers when the feature is off: null, false, or empty.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** An id as Stripe's look: a prefix naming the type (`cs_test_`, `re_`, …), then random letters. */
export function newId(prefix: string, length = 24): string {
  let id = prefix;
  for (const byte of randomBytes(length)) id += BASE62[byte % BASE62.length];
  return id;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export type PaymentMethod = "card" | "fpx" | "grabpay";

export function newCheckoutSession(fields: {
  id: string;
  url: string;
  currency: string;
  amountTotal: number;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Stripe.Metadata;
  successUrl: string;
  cancelUrl: string | null;
  /** `allowed_payment_method_types` as asked, and what that leaves to offer. */
  allowed: string[] | null;
  offered: PaymentMethod[];
}): Stripe.Checkout.Session {
  const created = nowSeconds();
  return {
    id: fields.id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: fields.allowed,
    amount_subtotal: fields.amountTotal,
    amount_total: fields.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: fields.customerEmail,
    discounts: [],
    // Stripe's default lifetime of a Checkout Session.
    expires_at: created + 24 * 60 * 60,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: "payment",
    origin_context: null,
    // Since API version 2022-08-01 the PaymentIntent is made only when the customer pays.
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: fields.offered,
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: fields.url,
    wallet_options: null,
  };
}

/** What Checkout records of the customer once they have paid. */
export function customerDetails(email: string | null): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
}

/** The charge a Checkout payment makes; an FPX one stays "pending" until the bank settles it. */
export function newCharge(fields: {
  amount: number;
  currency: string;
  paymentIntent: string;
  method: PaymentMethod;
  email: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Charge {
  const settled = fields.method !== "fpx";
  return {
    id: newId("ch_"),
    object: "charge",
    amount: fields.amount,
    amount_captured: settled ? fields.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: settled ? newId("txn_") : null,
    billing_details: { address: null, email: fields.email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: settled,
    created: nowSeconds(),
    currency: fields.currency,
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    // Stripe copies the PaymentIntent's metadata (`payment_intent_data[metadata]`) to its charge.
    metadata: fields.metadata,
    on_behalf_of: null,
    outcome: null,
    paid: settled,
    payment_intent: fields.paymentIntent,
    payment_method: newId("pm_"),
    payment_method_details: paymentMethodDetails(fields.method, fields.amount),
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: settled ? "succeeded" : "pending",
    transfer_data: null,
    transfer_group: null,
  };
}

/** As Stripe's test payment methods give them: the 4242 Visa card, Maybank2u for FPX. */
function paymentMethodDetails(
  method: PaymentMethod,
  amount: number,
): Stripe.Charge.PaymentMethodDetails {
  switch (method) {
    case "card":
      return {
        type: "card",
        card: {
          amount_authorized: amount,
          authorization_code: null,
          brand: "visa",
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
          country: "US",
          electronic_commerce_indicator: null,
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 1,
          funding: "credit",
          installments: null,
          last4: "4242",
          mandate: null,
          network: "visa",
          network_transaction_id: null,
          regulated_status: "unregulated",
          three_d_secure: null,
          transaction_link_id: null,
          wallet: null,
        },
      };
    case "fpx":
      return {
        type: "fpx",
        fpx: { account_holder_type: "individual", bank: "maybank2u", transaction_id: null },
      };
    case "grabpay":
      return { type: "grabpay", grabpay: { transaction_id: null } };
  }
}

export function newRefund(fields: {
  amount: number;
  charge: Stripe.Charge;
  status: "pending" | "succeeded";
  metadata: Stripe.Metadata;
  reason: Stripe.Refund.Reason | null;
}): Stripe.Refund {
  return {
    id: newId("re_"),
    object: "refund",
    amount: fields.amount,
    balance_transaction: newId("txn_"),
    charge: fields.charge.id,
    created: nowSeconds(),
    currency: fields.charge.currency,
    customer: null,
    customer_account: null,
    metadata: fields.metadata,
    payment_intent: fields.charge.payment_intent,
    payment_method: fields.charge.payment_method,
    ...(fields.status === "pending" ? { pending_reason: "processing" as const } : {}),
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: fields.status,
    transfer_reversal: null,
  };
}

/** An event's own part: its type with the object it carries (a snapshot, as Stripe's are). */
type EventContent<E = Stripe.Event> = E extends Stripe.Event ? Pick<E, "type" | "data"> : never;

export function newEvent(content: EventContent, request: Stripe.Event.Request): Stripe.Event {
  return {
    id: newId("evt_"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    // Until an endpoint answers 2xx; the stand-in has the one endpoint, the app's.
    pending_webhooks: 1,
    request,
    ...structuredClone(content),
  };
}
