import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const logModule = fileURLToPath(new URL("./log.ts", import.meta.url));

/**
 * Runs `script` in a Node process of its own, `log` being the server's log at level info, and
 * answers the lines it wrote on stdout once it ends. `killAfterMs`: SIGKILL, which lets no one
 * write what is left, after that long or at the first line, whichever comes first.
 */
function runWithLog(script: string, killAfterMs?: number) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { createLog } from ${JSON.stringify(logModule)};
       const log = createLog({ LOG_LEVEL: "info" });
       ${script}`,
    ],
    // The crash's stack trace on stderr is expected; the test reads stdout only.
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let output = "";
  const kill = () => child.kill("SIGKILL");
  const deadline = killAfterMs === undefined ? undefined : setTimeout(kill, killAfterMs);
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (deadline) kill();
  });
  return new Promise<string[]>((resolve) =>
    child.once("close", () => {
      clearTimeout(deadline);
      resolve(output.trim().split("\n").filter(Boolean));
    }),
  );
}

const messages = (lines: string[]) => lines.map((line) => JSON.parse(line).msg as string);

describe("the server's log", () => {
  it("writes every line logged before process.exit", async () => {
    const lines = await runWithLog(`
      for (let i = 0; i < 3; i++) log.info("line " + i);
      process.exit(0);
    `);
    expect(messages(lines)).toEqual(["line 0", "line 1", "line 2"]);
  });

  it("writes the lines logged before the process crashed", async () => {
    const lines = await runWithLog(`
      log.info("working");
      log.error("about to fail");
      setTimeout(() => { throw new Error("an error nobody caught"); }, 10);
    `);
    expect(messages(lines)).toEqual(["working", "about to fail"]);
  });

  it("writes a line soon when the studio is quiet, without waiting for more lines or the exit", async () => {
    const lines = await runWithLog(
      `
      log.info("alone");
      setInterval(() => {}, 1000);
    `,
      8000,
    );
    expect(messages(lines)).toEqual(["alone"]);
  });

  it("keeps passwords, tokens and cookies out of its lines", async () => {
    const lines = await runWithLog(`
      log.info({ password: "secret-one", token: "secret-two", req: { headers: { cookie: "secret-three" } } }, "redacted");
      process.exit(0);
    `);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/secret/);
  });
});
