import { Hono } from "hono";
import { rechargeSchema } from "../../../shared/sales.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { readIdempotencyKey } from "../idempotency/read-idempotency-key.ts";
import { runIdempotent } from "../idempotency/run-idempotent.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { sellCredits } from "../sales/sell-credits.ts";

/** /api/admin/recharge (behind requireRole("admin")). A retry with the same key sells once. */
export const rechargeRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { deps, session } = c.var;
  const actorId = session!.user.id;
  const recharge = await parseJson(c, rechargeSchema);
  const key = readIdempotencyKey(c);
  const mail = await bookingMailContext(deps);
  const answer = await runIdempotent(
    deps.db,
    key ? { userId: actorId, key, route: "recharge", input: recharge } : null,
    async (tx) => ({
      status: 200,
      body: await sellCredits(tx, {
        ...recharge,
        actorId,
        now: deps.now(),
        timeZone: mail.timeZone,
        mail,
      }),
    }),
  );
  if (!answer.replayed) deps.mail.kick();
  return c.json(answer.body, answer.status);
});
