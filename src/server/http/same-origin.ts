import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin with every cross-site state change, so a foreign Origin is refused, and so is
 * a request the browser itself marks cross-site (Sec-Fetch-Site), Origin or not. Clients that are
 * not browsers send neither and cannot carry a visitor's cookies for a forgery.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    const foreign = origin !== undefined && !c.var.deps.trustedOrigins.includes(origin);
    if (foreign || c.req.header("sec-fetch-site") === "cross-site") {
      throw new AppError("cross_origin", "Requests from other sites are not accepted.", 403);
    }
  }
  await next();
});
