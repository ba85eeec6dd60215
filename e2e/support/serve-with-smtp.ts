import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpCapture } from "../../src/server/testing/smtp-capture.ts";

/**
 * The browser tests' server: the real app as built (dist/server/main.js), sending its mail over SMTP to a
 * real SMTP server in the same process, which files each message it receives in
 * {DATA_DIR}/smtp-inbox for the tests to read (support/outbox.ts).
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is not set (see playwright.config.ts)");
const inbox = join(dataDir, "smtp-inbox");
mkdirSync(inbox, { recursive: true });
let received = 0;
const smtp = await startSmtpCapture((mail) => {
  received += 1;
  writeFileSync(join(inbox, `${Date.now()}-${received}.eml`), mail.raw);
});
process.env.SMTP_URL = smtp.url;
// The server as `npm start` runs it, built by `npm run test:e2e` (a path the type check leaves alone).
const builtServer = new URL("../../dist/server/main.js", import.meta.url).href;
await import(builtServer);
