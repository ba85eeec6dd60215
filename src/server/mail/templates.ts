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

/**
 * An e-mail about a student's booking: what happened, in `lines`. `because` says why it came:
 * the student asked for booking e-mails, or the studio changed something of theirs, which it
 * always tells.
 */
export function bookingMail(options: {
  to: string;
  studioName: string;
  subject: string;
  lines: string[];
  because: "asked" | "studio_change";
  /** The booking's calendar entry, added, moved or removed by the calendar that reads it. */
  calendar?: MailCalendarPart | null;
}): MailMessage {
  const { to, studioName, subject, lines, because, calendar } = options;
  const footer =
    because === "asked"
      ? `You get these e-mails because you asked ${studioName} for them; switch them off in My Profile.`
      : `You get this e-mail because you booked this class at ${studioName}.`;
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
