import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { readIdempotencyKey } from "./read-idempotency-key.ts";
import { runIdempotent } from "./run-idempotent.ts";

/**
 * Makes a change that e-mails someone, once per Idempotency-Key when the caller sends one: a
 * retry replays the first answer and mails nobody again. Otherwise the mail sender is kicked once
 * the change has committed.
 */
export async function answerOnce<Body>(
  c: Context<AppEnv>,
  request: { userId: string; route: string; input: unknown; status: ContentfulStatusCode },
  change: (tx: Transaction) => Promise<Body>,
) {
  const { deps } = c.var;
  const key = readIdempotencyKey(c);
  const { userId, route, input, status } = request;
  const answer = await runIdempotent(
    deps.db,
    key ? { userId, key, route, input } : null,
    async (tx) => ({ status, body: await change(tx) }),
  );
  if (!answer.replayed) deps.mail.kick();
  return c.json(answer.body, answer.status);
}
