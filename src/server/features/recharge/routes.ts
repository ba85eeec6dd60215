import { Hono } from "hono";
import { rechargeSchema } from "../../../shared/admin-users.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { readIdempotencyKey } from "../idempotency/read-idempotency-key.ts";
import { runIdempotent } from "../idempotency/run-idempotent.ts";
import { rechargeCredits } from "./recharge-credits.ts";

/** /api/admin/recharge (behind requireRole("admin")). A retry with the same key recharges once. */
export const rechargeRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { deps, session } = c.var;
  const actorId = session!.user.id;
  const recharge = await parseJson(c, rechargeSchema);
  const key = readIdempotencyKey(c);
  const answer = await runIdempotent(
    deps.db,
    key ? { userId: actorId, key, route: "recharge", input: recharge } : null,
    async (tx) => ({ status: 200, body: await rechargeCredits(tx, { ...recharge, actorId }) }),
  );
  return c.json(answer.body, answer.status);
});
