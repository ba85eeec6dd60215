import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import {
  PAGE_DATA_ELEMENT_ID,
  type PageReads,
  STUDIO_SETTINGS_ELEMENT_ID,
  type StudioInfo,
} from "../../shared/studio.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { listTutors } from "../features/classes/list-tutors.ts";
import { listCreditPacks } from "../features/credit-packs/list-credit-packs.ts";
import { listPackages } from "../features/plans/list-packages.ts";
import { studioInfo } from "../features/studio/routes.ts";

/**
 * The pages drawn on the server for a first visit: the same for every visitor, so each drawing
 * is kept, for a minute at most (long enough to spare the work, short enough for "today" to stay
 * today). One that shows the timetable or its tutors is drawn again as soon as either changes, or
 * a class's status in it changes with time (its booking closes), as the timetable's answers are;
 * one that shows what is on sale, as soon as the packages or credit packs read differ from those
 * it was drawn with.
 */
const PRERENDERED_PATHS = new Set(["/", "/about", "/plan", "/timetable"]);
const DRAWING_LIFETIME_MS = 60_000;

/** JSON that cannot end the <script> element it sits in. */
function scriptSafeJson(json: string): string {
  return json.replaceAll("<", "\\u003c");
}

interface KeptDrawing {
  html: string;
  /** What the drawing was made of, script-safe. */
  data: string;
  drawnAt: number;
  studio: string;
  /** The timetable's change version it was drawn at, if it shows the timetable or its tutors. */
  timetableVersion: number | null;
  /** When a class's status in it changes with time alone (ms since the epoch). */
  changesAt: number;
  /** The packages and credit packs on sale it shows, as JSON, if it shows them. */
  offers: string | null;
}

/** The packages and credit packs on sale, as `GET /api/packages` and `/api/credit-packs` answer. */
async function readOffers(db: AppDeps["db"]) {
  const [packages, creditPacks] = await Promise.all([listPackages(db), listCreditPacks(db)]);
  return { packages, creditPacks, json: JSON.stringify([packages, creditPacks]) };
}

/**
 * The built React app: hashed assets cached for a year, every other path answered by index.html
 * with the studio's settings inside it and, for the public pages, the page already drawn with
 * the data it shows, so a visitor on a slow phone sees it before the scripts arrive.
 */
export function webAppRoutes(
  deps: Pick<
    AppDeps,
    "webDir" | "renderPage" | "settings" | "studioSettings" | "log" | "now" | "db" | "timetable"
  >,
) {
  const webDir = deps.webDir ?? "";
  const drawings = new Map<string, KeptDrawing>();
  let shell: Promise<string> | undefined;
  const pageShell = () => {
    shell ??= readFile(join(webDir, "index.html"), "utf8");
    return shell;
  };

  /** `offersRead`: the request's one read of the offers, which a drawing made next uses too. */
  const isCurrent = async (
    c: Context<AppEnv>,
    kept: KeptDrawing,
    studioJson: string,
    offersRead: () => ReturnType<typeof readOffers>,
  ) => {
    if (
      kept.studio !== studioJson ||
      Date.now() - kept.drawnAt >= DRAWING_LIFETIME_MS ||
      deps.now().getTime() >= kept.changesAt
    ) {
      return false;
    }
    // The offers change rarely and have no change version: two small reads tell.
    if (kept.offers !== null && (await offersRead()).json !== kept.offers) return false;
    if (kept.timetableVersion === null) return true;
    return (await c.var.changeVersions()).timetable === kept.timetableVersion;
  };

  /** A page's drawing, kept while the settings and the data it shows are the current ones. */
  const drawing = async (
    c: Context<AppEnv>,
    url: URL,
    studio: StudioInfo,
    studioJson: string,
  ): Promise<KeptDrawing | undefined> => {
    const { renderPage } = deps;
    if (!renderPage || !PRERENDERED_PATHS.has(url.pathname)) return undefined;
    let offers: ReturnType<typeof readOffers> | undefined;
    const offersRead = () => {
      offers ??= readOffers(deps.db);
      return offers;
    };
    const kept = drawings.get(url.pathname);
    if (kept && (await isCurrent(c, kept, studioJson, offersRead))) return kept;
    let timetableVersion: number | null = null;
    let changesAt = Infinity;
    /** The versions the drawing's data is read at: it is kept while the timetable's holds. */
    const versions = async () => {
      const read = await c.var.changeVersions();
      timetableVersion = read.timetable;
      return read;
    };
    const now = deps.now();
    const reads: PageReads = {
      async visitorClasses(from, to) {
        const answer = await deps.timetable.visitorAnswer(await versions(), from, to, now, null);
        changesAt = Math.min(changesAt, answer.changesAt);
        return JSON.parse(answer.body.toString("utf8"));
      },
      async tutors() {
        await versions();
        return listTutors(deps.db);
      },
      packages: async () => (await offersRead()).packages,
      creditPacks: async () => (await offersRead()).creditPacks,
    };
    try {
      const page = await renderPage(`${url.origin}${url.pathname}`, studio, reads, now);
      if (!page) return undefined;
      const made: KeptDrawing = {
        html: page.html,
        data: scriptSafeJson(page.data),
        drawnAt: Date.now(),
        studio: studioJson,
        timetableVersion,
        changesAt,
        offers: offers ? (await offers).json : null,
      };
      drawings.set(url.pathname, made);
      return made;
    } catch (error) {
      // The page still works without it: the browser draws it once the scripts arrive.
      deps.log.error({ err: error, path: url.pathname }, "could not draw the page on the server");
      return undefined;
    }
  };

  const servePage = async (c: Context<AppEnv>) => {
    const studio = studioInfo(deps.settings, await deps.studioSettings(), deps.now());
    const studioJson = scriptSafeJson(JSON.stringify(studio));
    const [html, page] = await Promise.all([
      pageShell(),
      drawing(c, new URL(c.req.url), studio, studioJson),
    ]);
    const pageData = page
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`
      : "";
    c.header("Cache-Control", "no-cache");
    return c.html(
      html
        // Replaced by functions: a "$&" in the owner's text or a page is text, not a pattern.
        .replace(
          "</head>",
          () =>
            `<script type="application/json" id="${STUDIO_SETTINGS_ELEMENT_ID}">${studioJson}</script>${pageData}</head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${page?.html ?? ""}</div>`),
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
