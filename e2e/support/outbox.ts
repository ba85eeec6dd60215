import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Undoes quoted-printable: soft line breaks, and =XX escapes as the bytes of UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"),
    );
}

/** The folders the test servers' SMTP servers file their mail in, the default server's first. */
async function inboxes(dataDir: string): Promise<string[]> {
  const folders = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  return [
    join(dataDir, "smtp-inbox"),
    ...folders
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dataDir, entry.name, "smtp-inbox")),
  ];
}

/**
 * The first mail to `email` whose decoded text matches `pattern`, as a test server's SMTP server
 * received it: each files its messages in {DATA_DIR}/smtp-inbox (support/serve-with-smtp.ts).
 * playwright.config.ts shares the default server's data folder through STUDIO_E2E_DATA_DIR, and
 * the other servers' folders are inside it; an address is one test's own, so any inbox will do.
 */
export async function mailTo(email: string, pattern: RegExp): Promise<string> {
  const dataDir = process.env.STUDIO_E2E_DATA_DIR;
  if (!dataDir) throw new Error("STUDIO_E2E_DATA_DIR is not set (see playwright.config.ts)");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const outbox of await inboxes(dataDir)) {
          const files = await readdir(outbox).catch(() => [] as string[]);
          for (const file of files) {
            const message = decodeQuotedPrintable(await readFile(join(outbox, file), "utf8"));
            if (message.includes(`To: ${email}`) && pattern.test(message)) {
              found = message;
              return true;
            }
          }
        }
        return false;
      },
      { message: `a mail to ${email} matching ${pattern} in ${dataDir}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link to `path` in a mail to `email`. */
async function linkMailedTo(email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+${path.replace(/[?.]/g, "\\$&")}[^\\s"<]+`);
  return (await mailTo(email, pattern)).match(pattern)![0];
}

export const resetLinkMailedTo = (email: string) =>
  linkMailedTo(email, "/api/auth/reset-password/");

export const confirmationLinkMailedTo = (email: string) =>
  linkMailedTo(email, "/api/auth/verify-email?");

/** The link to the receipt a desk sale e-mailed to `email` (its page on /me/receipts/…). */
export const receiptLinkMailedTo = (email: string) => linkMailedTo(email, "/me/receipts/");
