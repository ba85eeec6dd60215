import { Hono } from "hono";
import { myBookingsQuerySchema, myCreditsQuerySchema } from "../../../shared/profile.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { parseQuery } from "../../http/validate.ts";
import { getCreditHistory } from "./get-credit-history.ts";
import { listBookings } from "./list-bookings.ts";

/** The signed-in user's own bookings and ledger; the session decides whose, never the request. */
export const meRoutes = new Hono<AppEnv>()
  .get("/bookings", async (c) => {
    const session = requireSession(c.var.session);
    const { scope, page } = parseQuery(c, myBookingsQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.json(
      await listBookings(c.var.deps.db, {
        userId: session.user.id,
        scope,
        page,
        now: c.var.deps.now(),
      }),
    );
  })
  .get("/credits", async (c) => {
    const session = requireSession(c.var.session);
    const { page } = parseQuery(c, myCreditsQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.json(await getCreditHistory(c.var.deps.db, { userId: session.user.id, page }));
  });
