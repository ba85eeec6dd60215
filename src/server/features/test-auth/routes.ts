import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

/** testAuth: what the server knows of the caller, for the /testauth diagnostics page. */
export const testAuthRoutes = new Hono<AppEnv>().get("/", (c) => {
  const session = c.var.session;
  c.header("Cache-Control", "no-store");
  if (!session) return c.json({ authenticated: false });
  return c.json({
    authenticated: true,
    user: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: session.user.role,
    },
    session: {
      createdAt: session.session.createdAt,
      expiresAt: session.session.expiresAt,
    },
  });
});
