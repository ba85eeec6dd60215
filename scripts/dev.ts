import { spawn } from "node:child_process";

/**
 * `npm run dev`: the API restarts on every server change (node --watch) and Vite serves the web app
 * with hot reload on http://localhost:5173, sending /api to the API on port 3000.
 */
const children = [
  spawn(process.execPath, ["--watch", "--import", "tsx", "src/server/main.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];

function stopAll(code: number) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
