import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { STUDIO_SETTINGS_ELEMENT_ID, type StudioInfo } from "../../shared/studio.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { studioInfo } from "../features/studio/routes.ts";

/**
 * The pages drawn on the server for a first visit: the same for every visitor, so each drawing
 * is kept for a minute (long enough to spare the work, short enough for "today" to stay today).
 */
const PRERENDERED_PATHS = new Set(["/", "/about", "/plan", "/timetable"]);
const DRAWING_LIFETIME_MS = 60_000;

/** JSON that cannot end the <script> element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * The built React app: hashed assets cached for a year, every other path answered by index.html
 * with the studio's settings inside it and, for the public pages, the page already drawn, so a
 * visitor on a slow phone sees it before the scripts arrive.
 */
export function webAppRoutes(
  deps: Pick<AppDeps, "webDir" | "renderPage" | "settings" | "studioSettings" | "log" | "now">,
) {
  const webDir = deps.webDir ?? "";
  const drawings = new Map<string, { html: string; drawnAt: number; studio: string }>();
  let shell: Promise<string> | undefined;
  const pageShell = () => {
    shell ??= readFile(join(webDir, "index.html"), "utf8");
    return shell;
  };

  /** A page's drawing, kept while the settings it shows are the saved ones. */
  const drawing = async (url: URL, studio: StudioInfo, studioJson: string): Promise<string> => {
    const { renderPage } = deps;
    if (!renderPage || !PRERENDERED_PATHS.has(url.pathname)) return "";
    const kept = drawings.get(url.pathname);
    if (kept && kept.studio === studioJson && Date.now() - kept.drawnAt < DRAWING_LIFETIME_MS) {
      return kept.html;
    }
    try {
      const html = (await renderPage(`${url.origin}${url.pathname}`, studio)) ?? "";
      drawings.set(url.pathname, { html, drawnAt: Date.now(), studio: studioJson });
      return html;
    } catch (error) {
      // The page still works without it: the browser draws it once the scripts arrive.
      deps.log.error({ err: error, path: url.pathname }, "could not draw the page on the server");
      return "";
    }
  };

  const servePage = async (c: Context<AppEnv>) => {
    const studio = studioInfo(deps.settings, await deps.studioSettings(), deps.now());
    const studioJson = scriptSafeJson(studio);
    const [html, page] = await Promise.all([
      pageShell(),
      drawing(new URL(c.req.url), studio, studioJson),
    ]);
    c.header("Cache-Control", "no-cache");
    return c.html(
      html
        // Replaced by functions: a "$&" in the owner's text or a page is text, not a pattern.
        .replace(
          "</head>",
          () =>
            `<script type="application/json" id="${STUDIO_SETTINGS_ELEMENT_ID}">${studioJson}</script></head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${page}</div>`),
    );
  };

  return (
    new Hono<AppEnv>()
      // Pages and scripts shrink to about a third on the wire. The API is left alone: its answers
      // mix secrets with what callers send, which compression would let an attacker probe. (The
      // visitors' timetable, holding neither, is the exception: decision 0007.)
      .use(compress())
      .use("/assets/*", async (c, next) => {
        await next();
        if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
      })
      // The build wrote a Brotli and a gzip copy of each script and stylesheet.
      .use("/assets/*", serveStatic({ root: webDir, precompressed: true }))
      .get("/assets/*", (c) => c.text("Not found", 404))
      .get("/", servePage)
      .use("*", serveStatic({ root: webDir }))
      .get("*", servePage)
  );
}
