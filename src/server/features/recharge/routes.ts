import { Hono } from "hono";
import { rechargeSchema } from "../../../shared/sales.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { bookingMailContext } from "../notifications/queue-booking-mail.ts";
import { sellCredits } from "../sales/sell-credits.ts";

/** /api/admin/recharge (behind requireRole("admin")). A retry with the same key sells once. */
export const rechargeRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { deps, session } = c.var;
  const actorId = session!.user.id;
  const recharge = await parseJson(c, rechargeSchema);
  const mail = await bookingMailContext(deps);
  return answerOnce(c, { userId: actorId, route: "recharge", input: recharge, status: 200 }, (tx) =>
    sellCredits(tx, { ...recharge, actorId, now: deps.now(), timeZone: mail.timeZone, mail }),
  );
});
