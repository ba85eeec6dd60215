import { Hono } from "hono";
import { z } from "zod";
import { buyPackageSchema } from "../../../shared/packages.ts";
import { requireSession } from "../../auth/guards.ts";
import type { AppEnv } from "../../context.ts";
import { parseJson } from "../../http/validate.ts";
import { buyPackage } from "./buy-package.ts";
import { claimFreeTrial } from "./claim-free-trial.ts";
import { listPackages } from "./list-packages.ts";

/** Public: the packages on sale. */
export const packageRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await listPackages(c.var.deps.db)),
);

/** The Plans page's "Start Now" actions, under /api/me. */
export const planPurchaseRoutes = new Hono<AppEnv>()
  .post("/free-trial", async (c) => {
    const session = requireSession(c.var.session);
    // Nothing to send; a body, if one comes, is held to the rule that unknown fields are refused.
    if ((await c.req.text()) !== "") await parseJson(c, z.strictObject({}));
    return c.json(
      await claimFreeTrial(c.var.deps.db, { userId: session.user.id, now: c.var.deps.now() }),
    );
  })
  .post("/subscriptions", async (c) => {
    const session = requireSession(c.var.session);
    const { packageId } = await parseJson(c, buyPackageSchema);
    const { deps } = c.var;
    const purchase = await buyPackage(deps.db, {
      userId: session.user.id,
      packageId,
      now: deps.now(),
      timeZone: deps.settings.STUDIO_TIME_ZONE,
    });
    return c.json(purchase, 201);
  });
