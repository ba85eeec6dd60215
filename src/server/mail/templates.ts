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
  return { to, subject, text, html };
}

export function bookingMail(options: {
  to: string;
  studioName: string;
  kind: "booked" | "cancelled";
  classTitle: string;
  when: string;
  tutorName: string | null;
  credits: number;
}): MailMessage {
  const { to, studioName, kind, classTitle, when, tutorName, credits } = options;
  const withTutor = tutorName ? ` with ${tutorName}` : "";
  const subject =
    kind === "booked" ? `Booked: ${classTitle}, ${when}` : `Cancelled: ${classTitle}, ${when}`;
  const lines =
    kind === "booked"
      ? [
          `You are booked for ${classTitle}${withTutor} on ${when}.`,
          credits > 0 ? `${credits} credits were used.` : "Your subscription covers this class.",
          "Please arrive ten minutes early. See you in class!",
        ]
      : [
          `Your booking for ${classTitle}${withTutor} on ${when} is cancelled and your spot is freed.`,
          credits > 0 ? `${credits} credits are back in your account.` : "",
        ].filter(Boolean);
  const footer = `You get these e-mails because you asked ${studioName} for them; switch them off in My Profile.`;
  return {
    to,
    subject,
    text: ["Hello,", "", ...lines, "", footer].join("\n"),
    html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><small>${escapeHtml(footer)}</small></p>`,
  };
}
