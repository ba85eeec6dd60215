import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

/**
 * An iCalendar (RFC 5545) object sent beside a message's text as its text/calendar alternative:
 * calendars that read the e-mail add, move or remove the entry it carries.
 */
export interface MailCalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar?: MailCalendarPart | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What nodemailer is given to send `message` from `from`. */
function mailOptions(from: string, { to, subject, text, html, calendar }: MailMessage) {
  return {
    from,
    to,
    subject,
    text,
    html,
    ...(calendar && {
      icalEvent: { method: calendar.method, content: calendar.content, filename: "class.ics" },
    }),
  };
}

/**
 * Sends through `smtpUrl`; without one, writes each message to `outboxDir` and logs where. The log
 * never holds the message itself: reset links carry tokens.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(mailOptions(from, message));
        log.info({ subject: message.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      // Readable by the studio's own user alone, as the backups: they hold sign-in and reset links.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ subject: message.subject, file }, "no SMTP_URL: mail written to the outbox");
    },
  };
}
