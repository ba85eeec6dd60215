import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "../context.ts";

/** The built React app: hashed assets cached for a year, every other path answered by index.html. */
export function webAppRoutes(webDir: string) {
  let indexHtml: string | undefined;
  const servePage = async (c: Context<AppEnv>) => {
    indexHtml ??= await readFile(join(webDir, "index.html"), "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  };
  return (
    new Hono<AppEnv>()
      // Pages and scripts shrink to about a third on the wire. The API is left alone: its answers
      // mix secrets with what callers send, which compression would let an attacker probe.
      .use(compress())
      .use("/assets/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      })
      .use("/assets/*", serveStatic({ root: webDir }))
      .get("/assets/*", (c) => c.text("Not found", 404))
      .get("/", servePage)
      .use("*", serveStatic({ root: webDir }))
      .get("*", servePage)
  );
}
