import type { MailMessage } from "./mailer.ts";

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
  return { to, subject, text, html, link: url };
}
