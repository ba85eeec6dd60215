import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./client.ts";
import {
  clusterDirectory,
  type EmbeddedServer,
  startEmbeddedServer,
  stopServerLeftIn,
} from "./embedded-server.ts";
import { openStudioDatabase } from "./open-studio-database.ts";

const ownerScript = fileURLToPath(new URL("../testing/embedded-server-owner.ts", import.meta.url));

/** What the server logged, to see which leftovers it dealt with. */
function capturedLog() {
  const lines: string[] = [];
  const log = pino(
    { level: "info" },
    { write: (line: string) => lines.push(JSON.parse(line).msg as string) },
  );
  return { log, lines };
}

async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(join(clusterDirectory(dataDir), "postmaster.pid"), "utf8").split("\n")[0]);

describe("the embedded PostgreSQL server", () => {
  let dataDir: string;
  let server: EmbeddedServer | undefined;
  const sleepers: ChildProcess[] = [];

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-embedded-"));
  });
  afterAll(() => {
    for (const sleeper of sleepers) sleeper.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Another process that opens the data folder as an app does (see embedded-server-owner.ts). */
  const startOwner = async () => {
    const owner = spawn(process.execPath, ["--import", "tsx", ownerScript, dataDir]);
    const [ready] = (await once(owner.stdout, "data")) as [Buffer];
    return { process: owner, serverPid: Number(/^ready (\d+)/.exec(ready.toString())?.[1]) };
  };
  const start = async () => {
    const { log, lines } = capturedLog();
    server = await startEmbeddedServer({ dataDir, log });
    return { server, lines };
  };
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  // Each test's server stops after it, whatever it found: a test that fails leaves none running
  // on the data folder for the next.
  afterEach(stop);

  it("makes its cluster on first start: 127.0.0.1 only, a password, every commit on disk", async () => {
    const { server, lines } = await start();
    expect(lines).toContain(
      `first start: creating the embedded database in ${join(dataDir, "pg")}`,
    );
    expect(statSync(join(dataDir, "pg-password")).mode & 0o777).toBe(0o600);
    const url = new URL(server.url);
    expect(url.hostname).toBe("127.0.0.1");

    const [settings] = await query<Record<string, string>>(
      server.url,
      `select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets,
              current_setting('fsync') as fsync, current_setting('full_page_writes') as full_page_writes,
              current_setting('synchronous_commit') as synchronous_commit, current_database() as database`,
    );
    expect(settings).toEqual({
      listen: "127.0.0.1",
      sockets: "",
      fsync: "on",
      full_page_writes: "on",
      synchronous_commit: "on",
      database: "studio",
    });
    // Without the password nobody gets in.
    const guessed = new URL(server.url);
    guessed.password = "password";
    await expect(query(guessed.toString(), "select 1")).rejects.toThrow(
      /password authentication failed/,
    );

    await query(
      server.url,
      "create table kept (note text); insert into kept values ('before the stop')",
    );
  });

  it("keeps what was committed across a stop and a start", async () => {
    const { server, lines } = await start();
    expect(lines.some((line) => line.startsWith("first start"))).toBe(false);
    expect(await query(server.url, "select note from kept")).toEqual([{ note: "before the stop" }]);
  });

  it("gives the app its every connection at start, so a first crowd starts none", async () => {
    const database = await openStudioDatabase({ DATA_DIR: dataDir }, pino({ level: "silent" }));
    try {
      const [open] = await queryRows<{ backends: number }>(
        database.db,
        sql`select count(*)::int as backends from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'`,
      );
      expect(open?.backends).toBe(database.connections);
      expect(database.connections).toBeGreaterThan(1);
    } finally {
      await database.close();
    }
  });

  it("starts its server again when it dies, on the same address", async () => {
    const { server: running } = await start();
    const killed = postmasterPid(dataDir);
    process.kill(killed, "SIGKILL");
    await expect
      .poll(async () => query(running.url, "select note from kept").catch(() => []), {
        timeout: 30_000,
      })
      .toEqual([{ note: "before the stop" }]);
    expect(postmasterPid(dataDir)).not.toBe(killed);
    // The new server may answer a moment before the app sees it ready (it looks every 50 ms).
    await expect.poll(() => running.pid(), { timeout: 10_000 }).toBe(postmasterPid(dataDir));
  });

  it("stops a server that a killed app left running, then starts its own", async () => {
    const owner = await startOwner();
    owner.process.kill("SIGKILL");
    await once(owner.process, "exit");
    expect(postmasterPid(dataDir)).toBe(owner.serverPid);

    const { server, lines } = await start();
    expect(lines).toContain(
      "the embedded database was left running by a Studio process that ended without stopping it: stopping it first",
    );
    expect(server.pid()).not.toBe(owner.serverPid);
    expect(await query(server.url, "select note from kept")).toEqual([{ note: "before the stop" }]);
  });

  it("removes a postmaster.pid whose pid now belongs to another process", async () => {
    // After a power cut, the file may name a pid that an unrelated process was given since.
    const sleeper = spawn("sleep", ["60"]);
    sleepers.push(sleeper);
    const pidFile = join(clusterDirectory(dataDir), "postmaster.pid");
    writeFileSync(pidFile, `${sleeper.pid}\n${clusterDirectory(dataDir)}\n`);
    const { server, lines } = await start();
    expect(lines).toContain(
      "the embedded database's postmaster.pid names a process that is not its server: removing the stale file",
    );
    expect(await query(server.url, "select note from kept")).toEqual([{ note: "before the stop" }]);
  });

  it("starts over a first start that was cut off half-way", async () => {
    const other = mkdtempSync(join(tmpdir(), "studio-embedded-cut-"));
    try {
      mkdirSync(join(other, "pg.new"));
      writeFileSync(join(other, "pg.new", "PG_VERSION"), "18\n");
      const cut = await startEmbeddedServer({ dataDir: other, log: pino({ level: "silent" }) });
      expect(await query(cut.url, "select 1 as one")).toEqual([{ one: 1 }]);
      await cut.stop();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("refuses a cluster made by another PostgreSQL version, saying how to move it", async () => {
    const versionFile = join(clusterDirectory(dataDir), "PG_VERSION");
    const made = readFileSync(versionFile, "utf8");
    writeFileSync(versionFile, "17\n");
    try {
      await expect(start()).rejects.toThrow(
        /was made by PostgreSQL 17, and this version of Studio runs PostgreSQL 18\. Take a backup/,
      );
    } finally {
      writeFileSync(versionFile, made);
    }
  });

  it("refuses a second app on the same data folder", async () => {
    const owner = await startOwner();
    try {
      await expect(
        openStudioDatabase({ DATA_DIR: dataDir }, pino({ level: "silent" }), 1),
      ).rejects.toThrow(
        `Another Studio process (pid ${owner.process.pid}) is using the data folder ${dataDir}.`,
      );
    } finally {
      owner.process.kill("SIGKILL");
      await once(owner.process, "exit");
      await stopServerLeftIn(dataDir, pino({ level: "silent" }));
    }
  });
});
