/**
 * The page that stands in for Stripe's hosted Checkout. It says on its face that it is not Stripe,
 * so that no one mistakes a test run (or a screenshot of one) for a real payment.
 */
import type Stripe from "stripe";
import type { PaymentMethod } from "./stripe-objects.ts";

export const PAGE_TITLE = "Stand-in for Stripe Checkout — this is not Stripe";

export interface LineItem {
  name: string;
  quantity: number;
  /** In the currency's smallest unit, as Stripe counts: sen for ringgit. */
  unitAmount: number;
}

const METHOD_BUTTONS: Record<PaymentMethod, string> = {
  card: "Pay by card",
  fpx: "Pay with FPX",
  grabpay: "Pay with GrabPay",
};

/** "RM 150.00" for 15000 sen; other currencies by their code, "USD 12.00". */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat("en", {
    style: "currency",
    currency: code,
  }).resolvedOptions().maximumFractionDigits;
  const number = new Intl.NumberFormat("en", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** (digits ?? 2));
  return `${code === "MYR" ? "RM" : code} ${number}`;
}

export function checkoutPage(session: Stripe.Checkout.Session, lineItems: LineItem[]): string {
  const currency = session.currency ?? "";
  const total = formatAmount(session.amount_total ?? 0, currency);
  const items = lineItems
    .map(
      (item) =>
        `<li>${escapeHtml(item.name)}${item.quantity === 1 ? "" : ` × ${item.quantity}`}: ${formatAmount(item.unitAmount * item.quantity, currency)}</li>`,
    )
    .join("\n");
  const buttons = session.payment_method_types
    .filter((type): type is PaymentMethod => Object.hasOwn(METHOD_BUTTONS, type))
    .map(
      (type) =>
        `<button type="submit" name="action" value="${type}">${METHOD_BUTTONS[type]}</button>`,
    )
    .join("\n");
  const cancel = session.cancel_url
    ? `<button type="submit" name="action" value="cancel">Cancel</button>`
    : "";
  return page(`
<h2>Order</h2>
<ul>
${items}
</ul>
<p>Total: <strong>${total}</strong></p>
${session.customer_email ? `<p>E-mail: ${escapeHtml(session.customer_email)}</p>` : ""}
<form method="post" action="/pay/${encodeURIComponent(session.id)}">
<fieldset>
<legend>Pay ${total}</legend>
${buttons}
</fieldset>
${cancel}
</form>`);
}

export function closedPage(): string {
  return page("<p>This Checkout Session is no longer open.</p>");
}

export function messagePage(message: string): string {
  return page(`<p>${escapeHtml(message)}</p>`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PAGE_TITLE}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
[role="note"] { border: 2px solid #b45309; padding: 0.75rem; }
button { font: inherit; margin: 0.25rem 0.5rem 0.25rem 0; padding: 0.5rem 1rem; }
</style>
</head>
<body>
<main>
<h1>${PAGE_TITLE}</h1>
<p role="note"><strong>This is not Stripe.</strong> It is a local stand-in for tests: no money moves, and nothing here reaches Stripe.</p>
${body}
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
