import { formatRinggit } from "../../shared/money.ts";
import {
  PAYMENT_METHOD_LABELS,
  type ReceiptDocument,
  receiptCreditsInWords,
} from "../../shared/sales.ts";
import { formatStudioDateTime } from "../../shared/studio-format.ts";
import type { MailCalendarPart, MailMessage } from "./mailer.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function passwordResetMail(options: {
  to: string;
  studioName: string;
  url: string;
}): MailMessage {
  const { to, studioName, url } = options;
  const subject = `Reset your ${studioName} password`;
  const text = [
    "Hello,",
    "",
    `Someone asked to reset the password of your ${studioName} account.`,
    "Open this link within an hour to choose a new password:",
    url,
    "",
    "If it was not you, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  const html = `<p>Hello,</p>
<p>Someone asked to reset the password of your ${escapeHtml(studioName)} account.
Open this link within an hour to choose a new password:</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a></p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject, text, html };
}

/** The link to a walk-in's account, registered at the desk without a password (issue #69). */
export function accountClaimMail(options: {
  to: string;
  studioName: string;
  url: string;
}): MailMessage {
  const { to, studioName, url } = options;
  const subject = `Your ${studioName} account is ready`;
  const text = [
    "Hello,",
    "",
    `${studioName} has made you an account with this e-mail address, to book and pay for classes online.`,
    "Open this link within an hour to choose your password:",
    url,
    "",
    "Later, Forgot password on the sign-in page sends a new link.",
  ].join("\n");
  const html = `<p>Hello,</p>
<p>${escapeHtml(studioName)} has made you an account with this e-mail address, to book and pay for classes online.
Open this link within an hour to choose your password:</p>
<p><a href="${escapeHtml(url)}">Choose your password</a></p>
<p>Later, Forgot password on the sign-in page sends a new link.</p>`;
  return { to, subject, text, html };
}

/**
 * An e-mail about a student's booking or credits: what happened, in `lines`. `because` says why
 * it came: the student asked for booking e-mails, the studio changed something of theirs, or it
 * concerns their credits; the last two are always told.
 */
export function bookingMail(options: {
  to: string;
  studioName: string;
  subject: string;
  lines: string[];
  because: "asked" | "studio_change" | "account";
  /** The booking's calendar entry, added, moved or removed by the calendar that reads it. */
  calendar?: MailCalendarPart | null;
}): MailMessage {
  const { to, studioName, subject, lines, because, calendar } = options;
  const footer = {
    asked: `You get these e-mails because you asked ${studioName} for them; switch them off in My Profile.`,
    studio_change: `You get this e-mail because you booked this class at ${studioName}.`,
    account: `You get this e-mail because you hold credits at ${studioName}.`,
  }[because];
  return {
    to,
    subject,
    text: ["Hello,", "", ...lines, "", footer].join("\n"),
    html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><small>${escapeHtml(footer)}</small></p>`,
    calendar,
  };
}

export function confirmEmailMail(options: {
  to: string;
  studioName: string;
  url: string;
}): MailMessage {
  const { to, studioName, url } = options;
  const subject = `Confirm your e-mail for ${studioName}`;
  const text = [
    "Hello,",
    "",
    `Welcome to ${studioName}! Open this link within a day to confirm your e-mail address and finish creating your account:`,
    url,
    "",
    "If you did not ask for an account, ignore this e-mail: no one can sign in with this address until the link is opened.",
  ].join("\n");
  const html = `<p>Hello,</p>
<p>Welcome to ${escapeHtml(studioName)}! Open this link within a day to confirm your e-mail address
and finish creating your account:</p>
<p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p>
<p>If you did not ask for an account, ignore this e-mail: no one can sign in with this address until the link is opened.</p>`;
  return { to, subject, text, html };
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function existingAccountMail(options: {
  to: string;
  studioName: string;
  signInUrl: string;
}): MailMessage {
  const { to, studioName, signInUrl } = options;
  const subject = `You already have a ${studioName} account`;
  const lines = [
    `Someone, most likely you, tried to create a ${studioName} account with this e-mail address. You already have one, so nothing was changed.`,
    `Sign in at ${signInUrl}. If you have forgotten your password, choose "Forgot password?" there and we will send you a link to set a new one.`,
    "If it was not you, ignore this e-mail: your account stays as it is.",
  ];
  return {
    to,
    subject,
    text: ["Hello,", "", ...lines].join("\n"),
    html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
  };
}

/** A sale's receipt or a refund's credit note, as a table, with a link to view and print it. */
export function receiptMail(options: {
  to: string;
  document: ReceiptDocument;
  timeZone: string;
  url: string;
}): MailMessage {
  const { to, document, timeZone, url } = options;
  const { customer } = document;
  const receipt = document.kind === "receipt";
  const title = `${receipt ? "Receipt" : "Credit note"} ${document.number}`;
  const rows: [string, string][] = [
    ["Date", formatStudioDateTime(document.issuedAt, timeZone)],
    ["Billed to", customer.email ? `${customer.name} <${customer.email}>` : customer.name],
    ...(document.refundOf
      ? ([["Refund of receipt", document.refundOf.number]] as [string, string][])
      : []),
    ["Item", document.item],
    [receipt ? "Credits" : "Credits taken back", String(document.credits)],
    [receipt ? "Amount paid" : "Amount refunded", formatRinggit(document.amountSen)],
    ["Payment method", PAYMENT_METHOD_LABELS[document.paymentMethod]],
    ...(document.reference ? ([["Reference", document.reference]] as [string, string][]) : []),
    ...(document.reason ? ([["Reason", document.reason]] as [string, string][]) : []),
  ];
  const validity = receiptCreditsInWords(document, timeZone);
  const expiry = validity && document.creditsExpireAt ? `Your ${validity}.` : undefined;
  const studio = [document.studio.name, document.studio.address, document.studio.email].filter(
    (line) => line !== "",
  );
  const text = [
    ...studio,
    "",
    title,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(expiry ? ["", expiry] : []),
    "",
    `View or print it: ${url}`,
  ].join("\n");
  const html = `<p>${studio.map(escapeHtml).join("<br>")}</p>
<h1 style="font-size:18px">${escapeHtml(title)}</h1>
<table cellpadding="4">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>${expiry ? `<p>${escapeHtml(expiry)}</p>` : ""}
<p><a href="${escapeHtml(url)}">View or print it</a></p>`;
  return {
    to,
    subject: `${title} from ${document.studio.name}`,
    text,
    html,
  };
}
