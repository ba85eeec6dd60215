import type { Executor } from "../../db/client.ts";
import { queuedMail } from "../../db/schema/queued-mail.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/** Owes `messages` to their readers, inside the caller's transaction: sent once it commits. */
export async function queueMail(db: Executor, messages: MailMessage[]): Promise<void> {
  if (messages.length > 0) await db.insert(queuedMail).values(messages);
}
