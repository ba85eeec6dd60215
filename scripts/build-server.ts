import { build } from "esbuild";
import { isMainModule } from "./is-main-module.ts";

/**
 * Bundles a server entry (our TypeScript; packages stay imports) into one JavaScript file, so the
 * server starts without compiling TypeScript as it loads: under tsx the app holds about 140 MB
 * more. The file goes two folders down the project, as src/server/ is, for
 * src/server/project-paths.ts.
 */
export async function buildServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (isMainModule(import.meta.url)) {
  await buildServer("src/server/main.ts", "dist/server/main.js");
}
