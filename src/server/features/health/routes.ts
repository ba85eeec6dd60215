import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: "ok" });
  } catch (error) {
    c.var.log.error({ err: error }, "health check: database did not answer");
    return c.json({ status: "unavailable" }, 503);
  }
});
