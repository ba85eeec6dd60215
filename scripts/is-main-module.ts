import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * True when the module at `moduleUrl` is the script node was started with, so a file can be both a
 * command of its own (`npm run bench:booking`) and a part that another imports (`bench/run-all.ts`).
 */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && resolve(script) === fileURLToPath(moduleUrl);
}
