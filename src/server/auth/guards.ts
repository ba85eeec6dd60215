import { createMiddleware } from "hono/factory";
import { MESSAGES } from "../../shared/messages.ts";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";
import type { SessionData } from "./create-auth.ts";

/**
 * Reads the session cookie once per request; handlers read `c.var.session`. A request without the
 * cookie (a visitor reading the timetable, the busiest case) has no session to look up.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("session", await c.var.deps.readSession(c.req.raw.headers, c.var.changeVersions));
  await next();
});

export function requireSession(session: SessionData | null): SessionData {
  if (!session) throw new AppError("unauthenticated", MESSAGES.userNotAuthenticated, 401);
  return session;
}

/** Guards every route below it: visitors get 401, signed-in users without the role get 403. */
export function requireRole(role: "admin") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = requireSession(c.var.session);
    if (session.user.role !== role) {
      c.var.log.warn({ userId: session.user.id, path: c.req.path }, "refused: admin role required");
      throw new AppError("forbidden", MESSAGES.adminOnly, 403);
    }
    await next();
  });
}
