import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The first link to `path` in a mail to `email`, as the test server's SMTP server received it: it
 * files each message in {DATA_DIR}/smtp-inbox (support/serve-with-smtp.ts), and
 * playwright.config.ts shares that folder through STUDIO_E2E_DATA_DIR.
 */
async function linkMailedTo(email: string, path: string): Promise<string> {
  const dataDir = process.env.STUDIO_E2E_DATA_DIR;
  if (!dataDir) throw new Error("STUDIO_E2E_DATA_DIR is not set (see playwright.config.ts)");
  const outbox = join(dataDir, "smtp-inbox");
  const pattern = new RegExp(`https?://[^\\s/]+${path.replace(/[?.]/g, "\\$&")}[^\\s"<]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files) {
          const message = decodeQuotedPrintable(await readFile(join(outbox, file), "utf8"));
          if (!message.includes(`To: ${email}`)) continue;
          link = message.match(pattern)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `a mail to ${email} with a link to ${path} in ${outbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

export const resetLinkMailedTo = (email: string) =>
  linkMailedTo(email, "/api/auth/reset-password/");

export const confirmationLinkMailedTo = (email: string) =>
  linkMailedTo(email, "/api/auth/verify-email?");
