import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process that keeps every message it receives, and hands each
 * to `onMessage` too (the browser tests' server files them where the tests can read them).
 */
export async function startSmtpCapture(onMessage?: (mail: CapturedMail) => void) {
  const received: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        onMessage?.(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * The first message to `address` (with a raw text matching `content`, when given: say, its
     * subject line), waiting up to `timeoutMs` for it.
     */
    async mailTo(address: string, content?: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(
          (message) => message.to.includes(address) && (!content || content.test(message.raw)),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message with its quoted-printable undone: soft line breaks joined, escaped bytes as UTF-8. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"),
    );
}

/** The first link in a message's plain text. */
export function firstLink(raw: string): string {
  const match = readableMail(raw).match(/https?:\/\/[^\s"<>]+/);
  if (!match) throw new Error("no link in the message");
  return match[0];
}
