import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import {
  appChunks,
  compileHints,
  precompressAssets,
  stylesheetsFirst,
} from "./scripts/web-build-plugins.ts";

const webRoot = fileURLToPath(new URL("./src/web", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: fileURLToPath(new URL("./src/web/public", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    stylesheetsFirst(),
    compileHints(),

    precompressAssets(),
  ],
  build: isSsrBuild
    ? {
        // `vite build --ssr prerender.tsx`: the server draws public pages with it (main.ts).
        outDir: fileURLToPath(new URL("./dist/ssr", import.meta.url)),
        copyPublicDir: false,
        emptyOutDir: true,
      }
    : {
        // The server serves this folder (src/server/main.ts reads dist/web).
        outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        // bench/first-load-js.ts reads it to size what each page loads first.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: appChunks, includeDependenciesRecursively: false }] },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    // The API and auth live in the Node process; the dev server only serves the web app.
    proxy: { "/api": "http://localhost:3000" },
  },
}));
