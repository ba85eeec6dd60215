import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, Rolldown } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes a Brotli and a gzip copy beside each script and stylesheet of the build, at the best
 * ratio, once: the server then sends those (serveStatic's `precompressed`) instead of
 * compressing every answer again, and Brotli is a fifth smaller than gzip for scripts.
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  return {
    name: "studio:precompress-assets",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          const path = join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Puts the stylesheets ahead of the scripts in index.html, where Vite puts them last: the page
 * the server draws is shown as soon as its styles arrive, so they must be asked for first.
 */
export function stylesheetsFirst(): Plugin {
  return {
    name: "studio:stylesheets-first",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const stylesheets = html.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
        let page = html;
        for (const link of stylesheets) page = page.replace(link, "");
        return page.replace(/(<meta name="viewport"[^>]*>\n)/, `$1${stylesheets.join("")}`);
      },
    },
  };
}

const PUBLIC_PAGE = /\/src\/web\/routes\/public\/(home|timetable|plans|about)-page\.tsx$/;
const APP = /\/src\/web\/app\.tsx$/;
const ENTRY = /\/src\/web\/main\.tsx$/;

/**
 * Fewer, larger chunks for the public pages (issue #25). Left to the bundler, every set of screens
 * sharing some modules gets a chunk of its own, mostly under 2 kB: the timetable needed 34 files,
 * and on a slow phone each one is a request and a preload link that Vite adds on the main thread
 * while the app starts. Here the libraries the app imports are one chunk (it loads all of them
 * anyway), and what a public page shares with other screens goes into one chunk per set of public
 * pages that use it: 20 files for the timetable, 18 for /plan. Some admin screens then load up to
 * ~6 kB (gzip) they do not use, those sharing a module with the timetable. Each icon is imported
 * from its own module (`lucide-react/icons/…`), not the library's index that every screen
 * imports, so that which screens use it can be told, and it joins their chunk rather than one of
 * its own (/timetable had eight such files of under 1 kB).
 *
 * The app's own modules keep the bundler's placement: in a chunk apart from app.tsx's they would
 * import the icons the bundler leaves in app.tsx's chunk, which imports them back, and in that
 * cycle an icon read when a module is evaluated (the navigation's list) is still undefined.
 */
export const appChunks: Rolldown.CodeSplittingNameFunction = (moduleId, context) => {
  // The screens (lazily loaded modules) whose code imports the module, directly or not.
  const screens = new Set<string>();
  const seen = new Set<string>();
  const waiting = [moduleId];
  let inApp = false;
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    // What the entry itself imports stays in the entry, which must not wait for the app.
    if (ENTRY.test(id)) return null;
    if (APP.test(id)) inApp = true;
    else if (info.dynamicImporters.length > 0) screens.add(id);
    waiting.push(...info.importers);
  }
  if (inApp) return moduleId.includes("/node_modules/") ? "libraries" : null;
  if (screens.size < 2) return null;
  const pages = [...screens].flatMap((id) => PUBLIC_PAGE.exec(id)?.[1] ?? []).sort();
  return pages.length > 0 ? `public-${pages.join("-")}` : null;
};

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * V8's explicit compile hint (Chromium 136 and later) on every chunk a public page runs at start:
 * the browser then compiles their functions on a background thread while each script streams in,
 * instead of one by one on the main thread as each is first called (on a slow phone the largest
 * part of evaluating the libraries). Screens behind a sign-in are left to lazy compiling. The
 * comment must open the file, so it is added after Vite has prepended its own code, as Vite does
 * (the file names' hashes are of the code without it), and the source map moved a line down.
 */
export function compileHints(): Plugin {
  return {
    name: "studio:compile-hints",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        const starts = chunks.filter(
          ({ isEntry, facadeModuleId: id }) =>
            isEntry || (id !== null && (APP.test(id) || PUBLIC_PAGE.test(id))),
        );
        const started = new Set<string>();
        for (let chunk = starts.pop(); chunk; chunk = starts.pop()) {
          if (started.has(chunk.fileName)) continue;
          started.add(chunk.fileName);
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") map.source = mapMovedDown(map.source);
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === "chunk") starts.push(imported);
          }
        }
      },
    },
  };
}

/** A source map of a file that now begins with one more line. */
function mapMovedDown(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === "string" ? source : new TextDecoder().decode(source));
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
