import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder. This file (src/server/) and the built server that carries it
 * (dist/server/main.js) sit at the same depth, so the same relative path finds the folder from
 * both: the source under tsx (tests, `npm run dev`) and the build (`npm start`).
 */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export const PROJECT_PATHS = {
  /** The SQL migrations, read at start: not bundled, so both forms read the same files. */
  migrations: join(projectRoot, "src/server/db/migrations"),
  /** The built web app (`npm run build`). */
  webApp: join(projectRoot, "dist/web"),
  /** The public pages' renderer, built beside the web app. */
  pageRenderer: join(projectRoot, "dist/ssr/prerender.js"),
} as const;
