import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin with every cross-site state change, so a foreign Origin is refused;
 * clients that are not browsers send none and cannot carry a visitor's cookies for a forgery.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  if (!SAFE_METHODS.has(c.req.method) && origin && !c.var.deps.trustedOrigins.includes(origin)) {
    throw new AppError("cross_origin", "Requests from other sites are not accepted.", 403);
  }
  await next();
});
