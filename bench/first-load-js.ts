import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a page, gzip: the entry and what it imports at once, plus the page's
 * own lazy chunk and its static imports. Reads the Vite manifest of `npm run build`.
 */
interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const webDir = join(import.meta.dirname, "..", "dist", "web");
const manifest: Record<string, ManifestEntry> = JSON.parse(
  readFileSync(join(webDir, ".vite", "manifest.json"), "utf8"),
);

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function gzipBytes(keys: Set<string>): number {
  let total = 0;
  for (const key of keys) total += gzipSync(readFileSync(join(webDir, manifest[key]!.file))).length;
  return total;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const pages = {
  "/": "routes/public/home-page.tsx",
  "/timetable": "routes/public/timetable-page.tsx",
};
for (const [path, page] of Object.entries(pages)) {
  const keys = closure([entry, page]);
  const adminChunks = [...keys].filter((key) => key.includes("routes/admin/"));
  console.log(
    `${path.padEnd(11)} first-load JS ${(gzipBytes(keys) / 1024).toFixed(1)} kB gzip in ${keys.size} files` +
      (adminChunks.length ? `  (admin code: ${adminChunks.join(", ")})` : "  (no admin code)"),
  );
}
