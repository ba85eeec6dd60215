import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isMainModule } from "../scripts/is-main-module.ts";

/**
 * `npm run bench:first-load`: first-load JavaScript of a page, gzip: the entry and what it imports
 * at once, plus the page's own lazy chunk and its static imports. Reads the Vite manifest of
 * `npm run build`.
 */
interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface FirstLoad {
  path: string;
  gzipBytes: number;
  files: number;
  /** Chunks of the admin screens among them (there should be none). */
  adminChunks: string[];
}

const webDir = join(import.meta.dirname, "..", "dist", "web");
const pages = {
  "/": "routes/public/home-page.tsx",
  "/timetable": "routes/public/timetable-page.tsx",
};

export function firstLoadJs(): FirstLoad[] {
  const manifest: Record<string, ManifestEntry> = JSON.parse(
    readFileSync(join(webDir, ".vite", "manifest.json"), "utf8"),
  );
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  return Object.entries(pages).map(([path, page]) => {
    const keys = closure([entry, page]);
    let gzipBytes = 0;
    for (const key of keys) {
      gzipBytes += gzipSync(readFileSync(join(webDir, manifest[key]!.file))).length;
    }
    return {
      path,
      gzipBytes,
      files: keys.size,
      adminChunks: [...keys].filter((key) => key.includes("routes/admin/")),
    };
  });
}

export function formatFirstLoad(page: FirstLoad): string {
  return (
    `${page.path.padEnd(11)} first-load JS ${(page.gzipBytes / 1024).toFixed(1)} kB gzip in ${page.files} files` +
    (page.adminChunks.length
      ? `  (admin code: ${page.adminChunks.join(", ")})`
      : "  (no admin code)")
  );
}

if (isMainModule(import.meta.url))
  for (const page of firstLoadJs()) console.log(formatFirstLoad(page));
