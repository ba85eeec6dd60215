import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { baseUrl } from "../env.ts";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers send Origin with every cross-site state change, so a foreign Origin is refused;
 * clients that are not browsers send none and cannot carry a visitor's cookies for a forgery.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    const allowed = new URL(baseUrl(c.var.deps.settings)).origin;
    if (origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
      throw new AppError("cross_origin", "Requests from other sites are not accepted.", 403);
    }
  }
  await next();
});
